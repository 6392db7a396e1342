import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { cards, cardTypes, cdrs, tariffs } from '../callingcards/schema.ts';
import { chatMessages } from '../messaging/schema.ts';
import { extensions, pbxCdrs, ringGroups, voicemailBoxes } from '../pbx/schema.ts';
import { environments, organizations } from '../tenancy/schema.ts';
import { CHART_DAYS, computeStatistics } from './service.ts';

const NOW = new Date('2025-03-20T10:00:00Z');
const DAY = 86_400_000;
const A = 'a.stats.example';
const B = 'b.stats.example';
const CREW = { cost: 0.08, price: 0.19, initblock: 60 };
const GUEST = { cost: 0.25, price: 0.99, initblock: 30 };

/** Hand-made calls: [type, seconds, answered, current, archived, domain]. */
const CALLS = [
  { type: 'admin', tariff: CREW, seconds: 300, answered: 1, current: false, archived: 0, domain: A },
  { type: 'admin', tariff: CREW, seconds: 45, answered: 1, current: false, archived: 0, domain: A },
  { type: 'admin', tariff: CREW, seconds: 0, answered: 0, current: false, archived: 0, domain: A },
  { type: 'admin', tariff: CREW, seconds: 0, answered: 1, current: true, archived: 0, domain: A },
  { type: 'admin', tariff: CREW, seconds: 900, answered: 1, current: false, archived: 1, domain: A },
  { type: 'cabin', tariff: GUEST, seconds: 125, answered: 1, current: false, archived: 0, domain: A },
  { type: 'cabin', tariff: GUEST, seconds: 601, answered: 1, current: false, archived: 0, domain: A },
  { type: 'cabin', tariff: GUEST, seconds: 700, answered: 1, current: false, archived: 0, domain: B },
] as const;
const billed = (c: (typeof CALLS)[number]) => Math.max(0, c.seconds - c.tariff.initblock);
const money = (c: (typeof CALLS)[number], rate: 'cost' | 'price') =>
  Number(((billed(c) / 60) * c.tariff[rate]).toFixed(4));
/** PBX call records: days back from NOW, per domain. Day 14 falls outside the 14-day chart. */
const PBX_DAYS = [
  { daysAgo: 0, domain: A },
  { daysAgo: 0, domain: A },
  { daysAgo: 3, domain: A },
  { daysAgo: 13, domain: A },
  { daysAgo: 14, domain: A },
  { daysAgo: 0, domain: B },
];

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const modules = { callingcards: true, omnichannel: true, pbx: true, user: true };
  await db.insert(organizations).values({ code: 'o', name: 'O', modulesEnabled: modules });
  await db.insert(environments).values([
    { code: 'A', name: 'A', domain: A, organizationCode: 'o' },
    { code: 'B', name: 'B', domain: B, organizationCode: 'o' },
  ]);
  for (const domain of [A, B]) {
    const n = domain === A ? 3 : 2;
    const num = (i: number) => String(1000 + i);
    const ids = Array.from({ length: n }, (_, i) => i);
    await db
      .insert(extensions)
      .values(ids.map((i) => ({ domain, extension: num(i), passwordEncrypted: 'x' })));
    await db.insert(ringGroups).values(ids.slice(1).map((i) => ({ domain, extension: num(i), name: 'g' })));
    await db
      .insert(voicemailBoxes)
      .values(ids.map((i) => ({ domain, voicemailId: num(i), passwordEncrypted: 'x' })));
    await db
      .insert(chatMessages)
      .values(ids.map((i) => ({ messageid: `${domain}${i}`, domain, sender: 's', address: 'a' })));
  }
  await db.insert(pbxCdrs).values(
    PBX_DAYS.map((p) => ({
      domain: p.domain,
      callerIdNumber: '1',
      destinationNumber: '2',
      direction: 'local' as const,
      startStamp: new Date(NOW.getTime() - p.daysAgo * DAY - 3_600_000),
    })),
  );
  const tariffIds = new Map<object, number>();
  for (const t of [CREW, GUEST]) {
    const [row] = await db
      .insert(tariffs)
      .values({
        domain: A,
        description: t === CREW ? 'Crew' : 'Guest',
        defaultCost: String(t.cost),
        defaultPrice: String(t.price),
        initblock: t.initblock,
      })
      .returning({ id: tariffs.id });
    tariffIds.set(t, row!.id);
  }
  await db.insert(cardTypes).values([
    { domain: A, type: 'admin', status: 1, dialingPrefix: '*88', defaultTariff: tariffIds.get(CREW) },
    { domain: A, type: 'cabin', status: 0, dialingPrefix: '*77', defaultTariff: tariffIds.get(GUEST) },
    { domain: A, type: null, status: 1, dialingPrefix: '*99', defaultTariff: null },
  ]);
  const card = (
    pin: string,
    type: 'admin' | 'cabin',
    status: number,
    expiresInDays: number | null,
    domain = A,
  ) => ({
    domain,
    pin,
    name: pin,
    type,
    status,
    expirationdate: expiresInDays === null ? null : new Date(NOW.getTime() + expiresInDays * DAY),
  });
  await db.insert(cards).values([
    card('111111', 'admin', 1, 30), // active
    card('222222', 'admin', 0, 30), // inactive
    card('333333', 'admin', 1, -1), // expired yesterday
    card('4012', 'cabin', 1, null),
    card('4014', 'cabin', 1, null),
    card('4012', 'cabin', 1, null, B),
  ]);
  await db.insert(cdrs).values(
    CALLS.map((c, i) => ({
      domain: c.domain,
      callid: `c${i}`,
      pin: 'p',
      type: c.type,
      destination: '44',
      starttime: new Date(NOW.getTime() - 3_600_000),
      stoptime: c.current ? null : new Date(NOW.getTime() - 3_000_000),
      sessiontime: c.seconds,
      billedSessiontime: billed(c),
      sessioncost: money(c, 'cost').toFixed(4),
      sessionprice: money(c, 'price').toFixed(4),
      answered: c.answered,
      archived: c.archived,
    })),
  );
});

afterAll(async () => {
  await database?.close();
});

describe('computeStatistics', () => {
  it('counts the PBX and messaging rows of the domain only', async () => {
    const stats = await computeStatistics(database.db, A, NOW);
    expect(stats.pbx).toEqual({ extensions: 3, ringgroups: 2, voicemails: 3, cdrs: 5 });
    expect(stats.messaging).toEqual({ messages: 3 });
  });

  it('sums calling cards per type over the current (non-archived) period, then a total row', async () => {
    const stats = await computeStatistics(database.db, A, NOW);
    const expected = (type: 'admin' | 'cabin') => {
      const calls = CALLS.filter((c) => c.domain === A && c.type === type && c.archived === 0);
      const sum = (f: (c: (typeof calls)[number]) => number) => calls.reduce((s, c) => s + f(c), 0);
      return {
        calls_total: calls.length,
        calls_current: calls.filter((c) => c.current).length,
        calls_answered: calls.filter((c) => c.answered === 1).length,
        used_minutes: Math.round((sum((c) => c.seconds) / 60) * 100) / 100,
        billed_minutes: Math.round((sum(billed) / 60) * 100) / 100,
        sessioncost: Math.round(sum((c) => money(c, 'cost')) * 1e4) / 1e4,
        sessionprice: Math.round(sum((c) => money(c, 'price')) * 1e4) / 1e4,
      };
    };
    const [admin, cabin, untyped, total] = stats.callingcards;
    expect(stats.callingcards).toHaveLength(4);
    expect(admin).toEqual({
      type: 'admin',
      status: 1,
      dialing_prefix: '*88',
      default_tariff: 'Crew',
      active_cards: 1,
      total_cards: 3,
      ...expected('admin'),
    });
    expect(cabin).toEqual({
      type: 'cabin',
      status: 0,
      dialing_prefix: '*77',
      default_tariff: 'Guest',
      active_cards: 2,
      total_cards: 2,
      ...expected('cabin'),
    });
    // Free minutes are used minus billed: the tariff's initblock makes them differ.
    expect(admin!.used_minutes - admin!.billed_minutes).toBeGreaterThan(0);
    expect(untyped).toMatchObject({ type: null, total_cards: 0, calls_total: 0, default_tariff: null });
    const a = expected('admin');
    const c = expected('cabin');
    expect(total).toEqual({
      type: 'total',
      status: 1,
      dialing_prefix: null,
      default_tariff: null,
      active_cards: 3,
      total_cards: 5,
      calls_total: a.calls_total + c.calls_total,
      calls_current: a.calls_current + c.calls_current,
      calls_answered: a.calls_answered + c.calls_answered,
      used_minutes: Math.round(((300 + 45 + 125 + 601) / 60) * 100) / 100,
      billed_minutes: Math.round(((240 + 0 + 95 + 571) / 60) * 100) / 100,
      sessioncost: Math.round((a.sessioncost + c.sessioncost) * 1e4) / 1e4,
      sessionprice: Math.round((a.sessionprice + c.sessionprice) * 1e4) / 1e4,
    });
  });

  it('counts PBX plus calling-card calls per UTC day for the last 14 days, zero-filled, oldest first', async () => {
    const { calls_per_day } = await computeStatistics(database.db, A, NOW);
    expect(calls_per_day).toHaveLength(CHART_DAYS);
    expect(calls_per_day[0]!.date).toBe('2025-03-07');
    expect(calls_per_day.at(-1)!.date).toBe('2025-03-20');
    // Every card call of the fixture started an hour before NOW, archived ones included.
    const cardCallsToday = CALLS.filter((c) => c.domain === A).length;
    const expected = calls_per_day.map((d) => ({
      date: d.date,
      calls:
        PBX_DAYS.filter(
          (p) =>
            p.domain === A && new Date(NOW.getTime() - p.daysAgo * DAY).toISOString().slice(0, 10) === d.date,
        ).length + (d.date === '2025-03-20' ? cardCallsToday : 0),
    }));
    expect(calls_per_day).toEqual(expected);
    expect(calls_per_day.filter((d) => d.calls === 0)).toHaveLength(CHART_DAYS - 3);
  });

  it('answers zeros and only the total row for a domain without data', async () => {
    const stats = await computeStatistics(database.db, 'none.example', NOW);
    expect(stats.pbx).toEqual({ extensions: 0, ringgroups: 0, voicemails: 0, cdrs: 0 });
    expect(stats.callingcards).toEqual([
      expect.objectContaining({ type: 'total', calls_total: 0, used_minutes: 0 }),
    ]);
    expect(stats.calls_per_day.every((d) => d.calls === 0)).toBe(true);
  });
});
