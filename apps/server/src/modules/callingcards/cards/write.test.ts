/** Create, update, deactivate and the unique random PIN of /v3/callingcard/card on a real database. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { environments, organizations } from '../../tenancy/schema.ts';
import { cards, tariffs } from '../schema.ts';
import { insertCardFixtures } from './test-fixtures.ts';

let t: TestApp;
let officer: string;
let f: Awaited<ReturnType<typeof insertCardFixtures>>;
const URL = '/v3/callingcard/card';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  f = await insertCardFixtures(t);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = officer) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const stored = async (pin: string, domain = A) =>
  (
    await t.db
      .select()
      .from(cards)
      .where(and(eq(cards.domain, domain), eq(cards.pin, pin)))
  )[0];

describe('POST /v3/callingcard/card', () => {
  it('creates an admin PIN with its expiry (end of that day) and no credit', async () => {
    const res = await send('POST', URL, {
      pin: '777001',
      name: 'Chief Purser',
      expirationdate: '2027-03-31',
      type: 'admin',
      tariff: f.crew,
      status: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pin: '777001',
      type: 'admin',
      expirationdate: '2027-03-31',
      credit: 0,
      status: 1,
    });
    const row = await stored('777001');
    expect(row?.expirationdate?.toISOString()).toBe('2027-03-31T23:59:59.999Z');
  });

  it('creates a cabin with its credit as initial balance and no expiry', async () => {
    const res = await send('POST', URL, {
      pin: '5010',
      name: 'Cabin 5010',
      expirationdate: null,
      type: 'cabin',
      tariff: f.guest,
      status: 1,
      initialbalance: 150,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pin: '5010',
      credit: 150,
      initialbalance: 150,
      expirationdate: null,
      active: true,
    });
  });

  it('answers 409 with a sentence for a pin the domain has; another domain may have it', async () => {
    const res = await send('POST', URL, { pin: '4002', name: 'Again', type: 'cabin', tariff: f.guest });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Cabin 4002 already exists in this environment. Please choose another.',
    });
    expect((await stored('4002'))?.name).toBe('Cabin 4002');
  });

  it('names the type of the card that holds the pin, not the type being added', async () => {
    // 123456 is an admin PIN: adding it as a cabin must not read 'Cabin 123456 already exists'.
    const res = await send('POST', URL, { pin: '123456', name: 'Cabin?', type: 'cabin', tariff: f.guest });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Admin PIN 123456 already exists in this environment. Please choose another.',
    );
    const patched = await send('PATCH', `${URL}/${f.id(A, '4004')}`, { pin: '654321' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().error).toBe(
      'Admin PIN 654321 already exists in this environment. Please choose another.',
    );
  });

  it("takes the tariff's currency, and refuses another (400 naming currency or tariff)", async () => {
    const [pounds] = await t.db
      .insert(tariffs)
      .values({ domain: A, description: 'Sterling', defaultCurrency: 'GBP' })
      .returning({ id: tariffs.id });
    const mismatch = await send('POST', URL, {
      pin: '5020',
      name: 'Cabin 5020',
      type: 'cabin',
      tariff: f.guest,
      currency: 'GBP',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(
      "Field 'currency' must be the tariff's currency (USD); leave it out to take it.",
    );
    expect(await stored('5020')).toBeUndefined();

    const taken = await send('POST', URL, {
      pin: '5021',
      name: 'Cabin 5021',
      type: 'cabin',
      tariff: pounds!.id,
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().currency).toBe('GBP');
    const same = await send('POST', URL, {
      pin: '5022',
      name: 'Cabin 5022',
      type: 'cabin',
      tariff: pounds!.id,
      currency: 'GBP',
    });
    expect(same.json().currency).toBe('GBP');

    // A dollar card cannot move to a sterling tariff: its credit is dollars.
    const moved = await send('PATCH', `${URL}/${f.id(A, '4002')}`, { tariff: pounds!.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(
      "Field 'tariff' must be a tariff in the card's currency (USD); Sterling is in GBP.",
    );
    expect((await stored('4002'))?.tariff).toBe(f.guest);
  });

  it('answers 400 naming the field per spec §5, and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'No pin', type: 'cabin', tariff: f.guest }, "'pin'"],
      [{ pin: '5011', type: 'cabin', tariff: f.guest }, "'name'"],
      [{ pin: '5011', name: 'x', type: 'cabin' }, "'tariff'"],
      [{ pin: '5011', name: 'x', type: 'crew', tariff: f.guest }, "'type'"],
      [
        { pin: '501100', name: 'x', type: 'admin', tariff: f.crew },
        "'expirationdate' is required for an admin PIN",
      ],
      [
        { pin: '501100', name: 'x', type: 'admin', tariff: f.crew, expirationdate: '2027-02-30' },
        "'expirationdate'",
      ],
      [
        { pin: '5011', name: 'x', type: 'cabin', tariff: f.guest, expirationdate: '2027-01-01' },
        "'expirationdate' must be null",
      ],
      [{ pin: '5011', name: 'x', type: 'cabin', tariff: f.guest, initialbalance: -1 }, "'initialbalance'"],
      [{ pin: '50 11', name: 'x', type: 'cabin', tariff: f.guest }, "'pin'"],
      [
        { pin: '5011', name: 'x', type: 'cabin', tariff: f.bravo },
        "Field 'tariff' must be a tariff of this environment.",
      ],
      [{ pin: '5011', name: 'x', type: 'cabin', tariff: f.guest, status: 0 }, "'status'"],
    ];
    for (const [body, text] of cases) {
      const res = await send('POST', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toContain(text);
    }
    expect(await stored('5011')).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    const res = await send('POST', URL, { pin: '5012', name: 'x', type: 'cabin', tariff: f.guest }, '');
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /v3/callingcard/card/{id}', () => {
  it('deactivates (status 0, the row stays) and an update with status 1 re-enables', async () => {
    const id = f.id(A, '123456');
    expect((await send('DELETE', `${URL}/${id}`)).json()).toEqual({ success: true });
    expect((await stored('123456'))?.status).toBe(0);
    const res = await send('PATCH', `${URL}/${id}`, {
      name: 'Maria L.',
      expirationdate: '2027-01-15',
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maria L.',
      expirationdate: '2027-01-15',
      status: 1,
      active: true,
    });
  });

  it('moves a cabin credit by the change of its initial balance (never below 0)', async () => {
    const id = f.id(A, '4002'); // credit 20 of 100
    expect((await send('PATCH', `${URL}/${id}`, { initialbalance: 150 })).json()).toMatchObject({
      credit: 70,
      initialbalance: 150,
    });
    expect((await send('PATCH', `${URL}/${id}`, { initialbalance: 10 })).json()).toMatchObject({
      credit: 0,
      initialbalance: 10,
    });
  });

  it('refuses a taken pin (409), an admin without expiry or a cabin with one (400)', async () => {
    const admin = f.id(A, '654321');
    const cabin = f.id(A, '4004');
    const taken = await send('PATCH', `${URL}/${admin}`, { pin: '123456' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      'Admin PIN 123456 already exists in this environment. Please choose another.',
    );
    const noExpiry = await send('PATCH', `${URL}/${admin}`, { expirationdate: null, name: 'Changed' });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().error).toContain("'expirationdate' is required");
    expect((await stored('654321'))?.name).toBe('=cmd|calc');
    expect((await send('PATCH', `${URL}/${cabin}`, { expirationdate: '2027-01-01' })).statusCode).toBe(400);
    expect((await send('PATCH', `${URL}/${cabin}`, { status: 3 })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id, 403 for a card of another environment, 400 for a bad id', async () => {
    expect((await send('PATCH', `${URL}/999999`, { name: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', `${URL}/999999`)).statusCode).toBe(404);
    const bravo = f.id(B, '4002');
    expect((await send('PATCH', `${URL}/${bravo}`, { name: 'x' })).statusCode).toBe(403);
    expect((await send('DELETE', `${URL}/${bravo}`)).statusCode).toBe(403);
    expect((await stored('4002', B))?.status).toBe(1);
    expect((await send('DELETE', `${URL}/abc`)).statusCode).toBe(400);
  });
});

describe('GET /v3/utils/uniquerandom/callingcard/pin/{type}', () => {
  it('answers a 6-digit admin PIN and a 4-digit cabin number the domain does not have', async () => {
    const admin = await send('GET', '/v3/utils/uniquerandom/callingcard/pin/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().number).toMatch(/^\d{6}$/);
    const cabin = (await send('GET', '/v3/utils/uniquerandom/callingcard/pin/cabin')).json().number;
    expect(cabin).toMatch(/^\d{4}$/);
    expect(await stored(cabin)).toBeUndefined();
    expect((await send('GET', '/v3/utils/uniquerandom/callingcard/pin/crew')).statusCode).toBe(400);
  });
});

describe('calling-cards module gate', () => {
  it('refuses every card route when the organisation has calling cards off', async () => {
    const [env] = await t.db.select().from(environments).where(eq(environments.domain, NOPBX));
    await t.db
      .update(organizations)
      .set({ modulesEnabled: { callingcards: false, omnichannel: true, pbx: true, user: true } })
      .where(eq(organizations.code, env!.organizationCode));
    const cookie = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    // Valid requests (a bad body is refused by its schema before the guard runs).
    const card = { pin: '9001', name: 'x', type: 'cabin', tariff: f.guest };
    for (const [method, url, body] of [
      ['GET', URL, undefined],
      ['POST', URL, card],
      ['PATCH', `${URL}/1`, { name: 'x' }],
      ['DELETE', `${URL}/1`, undefined],
      ['POST', `${URL}/type/cabin/reset`, { list: 'all' }],
      ['GET', '/v3/utils/uniquerandom/callingcard/pin/admin', undefined],
    ] as const) {
      const res = await send(method, url, body, cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('The Calling Cards module is not enabled for your organisation.');
    }
  });
});
