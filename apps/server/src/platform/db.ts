/**
 * One drizzle database over either PGlite (embedded, DATA_DIR or in memory) or a PostgreSQL server
 * (DATABASE_URL). Same schema and migrations for both; migrations run at open, when drizzle-kit's journal
 * has one the database has not applied. The PostgreSQL driver is loaded only for DATABASE_URL (issue 15
 * item 5: a restart on the embedded database loads nothing it does not use).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from '../db-schema.ts';
import { openPglite } from './pglite-open.ts';
import { requestTransaction } from './request-tx.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: queries take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** An embedded database's files as one tarball (PGlite's dumpDataDir); a PostgreSQL server has pg_dump. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * dataDir: a folder, or 'memory://' for a throw-away database (tests). template: a dump() of an embedded
 * database to start from instead of an empty cluster, which skips PGlite's initdb (3 of its 4 s to open).
 * opening: PGlite already being opened on dataDir (server.ts begins it before loading the server).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  template?: Blob;
  opening?: Promise<PGlite>;
}): Promise<Database> {
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // A connection the server ends (a restart, an administrator's terminate, a dropped test database)
    // emits 'error' on its client, even one the pool is ending; without a listener that is an uncaught
    // exception. The pool drops such a client and the next query opens a new connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (await migrationPending((text) => pool.query(text))) {
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
    }
    return { db: followRequestTransaction(db), kind: 'postgres', close: () => pool.end() };
  }
  const client = await (opts.opening ?? openPglite(opts.dataDir ?? 'memory://', { template: opts.template }));
  const pgl = drizzlePglite(client, { schema });
  if (await migrationPending((text) => client.query(text))) await migratePglite(pgl, { migrationsFolder });
  return {
    db: followRequestTransaction(pgl as unknown as Db),
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Whether drizzle's migrate would apply anything, by its own rule: a journal entry newer than the newest
 * migration the database recorded (drizzle.__drizzle_migrations, absent before the first). One statement
 * and the small journal, where migrate reads and hashes every migration file and runs three statements.
 */
async function migrationPending(
  query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
): Promise<boolean> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  let applied: number;
  try {
    const { rows } = await query('select max(created_at) as applied from drizzle.__drizzle_migrations');
    applied = Number(rows[0]?.applied ?? Number.NaN);
  } catch {
    return true;
  }
  return !(applied >= newest);
}

/**
 * The database as every module holds it: each property is the open request transaction's while there is
 * one (platform/request-tx.ts), else the database's own. So services write in the request's transaction
 * without being handed it, and on PGlite nothing waits on the transaction it runs in.
 */
function followRequestTransaction(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const actual = (requestTransaction() as Db | undefined) ?? target;
      const value = Reflect.get(actual, property, actual);
      // Methods run on the object that owns them; a class (constructor) is handed over as it is.
      return typeof value === 'function' && property !== 'constructor' ? value.bind(actual) : value;
    },
  });
}
