/** GET /v3/callingcard/tariff on a real database: the session's domain, status, type, id order, paging. */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, CAR, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { environments, organizations } from '../../tenancy/schema.ts';
import { tariffs } from '../schema.ts';

let t: TestApp;
let officer: string;
let carrier: string;
const URL = '/v3/callingcard/tariff';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(tariffs).values([
    {
      domain: A,
      description: 'Crew',
      defaultCost: '0.08',
      defaultPrice: '0.19',
      initblock: 60,
      type: 'admin',
    },
    {
      domain: A,
      description: 'Guest',
      defaultCost: '0.25',
      defaultPrice: '0.99',
      initblock: 30,
      type: 'cabin',
    },
    { domain: A, description: 'Any', defaultCost: '0.1', defaultPrice: '0.2', defaultCurrency: 'GBP' },
    { domain: A, description: 'Old', status: 0 },
    { domain: B, description: 'Bravo' },
    { domain: CAR, description: 'Carrier' },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: cookie ? { cookie } : {} });

describe('GET /v3/callingcard/tariff', () => {
  it('lists the active tariffs of the session domain in id order, money as numbers', async () => {
    const res = await get(officer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((x: { description: string }) => x.description)).toEqual(['Crew', 'Guest', 'Any']);
    expect(data[0]).toMatchObject({
      default_cost: 0.08,
      default_price: 0.19,
      initblock: 60,
      default_currency: 'USD',
      type: 'admin',
      status: 1,
      // Tariffs made before billing rules existed rate per second with no minimum.
      billing_increment: 1,
      minimum_duration: 0,
    });
    expect(data[2].default_currency).toBe('GBP');
  });

  it('filters by status and by PIN type (tariffs for any type included), and pages', async () => {
    expect(
      (await get(officer, '?status=0')).json().data.map((x: { description: string }) => x.description),
    ).toEqual(['Old']);
    expect(
      (await get(officer, '?type=cabin')).json().data.map((x: { description: string }) => x.description),
    ).toEqual(['Guest', 'Any']);
    expect(
      (await get(officer, '?page=2&pagesize=2&orderby=id'))
        .json()
        .data.map((x: { description: string }) => x.description),
    ).toEqual(['Any']);
  });

  it('answers 400 naming the field for a bad type, status or order', async () => {
    for (const q of ['?type=crew', '?status=2', '?orderby=name', '?pagesize=0']) {
      const res = await get(officer, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toMatch(/type|status|orderby|pagesize/);
    }
  });

  it('needs a session, and serves the calling-cards-only carrier environment', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    const res = await get(carrier);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { description: string }) => x.description)).toEqual(['Carrier']);
  });

  it('is refused when the organisation has the calling-cards module off', async () => {
    const [env] = await t.db.select().from(environments).where(eq(environments.domain, NOPBX));
    await t.db
      .update(organizations)
      .set({ modulesEnabled: { callingcards: false, omnichannel: true, pbx: true, user: true } })
      .where(eq(organizations.code, env!.organizationCode));
    const cookie = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    const res = await get(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'The Calling Cards module is not enabled for your organisation.' });
  });
});
