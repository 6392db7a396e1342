/** Special rates of a tariff (list, export, create, update) on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { tariffRates } from '../rates-schema.ts';
import { tariffs } from '../schema.ts';

let t: TestApp;
let officer: string;
let tariffA: number;
let tariffB: number;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const rows = await t.db
    .insert(tariffs)
    .values([
      { domain: A, description: 'Guest', defaultCurrency: 'GBP' },
      { domain: B, description: 'Bravo' },
    ])
    .returning({ id: tariffs.id });
  tariffA = rows[0]?.id ?? 0;
  tariffB = rows[1]?.id ?? 0;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await t.db.insert(tariffRates).values([
    {
      domain: A,
      tariff: tariffA,
      destination: '63',
      cost: '0.1',
      price: '0.3',
      name: 'Philippines',
      creationdate: day(1),
    },
    {
      domain: A,
      tariff: tariffA,
      destination: '91',
      cost: '0.2',
      price: '0.4',
      name: '=India',
      creationdate: day(2),
    },
    {
      domain: B,
      tariff: tariffB,
      destination: '44',
      cost: '0.1',
      price: '0.2',
      name: 'UK',
      creationdate: day(1),
    },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const req = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  cookie: string | undefined = officer,
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const base = (tariff: number) => `/v3/callingcard/tariff/${tariff}/rate`;

describe('GET /v3/callingcard/tariff/{tariff}/rate', () => {
  it('lists the rates of a tariff of the session domain, newest first, with search', async () => {
    const res = await req('GET', base(tariffA));
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data[0]).toMatchObject({
      destination: '91',
      cost: 0.2,
      price: 0.4,
      status: 1,
      tariff: tariffA,
    });
    const found = await req('GET', `${base(tariffA)}?search=phil`);
    expect(found.json().data.map((r: { destination: string }) => r.destination)).toEqual(['63']);
  });

  it('exports call-rates with the chosen columns, formulas neutralised', async () => {
    const res = await req('GET', `${base(tariffA)}?format=csv&columns=destination,name`);
    expect(res.headers['content-disposition']).toMatch(/filename="call-rates-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual(['destination,name', "91,'=India", '63,Philippines']);
  });

  it("exports what the Special Rates list shows: titles, money per minute, words, 'lll' times, raw columns", async () => {
    const query = new URLSearchParams({
      format: 'csv',
      columns: 'destination,cost,price,status,creationdate,cost_amount,creationdate_utc',
      titles: JSON.stringify([
        'Dial Prefix',
        'Cost',
        'Price',
        'Status',
        'Created',
        'Cost (amount)',
        'Created (UTC)',
      ]),
      labels: JSON.stringify({ status: { '1': 'Active', '0': 'Inactive' } }),
      tz: 'UTC',
    });
    const res = await req('GET', `${base(tariffA)}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toEqual([
      'Dial Prefix,Cost,Price,Status,Created,Cost (amount),Created (UTC)',
      '91,$0.20,$0.40,Active,"Jan 2, 2026 12:00 AM",0.2,2026-01-02T00:00:00.000Z',
      '63,$0.10,$0.30,Active,"Jan 1, 2026 12:00 AM",0.1,2026-01-01T00:00:00.000Z',
    ]);
  });

  it("refuses another environment's tariff (403), an unknown one (404) and no session (401)", async () => {
    expect((await req('GET', base(tariffB))).statusCode).toBe(403);
    expect((await req('GET', base(999999))).statusCode).toBe(404);
    expect((await req('GET', base(tariffA), undefined, '')).statusCode).toBe(401);
    expect((await req('GET', base(0))).statusCode).toBe(400);
  });
});

describe('POST and PATCH a special rate', () => {
  it('creates a rate with the tariff currency, status 1; the same prefix again is 409', async () => {
    const res = await req('POST', base(tariffA), {
      destination: '380',
      cost: '0.15',
      price: 0.5,
      name: 'Ukraine',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      destination: '380',
      cost: 0.15,
      price: 0.5,
      status: 1,
      currency: 'GBP',
    });
    const again = await req('POST', base(tariffA), { destination: '380', cost: 1, price: 1, name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('380');
    // The same prefix on another tariff is another rate; but that tariff is not this ship's.
    expect(
      (await req('POST', base(tariffB), { destination: '380', cost: 1, price: 1, name: 'x' })).statusCode,
    ).toBe(403);
  });

  it('answers 400 naming the field and changes nothing', async () => {
    for (const [body, field] of [
      [{ destination: '44-1', cost: 1, price: 1, name: 'x' }, 'destination'],
      [{ destination: '++44', cost: 1, price: 1, name: 'x' }, 'destination'],
      [{ destination: '44', cost: -1, price: 1, name: 'x' }, 'cost'],
      [{ destination: '44', cost: 1, price: 'abc', name: 'x' }, 'price'],
      [{ destination: '44', cost: 1, price: 1, name: ' ' }, 'name'],
    ] as const) {
      const res = await req('POST', base(tariffA), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await req('GET', base(tariffA))).json().total).toBe(3);
  });

  it('takes a dial prefix written with a leading + and stores it without', async () => {
    const res = await req('POST', base(tariffA), { destination: ' +44', cost: 0.1, price: 0.2, name: 'UK' });
    expect(res.statusCode).toBe(201);
    expect(res.json().destination).toBe('44');
    const again = await req('POST', base(tariffA), { destination: '44', cost: 1, price: 1, name: 'Again' });
    expect(again.statusCode).toBe(409);
  });

  it('updates cost, price and name; status 0 deactivates and 1 re-enables', async () => {
    const { data } = (await req('GET', `${base(tariffA)}?search=Philippines`)).json();
    const id = data[0].id;
    const off = await req('PATCH', `${base(tariffA)}/${id}`, {
      cost: 0.11,
      price: 0.33,
      name: 'PH',
      status: 0,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ cost: 0.11, price: 0.33, name: 'PH', status: 0 });
    const on = await req('PATCH', `${base(tariffA)}/${id}`, { status: 1 });
    expect(on.json()).toMatchObject({ name: 'PH', status: 1 });
    expect((await req('PATCH', `${base(tariffA)}/${id}`, { status: 2 })).statusCode).toBe(400);
    expect((await req('PATCH', `${base(tariffA)}/999999`, { status: 1 })).statusCode).toBe(404);
    // A rate of another tariff is not found under this one.
    expect((await req('PATCH', `${base(tariffB)}/${id}`, { status: 1 })).statusCode).toBe(403);
  });
});
