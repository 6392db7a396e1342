/**
 * GET /v3/pbx/domain/{domain}/cdrs: newest first, search over caller and destination, the direction,
 * hangup cause and day filters, paging, the CSV export (in several PostgreSQL-written batches) and who
 * may read it.
 */
import { PbxCdrListQuery } from '@portside/contract/pbx/cdrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../platform/session.ts';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { pbxCdrs } from '../schema.ts';
import { exportPbxCdrsCsv } from './service.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(pbxCdrs).values([
    {
      domain: A,
      callerIdNumber: '2101',
      destinationNumber: '2102',
      direction: 'local',
      startStamp: at(1),
      duration: 65,
    },
    {
      domain: A,
      callerIdNumber: '+13055559999',
      destinationNumber: '2101',
      direction: 'inbound',
      startStamp: at(2),
      duration: 0,
      hangupCause: 'NO_ANSWER',
    },
    {
      domain: A,
      callerIdNumber: '2102',
      destinationNumber: '=HYPERLINK("x")',
      direction: 'outbound',
      startStamp: at(3, 23),
      duration: 600,
    },
    {
      domain: A,
      callerIdNumber: '2103',
      destinationNumber: '-5',
      direction: 'local',
      startStamp: at(4),
      duration: 0,
      hangupCause: 'USER_BUSY',
    },
    {
      domain: B,
      callerIdNumber: '4000',
      destinationNumber: '4001',
      direction: 'local',
      startStamp: at(2),
      duration: 9,
    },
  ]);
  for (const user of ['admin', 'officer', 'orgadmin', 'operator', 'clerk', 'auditor']) {
    cookies[user] = await signIn(t.app, A, user, PASSWORD);
  }
  cookies.extension = `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '2101', domain: A })}`;
});
afterAll(() => t.close());

const list = (query: string, cookie = cookies.admin, domain = A) =>
  t.app.inject({ url: `/v3/pbx/domain/${domain}/cdrs?${query}`, headers: cookie ? { cookie } : {} });
const callers = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().cdrs.map((c: { caller_id_number: string }) => c.caller_id_number);
};

describe('PBX call records', () => {
  it("lists the domain's records newest first, with the total, a page at a time", async () => {
    const res = await list('page=1&pagesize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, total_kind: 'exact' });
    expect(body.cdrs).toEqual([
      {
        id: expect.any(String),
        caller_id_number: '2103',
        destination_number: '-5',
        direction: 'local',
        start_stamp: '2026-03-04T12:00:00.000Z',
        duration: 0,
        hangup_cause: 'USER_BUSY',
      },
      expect.objectContaining({ caller_id_number: '2102', start_stamp: '2026-03-03T23:00:00.000Z' }),
    ]);
    expect(await callers('page=2&pagesize=2')).toEqual(['+13055559999', '2101']);
    expect(await callers('order=ASC')).toEqual(['2101', '+13055559999', '2102', '2103']);
  });

  it('searches the caller and the destination numbers', async () => {
    expect(await callers('search=2101')).toEqual(['+13055559999', '2101']);
    expect(await callers('search=555')).toEqual(['+13055559999']);
    expect(await callers('search=hyperlink')).toEqual(['2102']);
    expect(await callers('search=4000')).toEqual([]);
  });

  it('filters by direction, hangup cause and days (both days included)', async () => {
    expect(await callers('direction=local')).toEqual(['2103', '2101']);
    expect(await callers('direction=inbound')).toEqual(['+13055559999']);
    expect(await callers('hangup_cause=NORMAL_CLEARING')).toEqual(['2102', '2101']);
    expect(await callers('hangup_cause=USER_BUSY&direction=local')).toEqual(['2103']);
    expect(await callers('from=2026-03-02&to=2026-03-03')).toEqual(['2102', '+13055559999']);
    expect(await callers('from=2026-03-04')).toEqual(['2103']);
    expect(await callers('to=2026-03-01')).toEqual(['2101']);
    // Instants, as the console sends the ship's days: 2026-03-03 in Asia/Tokyo (+09:00) ends at 14:59:59.999Z.
    expect(await callers('from=2026-03-02T00:00:00.000%2B09:00&to=2026-03-03T23:59:59.999%2B09:00')).toEqual([
      '+13055559999',
    ]);
    expect(await callers('from=2026-03-03T23:00:00.000Z&to=2026-03-03T23:00:00.000Z')).toEqual(['2102']);
    const counted = (await list('direction=local&search=210')).json();
    expect(counted.total).toBe(2);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['direction=sideways', 'direction'],
      ['hangup_cause=busy', 'hangup_cause'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['to=2026-03-04T12:00', 'to'],
      ['from=2026-03-04T12:00:00Z&to=2026-03-04T11:00:00Z', 'to'],
      ['tz=Mars/Olympus', 'tz'],
      ['from=2026-03-04&to=2026-03-01', 'to'],
      ['columns=caller_id_number,secret', 'columns'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });

  it('exports the chosen columns with the filters, numbers as they are and formulas neutralised', async () => {
    const res = await list(
      'format=csv&tz=UTC&columns=caller_id_number,destination_number,direction,duration,hangup_cause,start_stamp',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="pbxcdrs-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'caller_id_number,destination_number,direction,duration,hangup_cause,start_stamp',
      '2103,-5,local,0:00,USER_BUSY,2026-03-04 12:00:00',
      `2102,"'=HYPERLINK(""x"")",outbound,10:00,NORMAL_CLEARING,2026-03-03 23:00:00`,
      '+13055559999,2101,inbound,0:00,NO_ANSWER,2026-03-02 12:00:00',
      '2101,2102,local,1:05,NORMAL_CLEARING,2026-03-01 12:00:00',
    ]);
    const filtered = await list('format=csv&columns=caller_id_number&direction=local&search=210');
    expect(filtered.body.trim().split('\n')).toEqual(['caller_id_number', '2103', '2101']);
  });

  it("exports as the screen shows it: its titles, words and the ship's zone; raw values as their own columns", async () => {
    const columns =
      'start_stamp,direction,duration,hangup_cause,start_stamp_utc,duration_seconds,hangup_cause_code';
    const titles = ['Start', 'Direction', 'Duration', 'Hangup Cause', 'Start (UTC)', 'Seconds', '=Code'];
    const labels = {
      direction: { local: 'Local', inbound: 'Inbound' },
      hangup_cause: { NORMAL_CLEARING: 'Completed', USER_BUSY: '@Busy' },
    };
    const query = new URLSearchParams({
      format: 'csv',
      columns,
      titles: JSON.stringify(titles),
      labels: JSON.stringify(labels),
      tz: 'Asia/Tokyo',
    });
    const res = await list(query.toString());
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toEqual([
      "Start,Direction,Duration,Hangup Cause,Start (UTC),Seconds,'=Code",
      "2026-03-04 21:00:00,Local,0:00,'@Busy,2026-03-04T12:00:00.000Z,0,USER_BUSY",
      '2026-03-04 08:00:00,outbound,10:00,Completed,2026-03-03T23:00:00.000Z,600,NORMAL_CLEARING',
      '2026-03-02 21:00:00,Inbound,0:00,NO_ANSWER,2026-03-02T12:00:00.000Z,0,NO_ANSWER',
      '2026-03-01 21:00:00,Local,1:05,Completed,2026-03-01T12:00:00.000Z,65,NORMAL_CLEARING',
    ]);
    const wrong = await list(
      new URLSearchParams({ format: 'csv', columns: 'duration', titles: '["A","B"]' }).toString(),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('titles');
  });

  it('exports in batches (of one record here) without skipping or repeating a record', async () => {
    const q = PbxCdrListQuery.parse({ columns: 'caller_id_number' });
    const chunks: string[] = [];
    for await (const chunk of await exportPbxCdrsCsv(t.db, A, q, 1)) chunks.push(String(chunk));
    expect(chunks.join('').trim().split('\n')).toEqual([
      'caller_id_number',
      '2103',
      '2102',
      '+13055559999',
      '2101',
    ]);
  });

  it('is read by admin, officer, org admin, operator and auditor; refused to the clerk and an extension', async () => {
    for (const who of ['admin', 'officer', 'orgadmin', 'operator', 'auditor']) {
      const res = await list('', cookies[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().total, who).toBe(4);
      expect((await list('format=csv', cookies[who])).statusCode, who).toBe(200);
    }
    for (const who of ['clerk', 'extension']) {
      expect((await list('', cookies[who])).statusCode, who).toBe(403);
      expect((await list('format=csv', cookies[who])).statusCode, who).toBe(403);
    }
    expect((await list('', '')).statusCode).toBe(401);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await list('', noPbx, NOPBX)).statusCode).toBe(403);
    // Another ship's records: the officer (one ship) is refused; the admin sees only Bravo's.
    expect((await list('', cookies.officer, B)).statusCode).toBe(403);
    const bravo = (await list('', cookies.admin, B)).json();
    expect(bravo.cdrs.map((c: { caller_id_number: string }) => c.caller_id_number)).toEqual(['4000']);
  });
});
