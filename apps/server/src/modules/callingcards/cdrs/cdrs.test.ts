/** GET /v3/callingcard/cdrs on a real database: the session's domain, type, archived, filters, order, export. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { organizations } from '../../tenancy/schema.ts';
import { cdrs } from '../schema.ts';

let t: TestApp;
let officer: string;
const URL = '/v3/callingcard/cdrs';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
const cdr = (over: Partial<typeof cdrs.$inferInsert>): typeof cdrs.$inferInsert => ({
  domain: A,
  callid: 'c',
  pin: '1000',
  type: 'cabin',
  destination: '639170000000',
  starttime: at(1),
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(cdrs).values([
    cdr({ callid: 'call-1', pin: '5101', name: 'Cabin 5101', starttime: at(1), sessiontime: 120 }),
    cdr({
      callid: 'call-2',
      pin: '5102',
      starttime: at(2),
      terminatecauseid: 'NO_ANSWER',
      sessionprice: '1.5',
    }),
    cdr({ callid: 'call-3', pin: '5101', starttime: at(3), direction: 'inbound', src: '=cmd|calc' }),
    cdr({ callid: 'call-old', pin: '5101', starttime: at(1, 1), archived: 1 }),
    cdr({ callid: 'admin-1', pin: '777', type: 'admin', starttime: at(2) }),
    cdr({ callid: 'bravo-1', domain: B, starttime: at(2) }),
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: cookie ? { cookie } : {} });
const ids = (res: { json(): { data: Array<{ callid: string }> } }) => res.json().data.map((r) => r.callid);

describe('GET /v3/callingcard/cdrs', () => {
  it('lists the unarchived records of the type in the session domain, newest first, money as numbers', async () => {
    const res = await get(officer, '?type=cabin');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(['call-3', 'call-2', 'call-1']);
    expect(res.json().total).toBe(3);
    const second = res.json().data[1];
    expect(second).toMatchObject({
      sessionprice: 1.5,
      terminatecauseid: 'NO_ANSWER',
      archived: 0,
      stoptime: null,
    });
    expect(second.starttime).toBe('2026-01-02T12:00:00.000Z');
  });

  it('shows archived records only when asked, and orders oldest first with order=ASC', async () => {
    expect(ids(await get(officer, '?type=cabin&archived=1'))).toEqual(['call-old']);
    expect(ids(await get(officer, '?type=cabin&orderby=starttime&order=ASC'))).toEqual([
      'call-1',
      'call-2',
      'call-3',
    ]);
  });

  it('filters by search, pin, callid, cause, direction and dates (a bare date is the whole day)', async () => {
    expect(ids(await get(officer, '?type=cabin&search=5102'))).toEqual(['call-2']);
    // A phrase is found by its numbered word and kept only where the whole phrase is (not call-3's PIN).
    expect(ids(await get(officer, `?type=cabin&search=${encodeURIComponent('CABIN 5101')}`))).toEqual([
      'call-1',
    ]);
    expect(ids(await get(officer, `?type=cabin&search=${encodeURIComponent('cabin 5102')}`))).toEqual([]);
    expect(ids(await get(officer, '?type=cabin&pin=5101'))).toEqual(['call-3', 'call-1']);
    expect(ids(await get(officer, '?callid=admin'))).toEqual(['admin-1']);
    expect(ids(await get(officer, '?terminatecauseid=NO_ANSWER'))).toEqual(['call-2']);
    expect(ids(await get(officer, '?direction=inbound'))).toEqual(['call-3']);
    expect(ids(await get(officer, '?type=cabin&dateFilterFrom=2026-01-02&dateFilterTo=2026-01-02'))).toEqual([
      'call-2',
    ]);
  });

  it('takes date-times as instants, the upper one inclusive (the console sends local days)', async () => {
    const day = '?type=cabin&dateFilterFrom=2026-01-02T00:00:00.000Z&dateFilterTo=2026-01-02T12:00:00.000Z';
    expect(ids(await get(officer, day))).toEqual(['call-2']);
    const before =
      '?type=cabin&dateFilterFrom=2026-01-02T00:00:00.000Z&dateFilterTo=2026-01-02T11:59:59.999Z';
    expect(ids(await get(officer, before))).toEqual([]);
  });

  it('pages with the total of the whole result', async () => {
    const res = await get(officer, '?type=cabin&page=2&pagesize=2');
    expect(ids(res)).toEqual(['call-1']);
    expect(res.json().total).toBe(3);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['?type=crew', 'type'],
      ['?terminatecauseid=HUNG', 'terminatecauseid'],
      ['?dateFilterFrom=yesterday', 'dateFilterFrom'],
      ['?archived=2', 'archived'],
      ['?order=UP', 'order'],
    ]) {
      const res = await get(officer, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(field);
    }
  });

  it('exports the same result as CSV with the chosen columns, formulas neutralised', async () => {
    const res = await get(officer, '?type=cabin&format=csv&columns=callid,src,sessiontime');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="cabin-cdrs-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'callid,src,sessiontime',
      "call-3,'=cmd|calc,0",
      'call-2,,0',
      'call-1,,2',
    ]);
  });

  it("exports what the screen shows: its titles, minutes, money, words and times in the screen's zone", async () => {
    const columns = ['callid', 'starttime', 'sessiontime', 'sessionprice', 'terminatecauseid', 'answered'];
    const raw = ['starttime_utc', 'sessiontime_seconds', 'sessionprice_amount', 'terminatecauseid_code'];
    const query = new URLSearchParams({
      type: 'cabin',
      search: 'call-',
      format: 'csv',
      columns: [...columns, ...raw].join(','),
      titles: JSON.stringify([
        'Call ID',
        'Start Time',
        'Session (min)',
        'Price',
        'Status',
        '=Answered',
        'Start (UTC)',
        'Session (s)',
        'Price (amount)',
        'Cause code',
      ]),
      labels: JSON.stringify({
        terminatecauseid: { NORMAL_CLEARING: 'Completed', NO_ANSWER: 'No answer' },
        answered: { '1': 'Yes', '0': 'No' },
      }),
      tz: 'Asia/Manila',
    });
    const res = await get(officer, `?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toEqual([
      "Call ID,Start Time,Session (min),Price,Status,'=Answered,Start (UTC),Session (s),Price (amount),Cause code",
      'call-3,2026-01-03 20:00:00,0,$0.00,Completed,No,2026-01-03T12:00:00.000Z,0,0,NORMAL_CLEARING',
      'call-2,2026-01-02 20:00:00,0,$1.50,No answer,No,2026-01-02T12:00:00.000Z,0,1.5,NO_ANSWER',
      'call-1,2026-01-01 20:00:00,2,$0.00,Completed,No,2026-01-01T12:00:00.000Z,120,0,NORMAL_CLEARING',
    ]);
    // Without a zone, times are the server's (ship) time; one title per column, a real zone, or a 400.
    const plain = await get(officer, '?type=cabin&format=csv&columns=starttime&search=call-1');
    const local = new Date(Date.UTC(2026, 0, 1, 12));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(plain.body.trim().split('\n')[1]).toBe(
      `2026-01-${pad(local.getDate())} ${pad(local.getHours())}:00:00`,
    );
    for (const [bad, field] of [
      [{ titles: '["one"]' }, 'titles'],
      [{ titles: 'not json' }, 'titles'],
      [{ labels: '["x"]' }, 'labels'],
      [{ tz: 'Mars/Olympus' }, 'tz'],
    ] as const) {
      const q = new URLSearchParams({ format: 'csv', columns: 'callid,pin', ...bad });
      const refused = await get(officer, `?${q}`);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().error).toContain(field);
    }
  });

  it('needs a session (401) and the calling-cards module (403)', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    await t.db
      .update(organizations)
      .set({ modulesEnabled: { callingcards: false, omnichannel: true, pbx: true, user: true } })
      .where(eq(organizations.code, 'nopbx'));
    const other = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    const res = await get(other);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Calling Cards/);
  });
});
