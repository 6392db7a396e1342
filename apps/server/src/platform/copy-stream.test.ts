/**
 * copyStream (csv-export.ts) on PostgreSQL: one COPY streamed, with JIT off inside its transaction only
 * (LLVM compiling an export's dozens of cell expressions cost seconds), and a reader that leaves half-way
 * gives its connection up. PostgreSQL only (DATABASE_URL): PGlite exports its own way and has no JIT.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { loadConfig } from './config.ts';
import { copyStream } from './csv-export.ts';
import type { Database } from './db.ts';

const { DATABASE_URL } = loadConfig();

describe.runIf(DATABASE_URL)('copyStream on PostgreSQL', () => {
  let t: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await openTestDatabase();
    pool = (t.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => t.close());

  const text = async (chunks: AsyncIterable<Uint8Array>) => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(Buffer.from(chunk));
    return Buffer.concat(parts).toString();
  };

  it('runs the COPY with JIT off, and leaves the connection as it was', async () => {
    expect(await text(copyStream(pool, sql`select current_setting('jit'), 'a,b'`))).toBe('off,"a,b"\n');
    const { rows } = await pool.query<{ jit: string }>(`select current_setting('jit') as jit`);
    expect(rows[0]?.jit).toBe('on');
  });

  it('streams a large result in order, and gives its connection up when the reader leaves half-way', async () => {
    const rows = sql`select g, 'row ' || g from generate_series(1, 200000) g order by g`;
    for (let i = 0; i < 12; i++) {
      let chunks = 0;
      for await (const _chunk of copyStream(pool, rows)) if (++chunks === 2) break;
      expect(chunks).toBe(2);
    }
    const lines = (await text(copyStream(pool, rows))).trim().split('\n');
    expect(lines).toHaveLength(200_000);
    expect([lines[0], lines[199_999]]).toEqual(['1,row 1', '200000,row 200000']);
    expect(pool.waitingCount).toBe(0);
  });
});
