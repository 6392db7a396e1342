/**
 * The call records' CSV written by PostgreSQL (csv.ts) is the text the JS presenter (cdrCell) writes, cell
 * for cell, for awkward values and views, on either driver; and it walks a large result in order.
 */
import type { Readable } from 'node:stream';
import { CDR_EXPORT_COLUMNS, type CdrColumn } from '@portside/contract/callingcards/cdrs';
import type { ExportView } from '@portside/contract/pbx/list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.ts';
import { A, insertFixtures } from '../../../test/fixtures.ts';
import { openTestDatabase } from '../../../test/helper.ts';
import { cdrs } from '../schema.ts';
import type { CdrFilters } from './queries.ts';
import { cdrCsv } from './service.ts';

let t: Database;
const at = (iso: string) => new Date(iso);
const ALL: CdrFilters = { order: 'DESC', orderby: 'starttime', archived: 0 };

const AWKWARD: Array<Partial<typeof cdrs.$inferInsert>> = [
  { name: '=SUM(A1)', src: '+15551234', destinationName: 'a,b', sessionprice: '1.0050', currency: 'USD' },
  { name: 'say "hi"', src: '-2+3', sessionprice: '-0.5000', sessioncost: '0.1250', currency: 'GBP' },
  { name: 'two\nlines', src: '@cmd', sessionprice: '1234567.8949', sessioncost: '0.0049', currency: 'EUR' },
  { name: '\\.', src: '', sessionprice: '0.0050', blockprice: '-0.0049', currency: '' },
  { name: 'ünïcödé ☎', src: "it's", sessionprice: '99999999.9999', currency: 'CHF' },
  { name: '', sessionprice: '2', currency: '=X' },
].map((over, i) => ({
  ...over,
  callid: `odd-${i}`,
  starttime: at(`2026-03-${String(10 + i).padStart(2, '0')}T23:30:${String(i).padStart(2, '0')}.123456Z`),
  // One call in progress (no stop time), the rest with one; seconds that make odd minutes.
  stoptime: i === 2 ? null : at(`2026-03-${String(11 + i).padStart(2, '0')}T00:10:00Z`),
  sessiontime: [0, 1, 150, 75_000, -30, 59][i] ?? 0,
  billedSessiontime: [0, 6, 150, 75_006, 0, 60][i] ?? 0,
  terminatecauseid: i % 2 ? 'NO_ANSWER' : 'NORMAL_CLEARING',
  answered: i % 2,
  tariff: null,
  card: null,
}));

beforeAll(async () => {
  t = await openTestDatabase();
  await insertFixtures(t.db);
  await t.db.insert(cdrs).values(
    AWKWARD.map(
      (over) =>
        ({
          domain: A,
          pin: '5101',
          type: 'cabin',
          destination: '639170000000',
          ...over,
        }) as typeof cdrs.$inferInsert,
    ),
  );
});
afterAll(() => t.close());

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}
const both = async (q: CdrFilters, view: ExportView, columns: readonly CdrColumn[] = CDR_EXPORT_COLUMNS) => ({
  sql: await text(cdrCsv(t.db, A, q, columns, view)),
  js: await text(cdrCsv(t.db, A, q, columns, view, true)),
});

describe('the call records CSV written by the database', () => {
  it.each([
    ['no view (column ids, the server zone)', {}],
    [
      'Asia/Manila with the words of the screen',
      {
        tz: 'Asia/Manila',
        titles: CDR_EXPORT_COLUMNS.map((id) => (id === 'name' ? '=Name' : `T ${id}`)),
        labels: {
          terminatecauseid: { NORMAL_CLEARING: 'Completed', NO_ANSWER: '-no answer' },
          answered: { '1': 'Yes', '0': '' },
          currency: { GBP: 'Pound "sterling"' },
          type: { cabin: 'Cabin' },
        },
      },
    ],
    ['a half-hour zone, lower-cased', { tz: 'america/st_johns' }],
    ['UTC', { tz: 'UTC' }],
  ] as Array<[string, ExportView]>)('is the JS presenter’s text: %s', async (_name, view) => {
    const out = await both(ALL, view);
    expect(out.sql.split('\n').length).toBe(AWKWARD.length + 2 + 1); // header, rows, a line break in one name
    expect(out.sql).toBe(out.js);
  });

  it('writes the screen’s formats: minutes, money half away from zero, times in the zone', async () => {
    const out = await both(ALL, { tz: 'Asia/Manila' }, [
      'callid',
      'starttime',
      'stoptime',
      'sessiontime',
      'sessionprice',
      'sessioncost',
      'blockprice',
      'sessionprice_amount',
    ]);
    expect(out.sql).toBe(out.js);
    expect(out.sql.trim().split('\n').slice(1).reverse().join('\n')).toBe(
      [
        'odd-0,2026-03-11 07:30:00,2026-03-11 08:10:00,0,$1.01,$0.00,$0.00,1.005',
        "odd-1,2026-03-12 07:30:01,2026-03-12 08:10:00,0.02,'-£0.50,£0.13,£0.00,-0.5",
        'odd-2,2026-03-13 07:30:02,,2.5,€1234567.89,€0.00,€0.00,1234567.8949',
        'odd-3,2026-03-14 07:30:03,2026-03-14 08:10:00,"1,250",$0.01,$0.00,\'-$0.00,0.005',
        'odd-4,2026-03-15 07:30:04,2026-03-15 08:10:00,-0.5,CHF100000000.00,CHF0.00,CHF0.00,99999999.9999',
        "odd-5,2026-03-16 07:30:05,2026-03-16 08:10:00,0.98,'=X2.00,'=X0.00,'=X0.00,2",
      ].join('\n'),
    );
  });

  it('keeps the filters: a PIN, a call id in another case, a date range, ascending', async () => {
    const q: CdrFilters = {
      ...ALL,
      order: 'ASC',
      callid: 'ODD-',
      pin: '510',
      dateFilterFrom: '2026-03-12',
      dateFilterTo: '2026-03-13T23:30:02.123Z',
    };
    const out = await both(q, {}, ['callid']);
    expect(out.sql).toBe('callid\nodd-2\n');
    expect(out.sql).toBe(out.js);
  });
});

describe('a large export', () => {
  it('walks every record once, in order, across batches with equal start times', async () => {
    // 10,001 records on 7 start times: every batch boundary falls inside a run of equal times.
    await t.db.execute(sql`
      insert into cc_cdrs (domain, callid, pin, type, destination, starttime, sessiontime)
      select ${A}, 'bulk-' || g, '7' || (g % 50), 'admin', '4420' || g,
        timestamptz '2026-04-01 00:00:00+00' + (g % 7) * interval '1 second', g % 900
      from generate_series(1, 10001) g`);
    for (const order of ['DESC', 'ASC'] as const) {
      const q: CdrFilters = { ...ALL, order, type: 'admin' };
      const out = await both(q, { tz: 'Europe/London' }, ['callid', 'starttime', 'sessiontime']);
      const lines = out.sql.trim().split('\n');
      expect(lines.length).toBe(10_002);
      expect(new Set(lines).size).toBe(10_002);
      expect(out.sql).toBe(out.js);
    }
  }, 120_000);

  it('gives its connection up when the reader goes away half-way (more aborted exports than the pool holds)', async () => {
    const q: CdrFilters = { ...ALL, type: 'admin' };
    for (let i = 0; i < 12; i++) {
      const stream = cdrCsv(t.db, A, q, ['callid', 'starttime'], {});
      // The header and the first of the records (so the COPY has begun), then the reader leaves.
      let chunks = 0;
      for await (const _chunk of stream) if (++chunks === 2) break;
      expect(chunks).toBe(2);
    }
    const whole = await text(cdrCsv(t.db, A, q, ['callid'], {}));
    expect(whole.trim().split('\n').length).toBe(10_002);
  }, 120_000);
});
