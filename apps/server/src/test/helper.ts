/**
 * Test helpers (fastify/demo's test/helper.ts): buildTestApp() gives a real app on a real database.
 * Embedded by default (PGlite in memory, one per test file, started from a migrated template: call it
 * in beforeAll). When DATABASE_URL is set, a fresh uniquely named PostgreSQL database is created on that
 * server for the file and dropped by close(), so the whole suite also runs against PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { type Database, type Db, openDatabase } from '../platform/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import type { Mailer } from '../platform/mail.ts';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The PostgreSQL server under test, if any (read through the config module like everything else). */
function serverUrl(): string | undefined {
  return loadConfig().DATABASE_URL;
}

/**
 * A fresh migrated database for one test file: embedded from the run's template (test/global-setup.ts),
 * or a new database on the PostgreSQL server, which close() drops.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = serverUrl();
  if (!url) {
    // Imported here so that the bench, which borrows signIn, does not load the test runner.
    const { inject } = await import('vitest');
    const template = inject('databaseTemplate');
    return openDatabase({
      dataDir: 'memory://',
      ...(template ? { template: new Blob([await readFile(template)]) } : {}),
    });
  }
  const name = `portside_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on its own connection (CREATE or DROP DATABASE, which no transaction may hold). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A silent app on a fresh database. `env` overrides configuration (as environment variables would);
 * BROKER_URL follows the environment's (RabbitMQ as the hub when set). WEB_DIST points nowhere unless given, so a built console in the tree does not change API answers.
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
    routes?: (app: App) => void;
    /** The scheduler's clock. */
    clock?: Clock;
    /** true: the scheduler ticks at ready and each minute, as a server's; else tests call app.jobs.tick(). */
    runJobs?: boolean;
    /** Another app on this database (a second server instance); close() leaves the database open. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const shared = opts.database;
  const database = shared ?? (await openTestDatabase());
  const brokerUrl = loadConfig().BROKER_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/portside-web',
    // The hub follows the run's BROKER_URL (CI's PostgreSQL pass sets it), as the database follows
    // DATABASE_URL, so the suite also runs with RabbitMQ between instances.
    ...(brokerUrl ? { BROKER_URL: brokerUrl } : {}),
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database,
    runJobs: opts.runJobs ?? false,
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** Forgets sessions, codes, attempt counters and mail, so each test starts signed out and unthrottled. */
export async function resetSignInState(db: Db): Promise<void> {
  await db.execute(sql`truncate sessions, security_codes, attempt_counters, mail_outbox`);
}

/** The `name=value` pair of the session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === 'portside_session');
  if (!c) throw new Error('no session cookie was set');
  return `${c.name}=${c.value}`;
}

/** Signs in by password and returns the Cookie header value. */
export async function signIn(app: App, domain: string, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/v2/account/domain/${domain}/auth/validate`,
    payload: { username, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${username}@${domain} failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}
