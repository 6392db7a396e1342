/**
 * CSV written by PostgreSQL (copyCsv and the SQL cells) on a real database, either driver: the same text
 * as the JS way (csvCell through csv-stringify) for every awkward value.
 */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { copyCsv, csvBooleanCell, csvCell, csvTextCell, csvTimestampCell } from './csv-export.ts';
import type { Database } from './db.ts';

let t: Database;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const text = async (cells: ReturnType<typeof sql>[], rest: ReturnType<typeof sql>) =>
  Buffer.from(await copyCsv(t.db, { cells, rest })).toString();

/** Rows (i, v) of the given values, as a FROM clause ordered by i. */
const valuesOf = (values: unknown[], type: string) =>
  sql`from (values ${sql.join(
    values.map((v, i) => sql`(${i}::int, ${v}::${sql.raw(type)})`),
    sql`, `,
  )}) as x(i, v) order by i`;

const AWKWARD = [
  '=SUM(A1:A2)',
  '+15551234',
  '+13055559999',
  '-5',
  '-0.25',
  '+.5',
  '+1 305',
  '-1e5',
  '+123\n=1',
  '-2+3',
  '@cmd',
  '\tTAB',
  '\rCR',
  'Cabin =4012',
  "'quoted",
  '',
  'a,b',
  'say "hi"',
  'two\nlines',
  'crlf\r\nend',
  'back\\slash',
  '\\.',
  "it's",
  'ünïcödé ☎',
  ' lead space',
  '-',
  '"',
];

describe('copyCsv with the SQL cells', () => {
  it('neutralises and quotes text exactly as csvCell and csv-stringify do', async () => {
    const v = sql.identifier('v');
    const csv = await text([csvTextCell(v), csvTextCell(v)], valuesOf(AWKWARD, 'text'));
    expect(csv).toBe(stringify(AWKWARD.map((value) => [csvCell(value), csvCell(value)])));
  });

  it('writes booleans and timestamps as csvCell does', async () => {
    const v = sql.identifier('v');
    expect(await text([csvBooleanCell(v), csvTextCell(sql`'x'`)], valuesOf([true, false], 'boolean'))).toBe(
      'true,x\nfalse,x\n',
    );
    const stamps = [
      '2026-02-03T04:05:06.123456Z',
      '1999-12-31T23:59:59.999999-05:00',
      '2026-07-01T00:00:00Z',
    ];
    const csv = await text([csvTimestampCell(v), csvTextCell(sql`'x'`)], valuesOf(stamps, 'timestamptz'));
    // A JS Date keeps milliseconds: the microseconds are dropped, not rounded.
    expect(csv).toBe(stringify(stamps.map((s) => [csvCell(new Date(s.replace(/(\.\d{3})\d+/, '$1'))), 'x'])));
  });

  it('gives no text for no rows', async () => {
    expect(await text([csvTextCell(sql`'x'`)], sql`where false`)).toBe('');
  });
});

describe('copyCsv lines as COPY writes them', () => {
  it('quotes a lone \\. when it is the only column (COPY keeps it from reading as end of data)', async () => {
    const v = sql.identifier('v');
    expect(await text([csvTextCell(v)], valuesOf(['\\.', 'a', ''], 'text'))).toBe('"\\."\na\n\n');
  });
});
