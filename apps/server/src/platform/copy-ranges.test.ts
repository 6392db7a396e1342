/**
 * copyRanges (csv-export.ts) on PostgreSQL: COPYs of consecutive key ranges on two connections sharing one
 * snapshot write the same text, in the same order, as one COPY of the whole result; a write committed
 * while the export runs is not in it; a reader that leaves half-way gives both connections up.
 * PostgreSQL only (DATABASE_URL): PGlite has one connection and exports its own way.
 */
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { loadConfig } from './config.ts';
import { type CopyRanges, copyRanges, inlineSql } from './csv-export.ts';
import type { Database } from './db.ts';

const { DATABASE_URL } = loadConfig();

/** The key of a row of the test table: its (k, id), ordered by k, then id. */
type Key = { k: number; id: number };

describe.runIf(DATABASE_URL)('copyRanges on PostgreSQL', () => {
  let t: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await openTestDatabase();
    pool = (t.db as unknown as { $client: pg.Pool }).$client;
    // 1,001 rows on 13 values of k: every range of 50 ends inside a run of equal keys.
    await pool.query('create table ranged (id integer primary key, k integer not null, v text not null)');
    await pool.query(
      `insert into ranged select g, g % 13, 'row ' || g || ', "quoted"' from generate_series(1, 1001) g`,
    );
    await pool.query('create index ranged_order on ranged (k, id)');
  });
  afterAll(() => t.close());

  const after = (key: Key | undefined): SQL => (key ? sql`(k, id) > (${key.k}, ${key.id})` : sql`true`);
  const through = (key: Key | undefined): SQL => (key ? sql`(k, id) <= (${key.k}, ${key.id})` : sql`true`);
  const ranges: CopyRanges<Key> = {
    boundary: (from, n) =>
      sql`select k, id from ranged where ${after(from)} order by k, id offset ${sql.raw(String(n - 1))} limit 1`,
    select: (from, to) =>
      sql`select id, k, v from ranged where ${after(from)} and ${through(to)} order by k, id`,
  };

  const text = async (chunks: AsyncIterable<Uint8Array>) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(Buffer.from(chunk));
    return Buffer.concat(parts).toString();
  };
  const wholeCopy = async () => {
    const { rows } = await pool.query<{ line: string }>(
      `select format('%s,%s,"%s"', id, k, replace(v, '"', '""')) as line from (${inlineSql(
        ranges.select(undefined, undefined),
      )}) r`,
    );
    return rows.map((r) => `${r.line}\n`).join('');
  };

  it('writes every row once, in order, across ranges that end inside runs of equal keys', async () => {
    const expected = await wholeCopy();
    expect(expected.split('\n').length).toBe(1002);
    for (const size of [50, 333, 1000, 1001, 5000]) {
      expect(await text(copyRanges(pool, ranges, size)), `ranges of ${size}`).toBe(expected);
    }
    // One COPY of the whole result when the ranges' size is not given.
    expect(await text(copyRanges(pool, ranges, undefined))).toBe(expected);
  });

  it('reads one snapshot: rows written while the export runs are not in it', async () => {
    const expected = await wholeCopy();
    const chunks: Buffer[] = [];
    let wrote = false;
    for await (const chunk of copyRanges(pool, ranges, 50)) {
      chunks.push(Buffer.from(chunk));
      if (!wrote) {
        // After the first range: a row at the start, one at the end, and one changed in the middle.
        await pool.query(`insert into ranged values (0, -1, 'first'), (5000, 99, 'last')`);
        await pool.query(`update ranged set v = 'changed' where id = 500`);
        wrote = true;
      }
    }
    expect(Buffer.concat(chunks).toString()).toBe(expected);
    await pool.query('delete from ranged where id in (0, 5000)');
    await pool.query(`update ranged set v = 'row 500, "quoted"' where id = 500`);
  });

  it('gives both connections back when the reader leaves half-way, more times than the pool holds', async () => {
    for (let i = 0; i < 12; i++) {
      let chunks = 0;
      for await (const _chunk of copyRanges(pool, ranges, 50)) if (++chunks === 2) break;
      expect(chunks).toBe(2);
    }
    expect(await text(copyRanges(pool, ranges, 50))).toBe(await wholeCopy());
    expect(pool.waitingCount).toBe(0);
  });
});
