/**
 * The statements of a batch of call records (card-state.ts readRecordBatch, record.ts postSwitchCdrs),
 * as fixed SQL text (issue 13 item 7: 2,000 records a second). Each batch's values travel as arrays
 * (unnest), so the text never changes with the batch: on PostgreSQL each runs as a named prepared
 * statement, parsed and planned once per connection, and node builds no query per batch. What they
 * answer is cast to types both drivers read alike (money as text, instants as epoch milliseconds),
 * since these rows bypass drizzle's mapping.
 *
 * And the batch's transaction on PostgreSQL (inPipelinedTransaction): on a two-core server shared with
 * the database, a round trip under load costs a millisecond or more of waiting for the other side to be
 * scheduled, so a batch is timed by its round trips. Pipelined, BEGIN travels with the first statement
 * and COMMIT with the last, and the cards' locks and the reads behind them are one call (LOCK_AND_READ):
 * two round trips a batch.
 */
import { getTableColumns, is } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Db, Tx } from '../../../platform/db.ts';
import { cdrs } from '../schema.ts';

export interface Statement {
  name: string;
  text: string;
}

interface Queryable {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[]; command?: string }>;
}

/** drizzle's node-postgres driver, loaded by the first statement on PostgreSQL (never on PGlite). */
let nodePostgresModule: Promise<typeof import('drizzle-orm/node-postgres')> | undefined;
const nodePostgres = () => {
  nodePostgresModule ??= import('drizzle-orm/node-postgres');
  return nodePostgresModule;
};

/**
 * Runs a fixed statement in the transaction (or on the database): on PostgreSQL under its name, so the
 * server parses and plans it once per connection; on PGlite as it is. Rows come as the driver gives them.
 * `commit`: the transaction's last statement; in a pipelined transaction COMMIT is sent right behind it
 * (elsewhere the transaction commits when its work returns, as before).
 */
export async function runStatement<T>(
  tx: Tx,
  statement: Statement,
  params: unknown[],
  options: { commit?: boolean } = {},
): Promise<T[]> {
  const session = (tx as unknown as { session: unknown }).session;
  const { client } = session as { client: Queryable };
  if (is(session, PgliteSession) || !is(session, (await nodePostgres()).NodePgSession)) {
    return (await client.query(statement.text, params)).rows as T[];
  }
  const result = client.query({ name: statement.name, text: statement.text, values: params });
  const batch = pipelined.get(client);
  if (options.commit && batch) batch.committed = settledLater(client.query('commit'));
  return (await result).rows as T[];
}

/** The open pipelined transactions, by their connection: whether COMMIT went out already. */
const pipelined = new WeakMap<object, { committed?: Promise<{ command?: string }> }>();

/** A promise whose rejection is handled when it is awaited, not reported as unhandled before that. */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * A pool of pipelining connections (node-postgres `pipeline: true`) to the database `db` is on, at most
 * `max`, for inPipelinedTransaction. Its own pool: the app's has queries a pipelining connection refuses
 * (the CSV exports' COPY streams). End it when done.
 */
export async function openPipelinedPool(db: Db, max: number): Promise<Pool> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), nodePostgres()]);
  const { options } = (db as unknown as { $client: Pool }).$client;
  const pool = new pg.Pool({ ...options, max, pipeline: true });
  // As db.ts's pool: a connection the server ends emits 'error'; the pool drops it and opens another.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    drizzles.set(client, drizzle(client) as unknown as Tx);
  });
  return pool;
}

/** The drizzle database over each pipelining connection, for the few queries that are not fixed statements. */
const drizzles = new WeakMap<PoolClient, Tx>();

/**
 * Runs `work` in a transaction of its own on a connection of `pool` (openPipelinedPool): BEGIN is sent
 * without waiting for its answer, so it reaches the server with the first statement, and the statement
 * run with `commit` sends COMMIT behind it. A statement that fails leaves the transaction aborted, and
 * the COMMIT already sent then answers ROLLBACK: nothing of the batch is kept.
 */
export async function inPipelinedTransaction<T>(pool: Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const tx = drizzles.get(client);
  if (!tx) throw new Error('A pipelining connection without its drizzle database.');
  const batch: { committed?: Promise<{ command?: string }> } = {};
  pipelined.set(client, batch);
  const begun = settledLater(client.query('begin'));
  try {
    const result = await work(tx);
    await begun;
    const { command } = await (batch.committed ?? client.query('commit'));
    if (command !== 'COMMIT') throw new Error(`The batch's transaction ended with ${command}, not COMMIT.`);
    pipelined.delete(client);
    client.release();
    return result;
  } catch (error) {
    pipelined.delete(client);
    try {
      await Promise.allSettled([begun, batch.committed]);
      await client.query('rollback');
      client.release();
    } catch (broken) {
      client.release(broken as Error);
    }
    throw error;
  }
}

/** A json column as the driver gives it: parsed already (node-postgres) or as text. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The batch's cards locked in id order, then what it reads of them, in one call (migration 0043's
 * cc_batch_lock_and_read; the read is a statement of its own inside it, so it sees what a transaction the
 * locks waited for committed; 0044 has it planned at each call, by index). $1 to $4 the records' domains,
 * PINs, callids and destinations, $5 now.
 * Answers one row, `batch`: json of cards, holds, reservations, recorded and rates (see the migration).
 */
export const LOCK_AND_READ: Statement = {
  name: 'cc_batch_lock_and_read',
  text: `select cc_batch_lock_and_read($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz) as batch`,
};

/** The columns a record is inserted with: all of cc_cdrs's but the generated id and search text, in order. */
export const INSERTED = (Object.entries(getTableColumns(cdrs)) as [string, PgColumn][]).filter(
  (entry): entry is [keyof typeof cdrs.$inferInsert, PgColumn] =>
    entry[0] !== 'id' && entry[0] !== 'searchText',
);

/**
 * The batch's writes, in one statement: the records inserted (one array parameter per column, in
 * INSERTED's order) and, as data-modifying CTEs, the cards charged (one row each: its price, free
 * seconds and last use, after the records' arrays) and the holds released (ids and instants, last),
 * each naming its record. Answers the ids of the records inserted. A record of the same callid stored
 * meanwhile fails the statement (the unique key), so a pipelined COMMIT behind it keeps nothing.
 */
export const STORE_RECORDS: Statement = (() => {
  const n = INSERTED.length;
  const arrays = INSERTED.map(([, column], i) => `$${i + 1}::${column.getSQLType()}[]`).join(', ');
  const names = INSERTED.map(([, column]) => `"${column.name}"`).join(', ');
  const p = (k: number) => `$${n + k}`;
  return {
    name: 'cc_batch_store_records',
    text: `with inserted as (
      insert into cc_cdrs (${names}) select * from unnest(${arrays})
      returning id, domain, callid
    ), charged as (
      update cc_cards c set credit = c.credit - v.price, free_seconds_used = c.free_seconds_used + v.free,
        lastuse = greatest(c.lastuse, v.lastuse)
      from unnest(${p(1)}::int[], ${p(2)}::numeric[], ${p(3)}::int[], ${p(4)}::timestamptz[]) as v(id, price, free, lastuse)
      where c.id = v.id
      returning c.id
    ), released as (
      update cc_call_reservations h set released_at = v.at,
        cdr = (select i.id from inserted i where i.domain = h.domain and i.callid = h.callid)
      from unnest(${p(5)}::int[], ${p(6)}::timestamptz[]) as v(id, at)
      where h.id = v.id and h.released_at is null
      returning h.id
    )
    select id, domain, callid from inserted`,
  };
})();
