/** POST /v3/callingcard/card/type/cabin/reset on a real database: archive, restore credit, reject. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { cards, cdrs, tariffs } from '../schema.ts';
import { day, insertCardFixtures } from './test-fixtures.ts';

let t: TestApp;
let officer: string;
const URL = '/v3/callingcard/card/type/cabin/reset';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
beforeEach(async () => {
  await t.db.delete(cdrs);
  await t.db.delete(cards);
  await t.db.delete(tariffs);
  await insertCardFixtures(t);
});
afterAll(() => t.close());

const reset = (payload: object, cookie = officer) =>
  t.app.inject({ method: 'POST', url: URL, headers: cookie ? { cookie } : {}, payload });
const credit = async (pin: string, domain = A) =>
  Number(
    (
      await t.db
        .select()
        .from(cards)
        .where(and(eq(cards.domain, domain), eq(cards.pin, pin)))
    )[0]?.credit,
  );
const unarchived = async (pin: string, domain = A) =>
  (
    await t.db
      .select()
      .from(cdrs)
      .where(and(eq(cdrs.domain, domain), eq(cdrs.pin, pin), eq(cdrs.archived, 0)))
  ).length;

describe('POST /v3/callingcard/card/type/cabin/reset', () => {
  it("resets 'all' cabins of the domain: every call record archived, credit back to the initial balance", async () => {
    const res = await reset({ list: 'all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        accepted: {
          obj: [
            { cabin: '4002', archived: 3, credit: 100 },
            { cabin: '4004', archived: 1, credit: 50 },
          ],
        },
        rejected: { obj: [] },
      },
    });
    expect(await credit('4002')).toBe(100);
    expect(await credit('4004')).toBe(50);
    expect(await unarchived('4002')).toBe(0);
    // Another ship's cabin of the same number is untouched.
    expect(await unarchived('4002', B)).toBe(1);
    expect(await credit('4002', B)).toBe(0);
  });

  it('archives only the records before archive_cdrs_prior_to, and rejects unknown names and admin PINs', async () => {
    const res = await reset({
      list: ['4002', '9999', '123456', '4002'],
      archive_cdrs_prior_to: '2026-01-15T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      accepted: { obj: [{ cabin: '4002', archived: 2, credit: 100 }] },
      rejected: {
        obj: [
          { cabin: '9999', reason: 'There is no such cabin in this environment.' },
          { cabin: '123456', reason: 'This is not a cabin.' },
        ],
      },
    });
    expect(await unarchived('4002')).toBe(1);
    expect(await unarchived('4004')).toBe(1);
    expect(await credit('4004')).toBe(5.5);
  });

  it('answers 400 naming the field for a bad list or date, and changes nothing', async () => {
    for (const [body, field] of [
      [{}, "'list'"],
      [{ list: [] }, "'list'"],
      [{ list: 'some' }, "'list'"],
      [{ list: 'all', archive_cdrs_prior_to: 'yesterday' }, "'archive_cdrs_prior_to'"],
    ] as const) {
      const res = await reset(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect(await credit('4002')).toBe(20);
    expect(await unarchived('4002')).toBe(3);
  });

  it('never archives a call still in progress (no stoptime), whatever the date asked', async () => {
    const [card] = await t.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.domain, A), eq(cards.pin, '4002')));
    await t.db.insert(cdrs).values({
      domain: A,
      callid: 'ongoing-4002',
      card: card!.id,
      pin: '4002',
      type: 'cabin',
      destination: '14155550100',
      starttime: new Date('2026-01-25T12:00:00Z'),
      stoptime: null,
      terminatecauseid: 'ONGOING_CALL',
    });
    for (const body of [{ list: ['4002'], archive_cdrs_prior_to: '2026-02-01' }, { list: 'all' }]) {
      const res = await reset(body);
      expect(res.statusCode).toBe(200);
      const [ongoing] = await t.db.select().from(cdrs).where(eq(cdrs.callid, 'ongoing-4002'));
      expect(ongoing?.archived, JSON.stringify(body)).toBe(0);
    }
    expect(await unarchived('4002')).toBe(1);
  });

  it("keeps Last use the start of each cabin's latest call, archived or not, and never earlier than stored", async () => {
    const lastUse = async (pin: string) =>
      (
        await t.db
          .select({ lastuse: cards.lastuse })
          .from(cards)
          .where(and(eq(cards.domain, A), eq(cards.pin, pin)))
      )[0]?.lastuse ?? null;
    // A use the platform recorded later than any call record of 4004 is kept.
    await t.db
      .update(cards)
      .set({ lastuse: day(28) })
      .where(and(eq(cards.domain, A), eq(cards.pin, '4004')));
    expect((await reset({ list: 'all' })).statusCode).toBe(200);
    expect(await lastUse('4002')).toEqual(day(20));
    expect(await lastUse('4004')).toEqual(day(28));
    // Not a cabin of the reset: untouched.
    expect(await lastUse('123456')).toBeNull();
  });

  it("counts the cabins a reset of 'all' resets, for the console's confirmation", async () => {
    const res = await t.app.inject({ url: URL, headers: { cookie: officer } });
    expect(res.statusCode).toBe(200);
    // 4002 and 4004 (inactive cabins are reset too); not the admin PINs, not Bravo's cabin.
    expect(res.json()).toEqual({ cabins: 2 });
  });

  it('answers 401 without a session', async () => {
    expect((await reset({ list: 'all' }, '')).statusCode).toBe(401);
    expect(await credit('4002')).toBe(20);
  });
});
