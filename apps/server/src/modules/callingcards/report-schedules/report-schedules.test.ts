/** Report schedules (list by status, export, update) and the local timezone, on a real database. */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { organizations } from '../../tenancy/schema.ts';
import { reportSchedules } from '../report-schedules-schema.ts';
import { serverTimeZone, utcOffset } from './local-time.ts';

let t: TestApp;
let officer: string;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const base = { subject: 'Calls', message: 'Attached', schedule: 'daily', receiver: 'a@x.test' };
  const rows = await t.db
    .insert(reportSchedules)
    .values([
      { ...base, domain: A, name: 'Daily calls', creationdate: day(1) },
      {
        ...base,
        domain: A,
        name: 'Weekly billing',
        schedule: 'weekly',
        creationdate: day(2),
        receiver: '=evil@x.test',
      },
      { ...base, domain: A, name: 'Old', status: 0, creationdate: day(3) },
      { ...base, domain: B, name: 'Bravo', creationdate: day(1) },
    ])
    .returning({ id: reportSchedules.id, name: reportSchedules.name });
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const req = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
  cookie: string | undefined = officer,
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

describe('GET /v2/reportschedule', () => {
  it('lists the schedules of the session domain by status, newest first, with search', async () => {
    const active = await req('GET', '/v2/reportschedule?status=1');
    expect(active.statusCode).toBe(200);
    expect(active.json().total).toBe(2);
    expect(active.json().reportSchedules.map((s: { name: string }) => s.name)).toEqual([
      'Weekly billing',
      'Daily calls',
    ]);
    expect(active.json().reportSchedules[1]).toMatchObject({
      status: 1,
      use_local_timezone: 0,
      lastrun: null,
    });
    const inactive = await req('GET', '/v2/reportschedule?status=0');
    expect(inactive.json().reportSchedules.map((s: { name: string }) => s.name)).toEqual(['Old']);
    const found = await req('GET', '/v2/reportschedule?status=1&search=weekly');
    expect(found.json().total).toBe(1);
    expect((await req('GET', '/v2/reportschedule?status=2')).statusCode).toBe(400);
    expect((await req('GET', '/v2/reportschedule', undefined, '')).statusCode).toBe(401);
  });

  it('exports report-shcedule (spelt as the spec) with the chosen columns', async () => {
    const res = await req('GET', '/v2/reportschedule?status=1&format=csv&columns=name,receiver');
    expect(res.headers['content-disposition']).toMatch(/filename="report-shcedule-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'name,receiver',
      "Weekly billing,'=evil@x.test",
      'Daily calls,a@x.test',
    ]);
  });
});

describe('PATCH /v2/reportschedule/id/{id}', () => {
  it('updates receivers (duplicates dropped), subject, message, status and run timezone', async () => {
    const res = await req('PATCH', `/v2/reportschedule/id/${ids.Old}`, {
      receiver: 'ops@ship.test, purser@ship.test,ops@ship.test',
      subject: 'Daily',
      message: 'See attached',
      status: 1,
      use_local_timezone: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      receiver: 'ops@ship.test,purser@ship.test',
      subject: 'Daily',
      message: 'See attached',
      status: 1,
      use_local_timezone: 1,
    });
  });

  it('answers 400 naming the field for a bad receiver or empty subject, and changes nothing', async () => {
    for (const [body, field] of [
      [{ receiver: 'ops@ship.test,not-an-email' }, 'receiver'],
      [{ receiver: ' , ' }, 'receiver'],
      [{ subject: '' }, 'subject'],
      [{ status: 3 }, 'status'],
      [{ use_local_timezone: 'yes' }, 'use_local_timezone'],
    ] as const) {
      const res = await req('PATCH', `/v2/reportschedule/id/${ids['Daily calls']}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(field);
    }
    const list = await req('GET', '/v2/reportschedule?search=Daily%20calls');
    expect(list.json().reportSchedules[0]).toMatchObject({ receiver: 'a@x.test', subject: 'Calls' });
  });

  it("refuses another environment's schedule (403) and an unknown one (404)", async () => {
    expect((await req('PATCH', `/v2/reportschedule/id/${ids.Bravo}`, { status: 0 })).statusCode).toBe(403);
    expect((await req('PATCH', '/v2/reportschedule/id/999999', { status: 0 })).statusCode).toBe(404);
  });
});

describe('GET /v3/utils/localtimezone', () => {
  it("answers the ship's offset as ±HH:MM and its zone, the server's until one is set", async () => {
    const res = await req('GET', '/v3/utils/localtimezone');
    expect(res.statusCode).toBe(200);
    expect(res.json().utc_offset).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(res.json()).toEqual({
      utc_offset: utcOffset(serverTimeZone(), new Date()),
      timezone: serverTimeZone(),
    });
  });
});

describe('API document', () => {
  it('describes the CDR, special rate, report schedule and local timezone paths', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.paths['/v3/callingcard/cdrs'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/v3/callingcard/tariff/{tariff}/rate'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v3/callingcard/tariff/{tariff}/rate/{rate}'])).toEqual(['patch']);
    expect(Object.keys(doc.paths['/v2/reportschedule'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v2/reportschedule/id/{id}'])).toEqual(['patch', 'delete']);
    expect(Object.keys(doc.paths['/v3/utils/localtimezone'])).toEqual(['get', 'put']);
    const body = doc.paths['/v2/reportschedule/id/{id}'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'receiver',
      'subject',
      'message',
      'status',
      'use_local_timezone',
      'name',
      'notes',
      'report_type',
      'schedule',
      'run_hour',
      'run_weekday',
      'run_day',
    ]);
  });
});

describe('module gate', () => {
  it('refuses every path when the organisation has the calling-cards module off', async () => {
    await t.db
      .update(organizations)
      .set({ modulesEnabled: { callingcards: false, omnichannel: true, pbx: true, user: true } })
      .where(eq(organizations.code, 'nopbx'));
    const other = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    // A valid body: validation answers before the guard.
    const newRate = { destination: '44', cost: 1, price: 1, name: 'UK' };
    for (const [method, url] of [
      ['GET', '/v2/reportschedule'],
      ['PATCH', `/v2/reportschedule/id/${ids.Old}`],
      ['GET', '/v3/utils/localtimezone'],
      ['GET', '/v3/callingcard/tariff/1/rate'],
      ['POST', '/v3/callingcard/tariff/1/rate'],
      ['PATCH', '/v3/callingcard/tariff/1/rate/1'],
    ] as const) {
      const res = await req(
        method,
        url,
        method === 'GET' ? undefined : method === 'POST' ? newRate : { status: 1 },
        other,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatch(/Calling Cards module/);
    }
  });
});
