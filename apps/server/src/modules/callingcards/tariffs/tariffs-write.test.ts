/** POST and PATCH /v3/callingcard/tariff on a real database: defaults, billing rules, validation, scope. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { tariffs } from '../schema.ts';

let t: TestApp;
let officer: string;
let auditor: string;
let tariffB: number;
const URL = '/v3/callingcard/tariff';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const [row] = await t.db.insert(tariffs).values({ domain: B, description: 'Bravo' }).returning();
  tariffB = row?.id ?? 0;
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  auditor = await signIn(t.app, A, 'auditor', PASSWORD);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = officer) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const stored = async (id: number) => (await t.db.select().from(tariffs).where(eq(tariffs.id, id)))[0];

describe('POST /v3/callingcard/tariff', () => {
  it('adds a tariff of the session domain, per second with no minimum by default', async () => {
    const res = await send('POST', URL, { description: 'Crew' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'Crew',
      default_cost: 0,
      default_price: 0,
      initblock: 0,
      default_currency: 'USD',
      type: null,
      status: 1,
      billing_increment: 1,
      minimum_duration: 0,
    });
    expect(await stored(res.json().id)).toMatchObject({ domain: A, billingIncrement: 1, minimumDuration: 0 });
  });

  it('stores the billing increment, minimum duration and money exactly', async () => {
    const res = await send('POST', URL, {
      description: 'Guest 30/6',
      default_cost: 0.0825,
      default_price: '1.005',
      initblock: 600,
      default_currency: 'EUR',
      type: 'cabin',
      billing_increment: 6,
      minimum_duration: 30,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ billing_increment: 6, minimum_duration: 30, default_currency: 'EUR' });
    expect(await stored(res.json().id)).toMatchObject({
      defaultCost: '0.0825',
      defaultPrice: '1.0050',
      billingIncrement: 6,
      minimumDuration: 30,
      type: 'cabin',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `${URL}?type=cabin`,
      headers: { cookie: officer },
    });
    expect(list.json().data.find((x: { id: number }) => x.id === res.json().id)).toMatchObject({
      billing_increment: 6,
      minimum_duration: 30,
    });
  });

  it('answers 400 naming the field for a billing rule out of range, and adds nothing', async () => {
    const before = (await t.db.select().from(tariffs)).length;
    for (const [field, value, words] of [
      ['billing_increment', 0, 'at least 1'],
      ['billing_increment', -6, 'at least 1'],
      ['billing_increment', 3601, 'at most 3600'],
      ['billing_increment', 1.5, 'whole number'],
      ['billing_increment', '6', 'number'],
      ['minimum_duration', -1, 'at least 0'],
      ['minimum_duration', 3601, 'at most 3600'],
      ['minimum_duration', 0.5, 'whole number'],
      ['initblock', -1, 'at least 0'],
      ['default_price', -1, ''],
      ['description', ' ', ''],
      ['default_currency', 'JPY', ''],
    ] as const) {
      const res = await send('POST', URL, { description: 'X', [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().error, `${field}=${value}`).toContain(`'${field}'`);
      expect(res.json().error, `${field}=${value}`).toContain(words);
    }
    expect((await t.db.select().from(tariffs)).length).toBe(before);
  });

  it('needs the calling-cards write permission', async () => {
    expect((await send('POST', URL, { description: 'Nope' }, auditor)).statusCode).toBe(403);
  });
});

describe('PATCH /v3/callingcard/tariff/{tariff}', () => {
  it('changes the billing rules and leaves the other fields as they were', async () => {
    const { id } = (
      await send('POST', URL, { description: 'Admin', default_price: 0.19, initblock: 60 })
    ).json();
    const res = await send('PATCH', `${URL}/${id}`, { billing_increment: 60, minimum_duration: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      description: 'Admin',
      default_price: 0.19,
      initblock: 60,
      billing_increment: 60,
      minimum_duration: 60,
    });
    const off = await send('PATCH', `${URL}/${id}`, { status: 0, minimum_duration: 0 });
    expect(off.json()).toMatchObject({ status: 0, billing_increment: 60, minimum_duration: 0 });
    expect(await stored(id)).toMatchObject({ status: 0, billingIncrement: 60, minimumDuration: 0 });
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const { id } = (await send('POST', URL, { description: 'Steady', billing_increment: 30 })).json();
    for (const [field, value] of [
      ['billing_increment', 0],
      ['billing_increment', 2.5],
      ['billing_increment', 7200],
      ['minimum_duration', -30],
      ['minimum_duration', 4000],
      ['status', 2],
    ] as const) {
      const res = await send('PATCH', `${URL}/${id}`, { [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().error).toContain(`'${field}'`);
    }
    expect(await stored(id)).toMatchObject({ billingIncrement: 30, minimumDuration: 0, status: 1 });
  });

  it("refuses another environment's tariff (403) and an unknown one (404)", async () => {
    expect((await send('PATCH', `${URL}/${tariffB}`, { billing_increment: 60 })).statusCode).toBe(403);
    expect((await stored(tariffB))?.billingIncrement).toBe(1);
    const unknown = await send('PATCH', `${URL}/999999`, { billing_increment: 60 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'There is no tariff 999999.' });
  });
});
