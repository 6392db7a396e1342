/** GET /v3/callingcard/card (JSON and CSV) on a real database: the session's domain, filters, order, paging. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, CAR, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { insertCardFixtures } from './test-fixtures.ts';

let t: TestApp;
let officer: string;
const URL = '/v3/callingcard/card';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await insertCardFixtures(t);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const get = (query: string, cookie = officer) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: cookie ? { cookie } : {} });
const pins = async (query: string) => (await get(query)).json().data.map((c: { pin: string }) => c.pin);

describe('GET /v3/callingcard/card', () => {
  it('lists the PINs of the session domain, newest first, with the spec fields', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((c: { pin: string }) => c.pin)).toEqual(['654321', '123456', '4004', '4002']);
    expect(body.data[1]).toMatchObject({
      pin: '123456',
      name: 'Maria Lopez',
      type: 'admin',
      tariff_description: 'Crew',
      credit: 0,
      currency: 'USD',
      status: 1,
      active: true,
      expirationdate: '2026-01-30',
      lastuse: null,
    });
    expect(body.data[2]).toMatchObject({
      pin: '4004',
      credit: 5.5,
      initialbalance: 50,
      status: 0,
      active: false,
      expirationdate: null,
    });
  });

  it('filters by type, active, pin, name and search; orders ASC or by another key; pages', async () => {
    expect(await pins('?type=cabin')).toEqual(['4004', '4002']);
    expect(await pins('?type=cabin&active=1')).toEqual(['4002']);
    expect(await pins('?active=0')).toEqual(['4004']);
    expect(await pins('?pin=400')).toEqual(['4004', '4002']);
    expect(await pins('?name=maria')).toEqual(['123456']);
    expect(await pins('?search=LOPEZ')).toEqual(['123456']);
    expect(await pins('?search=4002')).toEqual(['4002']);
    expect(await pins('?order=ASC')).toEqual(['4002', '4004', '123456', '654321']);
    expect(await pins('?orderby=name&order=ASC')).toEqual(['654321', '4002', '4004', '123456']);
    expect(await pins('?orderby=expirationdate&order=DESC&type=admin')).toEqual(['123456', '654321']);
    const page2 = (await get('?page=2&pagesize=3')).json();
    expect(page2.data.map((c: { pin: string }) => c.pin)).toEqual(['4002']);
    expect(page2.total).toBe(4);
  });

  it('answers 400 naming the field for bad filters', async () => {
    for (const [q, field] of [
      ['?type=crew', 'type'],
      ['?active=yes', 'active'],
      ['?orderby=credit', 'orderby'],
      ['?order=UP', 'order'],
      ['?columns=pin,secret', 'columns'],
    ] as const) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toContain(field);
    }
  });

  it('exports CSV with the same filters, the chosen columns, formulas neutralised', async () => {
    const res = await get('?format=csv&type=admin&columns=pin,name,expirationdate,currency');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/admin-pins-[A-Z]+-\d{8}\.csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('pin,name,expirationdate,currency');
    expect(lines.slice(1)).toEqual(["654321,'=cmd|calc,2026-01-05,GBP", '123456,Maria Lopez,2026-01-30,USD']);
  });

  it("exports what Pin Management shows: titles, money, badge words, dates in the screen's zone, raw columns", async () => {
    const query = new URLSearchParams({
      format: 'csv',
      type: 'cabin',
      columns: 'pin,credit,status,creationdate,credit_amount,creationdate_utc',
      titles: JSON.stringify(['Cabin', 'Credit', 'Status', 'Created', 'Credit (amount)', 'Created (UTC)']),
      labels: JSON.stringify({ status: { active: 'Active', inactive: 'Inactive', expired: 'Expired' } }),
      tz: 'Pacific/Auckland',
    });
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split(/\r?\n/)).toEqual([
      'Cabin,Credit,Status,Created,Credit (amount),Created (UTC)',
      '4004,$5.50,Inactive,2026-01-03,5.5,2026-01-02T12:00:00.000Z',
      '4002,$20.00,Active,2026-01-02,20,2026-01-01T12:00:00.000Z',
    ]);
  });

  it('needs a session; the carrier environment sees its own (empty) list', async () => {
    expect((await get('', '')).statusCode).toBe(401);
    const carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
    const res = await get('', carrier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });
});
