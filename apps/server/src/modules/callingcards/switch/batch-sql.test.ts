/**
 * inPipelinedTransaction (batch-sql.ts) on PostgreSQL: BEGIN and COMMIT travel with the batch's first
 * and last statements, and a last statement that fails keeps nothing of the batch, though its COMMIT was
 * already sent; the connection then serves the next batch. PostgreSQL only (DATABASE_URL): on PGlite a
 * batch runs in drizzle's transaction.
 */
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import type { Database } from '../../../platform/db.ts';
import { openTestDatabase } from '../../../test/helper.ts';
import { inPipelinedTransaction, openPipelinedPool, runStatement } from './batch-sql.ts';

const { DATABASE_URL } = loadConfig();

const INSERT = { name: 'test_pipelined_insert', text: 'insert into t (v) values ($1) returning v' };

describe.runIf(DATABASE_URL)('inPipelinedTransaction on PostgreSQL', () => {
  let t: Database;
  let pool: Pool;

  beforeAll(async () => {
    t = await openTestDatabase();
    pool = await openPipelinedPool(t.db, 1);
    const app = (t.db as unknown as { $client: Pool }).$client;
    await app.query('create table t (v int primary key)');
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  const values = async () =>
    (await (t.db as unknown as { $client: Pool }).$client.query<{ v: number }>('select v from t order by v'))
      .rows;

  it('commits what the batch wrote, the COMMIT sent behind its last statement', async () => {
    const rows = await inPipelinedTransaction(pool, async (tx) => {
      await runStatement(tx, INSERT, [1]);
      return runStatement<{ v: number }>(tx, INSERT, [2], { commit: true });
    });
    expect(rows).toEqual([{ v: 2 }]);
    expect(await values()).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('keeps nothing when the last statement fails, and the connection serves the next batch', async () => {
    const failed = inPipelinedTransaction(pool, async (tx) => {
      await runStatement(tx, INSERT, [3]);
      return runStatement(tx, INSERT, [1], { commit: true }); // 1 is there: the unique key fails it
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    expect(await values()).toEqual([{ v: 1 }, { v: 2 }]);
    await inPipelinedTransaction(pool, (tx) => runStatement(tx, INSERT, [4]));
    expect(await values()).toEqual([{ v: 1 }, { v: 2 }, { v: 4 }]);
  });

  it('rolls back when the work fails after its statements', async () => {
    const failed = inPipelinedTransaction(pool, async (tx) => {
      await runStatement(tx, INSERT, [5]);
      throw new Error('the batch could not be rated');
    });
    await expect(failed).rejects.toThrow('the batch could not be rated');
    expect(await values()).toEqual([{ v: 1 }, { v: 2 }, { v: 4 }]);
  });
});
