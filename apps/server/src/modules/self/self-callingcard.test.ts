/**
 * /v1/self/callingcard: a cabin sees only its own card (the cabin card whose pin is its number, in its own
 * environment) and its own current call records, without the provider's cost; nothing changes credit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { cards } from '../callingcards/schema.ts';
import { extensionCookie, insertSelfFixtures } from './test-fixtures.ts';

let t: TestApp;
let cabin: string;

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const credits = async () =>
  (await t.db.select({ pin: cards.pin, domain: cards.domain, credit: cards.credit }).from(cards)).sort(
    (a, b) => `${a.domain}${a.pin}`.localeCompare(`${b.domain}${b.pin}`),
  );

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await insertSelfFixtures(t);
  cabin = await extensionCookie(t, '2102');
});
afterAll(() => t.close());

describe('GET /v1/self/callingcard', () => {
  it('answers the cabin its own card, without PIN or tariff', async () => {
    const res = await get(cabin, '/v1/self/callingcard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Cabin 2102',
      credit: 42.5,
      initialbalance: 100,
      currency: 'USD',
      status: 1,
      expirationdate: null,
      lastuse: null,
    });
  });

  it('answers another cabin its own card', async () => {
    const res = await get(await extensionCookie(t, '2104'), '/v1/self/callingcard');
    expect(res.json()).toMatchObject({ name: 'Cabin 2104', credit: 7 });
  });

  it('answers 404 with a sentence to an extension that is no cabin, even with a card of its number', async () => {
    const res = await get(await extensionCookie(t, '2101'), '/v1/self/callingcard');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No calling card belongs to extension 2101.');
    const records = await get(await extensionCookie(t, '2101'), '/v1/self/callingcard/cdrs');
    expect(records.statusCode).toBe(404);
  });

  it('answers 404 to a cabin whose number has a card only on another ship', async () => {
    const res = await get(await extensionCookie(t, '2106'), '/v1/self/callingcard');
    expect(res.statusCode).toBe(404);
    const summary = await get(await extensionCookie(t, '2106'), '/v1/self');
    expect(summary.json()).toMatchObject({ cabin: true, callingcard: null });
  });
});

describe('GET /v1/self/callingcard/cdrs', () => {
  it('lists the own current records only, newest first, paged, without the provider cost', async () => {
    const res = await get(cabin, '/v1/self/callingcard/cdrs?pagesize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((c: { destination: string }) => c.destination)).toEqual([
      '13055550103',
      '13055550102',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'answered',
        'billed_sessiontime',
        'currency',
        'destination',
        'destination_name',
        'direction',
        'id',
        'sessionprice',
        'sessiontime',
        'starttime',
        'stoptime',
        'terminatecauseid',
      ].sort(),
    );
    const last = await get(cabin, '/v1/self/callingcard/cdrs?pagesize=2&page=2');
    // The archived call of the last billing period (13055550999) and cabin 2104's call are not listed.
    expect(last.json().data.map((c: { destination: string }) => c.destination)).toEqual(['13055550101']);
  });

  it('does not follow a pin, card or type named in the query', async () => {
    const res = await get(cabin, '/v1/self/callingcard/cdrs?pin=2104&card=2&type=admin&archived=1');
    expect(res.json().data.map((c: { destination: string }) => c.destination)).toEqual([
      '13055550103',
      '13055550102',
      '13055550101',
    ]);
  });
});

describe('credit', () => {
  it('cannot be changed through self-service nor through the card routes', async () => {
    const before = await credits();
    const [own] = await t.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.domain, A), eq(cards.pin, '2102')));
    const attempts = [
      () =>
        t.app.inject({
          method: 'PATCH',
          url: '/v1/self',
          headers: { cookie: cabin },
          payload: { credit: 100000 },
        }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: '/v1/self/callingcard',
          headers: { cookie: cabin },
          payload: { credit: 100000 },
        }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `/v3/callingcard/card/${own?.id}`,
          headers: { cookie: cabin },
          payload: { initialbalance: 100000 },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/v3/callingcard/card/type/cabin/reset',
          headers: { cookie: cabin },
          payload: { list: ['2102'] },
        }),
    ];
    const answers: number[] = [];
    for (const attempt of attempts) answers.push((await attempt()).statusCode);
    expect(answers).toEqual([400, 404, 403, 403]);
    expect(await credits()).toEqual(before);
  });
});
