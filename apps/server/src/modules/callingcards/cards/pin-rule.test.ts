/**
 * The calling-card PIN rule (issue 10 item 4): digits only, at least 4 for a cabin and 6 for an admin PIN,
 * on create (the Add dialog and each row of the CSV upload post the same body) and on a changed pin; a
 * 400 naming the field, and nothing written. The unique random PIN follows the rule too.
 */
import { cardPinProblem } from '@portside/contract/callingcards/cards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { cards } from '../schema.ts';
import { insertCardFixtures } from './test-fixtures.ts';

const URL = '/v3/callingcard/card';
let t: TestApp;
let officer: string;
let f: Awaited<ReturnType<typeof insertCardFixtures>>;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  f = await insertCardFixtures(t);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: officer }, ...(payload ? { payload } : {}) });
const stored = async (pin: string) =>
  (
    await t.db
      .select()
      .from(cards)
      .where(and(eq(cards.domain, A), eq(cards.pin, pin)))
  )[0];
const cabin = (pin: string) => ({ pin, name: 'Cabin', type: 'cabin', tariff: f.guest });
const admin = (pin: string) => ({
  pin,
  name: 'Crew',
  type: 'admin',
  tariff: f.crew,
  expirationdate: '2030-01-31',
});

const DIGITS = "Field 'pin' must be digits only.";
const CABIN_SHORT = "Field 'pin' must be at least 4 digits for a cabin.";
const ADMIN_SHORT = "Field 'pin' must be at least 6 digits for an admin PIN.";

describe('create', () => {
  it('refuses letters, dashes and short PINs by type, and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [cabin('A-12'), DIGITS],
      [cabin('12 34'), DIGITS],
      [admin('12345a'), DIGITS],
      [cabin('123'), CABIN_SHORT],
      [admin('12345'), ADMIN_SHORT],
      [admin('4321'), ADMIN_SHORT],
    ];
    for (const [body, error] of cases) {
      const res = await send('POST', URL, body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({
        body,
        status: 400,
        answer: { error },
      });
    }
    for (const pin of ['A-12', '123', '12345', '4321']) expect(await stored(pin)).toBeUndefined();
  });

  it('refuses a CSV upload row of an admin PIN with 4 digits with the same sentence', async () => {
    // What the Admin Management upload posts for the row "pin,name,type,tariff,expirationdate".
    const row = {
      pin: '7001',
      name: 'Row 2',
      expirationdate: '2030-01-31',
      type: 'admin',
      tariff: f.crew,
      status: 1,
    };
    const res = await send('POST', URL, row);
    expect({ status: res.statusCode, answer: res.json() }).toEqual({
      status: 400,
      answer: { error: ADMIN_SHORT },
    });
  });

  it('accepts 4 digits for a cabin and 6 for an admin PIN', async () => {
    expect((await send('POST', URL, cabin('7002'))).statusCode).toBe(201);
    expect((await send('POST', URL, admin('700200'))).statusCode).toBe(201);
  });
});

describe('update', () => {
  it('refuses a changed pin that breaks the rule of the card’s type, and keeps the old one', async () => {
    const adminId = f.id(A, '123456');
    const cabinId = f.id(A, '4004');
    for (const [id, pin, error] of [
      [adminId, '1234', ADMIN_SHORT],
      [adminId, 'PIN-123456', DIGITS],
      [cabinId, '404', CABIN_SHORT],
      [cabinId, 'C-4004', DIGITS],
    ] as const) {
      const res = await send('PATCH', `${URL}/${id}`, { pin });
      expect({ pin, status: res.statusCode, answer: res.json() }).toEqual({
        pin,
        status: 400,
        answer: { error },
      });
    }
    expect((await stored('123456'))?.id).toBe(adminId);
    expect((await stored('4004'))?.id).toBe(cabinId);
  });

  it('still saves a card whose older pin is sent back unchanged', async () => {
    const [legacy] = await t.db
      .insert(cards)
      .values({ domain: A, pin: 'A-101', name: 'Old cabin', type: 'cabin', tariff: f.guest })
      .returning({ id: cards.id });
    const res = await send('PATCH', `${URL}/${legacy!.id}`, { pin: 'A-101', name: 'Old cabin 101' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pin: 'A-101', name: 'Old cabin 101' });
  });
});

it('draws unique random PINs that follow the rule of their type', async () => {
  for (const type of ['admin', 'cabin'] as const) {
    for (let n = 0; n < 10; n++) {
      const pin = (await send('GET', `/v3/utils/uniquerandom/callingcard/pin/${type}`)).json().number;
      expect(cardPinProblem(pin, type), `${type} ${pin}`).toBeNull();
    }
  }
});
