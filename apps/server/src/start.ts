/**
 * The server's start after server.ts (the entry) has read the configuration and, on a restart of the
 * embedded database, taken the DATA_DIR lock and begun opening it: validate the fleet roster (and the
 * pinned environment against it), take the DATA_DIR lock (embedded database) if not yet taken, open and
 * migrate the database, mirror the roster, seed the demo fleet into an empty embedded database (or complete
 * a seed an earlier start did not finish), apply DEMO_ADMIN_PASSWORD to demo users still on the default,
 * listen, and close everything in order on SIGTERM/SIGINT. What no answer depends on waits until the server
 * listens and a second more (issue 15 item 5, a restart within 1.5 times opening the database): the
 * scheduler's first tick, the Kamailio subscriber rows extensions lack and, without DEMO_ADMIN_PASSWORD,
 * the check of which demo password works (for the banner). Every start-up failure is one clear line and
 * exit code 1, never a stack trace.
 */
import type { PGlite } from '@electric-sql/pglite';
import { ROLE_LABELS } from '@portside/contract';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { backfillSubscribersAtStart } from './modules/pbx/subscriber-sync/sync.ts';
import {
  checkPinnedEnvironment,
  loadRoster,
  supportEnvironmentWarning,
  syncRoster,
} from './modules/tenancy/roster.ts';
import { type Config, DEFAULT_DEMO_PASSWORD } from './platform/config.ts';
import { acquireDataDirLock, type DataDirLock } from './platform/data-dir-lock.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { loadSecretKey } from './platform/secrets.ts';
import { fail, messageOf } from './platform/start-failure.ts';
import { OFFICER_ENVIRONMENT } from './seed/demo-fleet.ts';
import { applyDemoPassword, type DemoPasswordReport, describeDemoPassword } from './seed/demo-password.ts';
import { seedOnFirstStart } from './seed/first-start.ts';
import { ROLE_USERS } from './seed/users.ts';

/** What server.ts did before loading this module. */
export interface Begun {
  config: Config;
  /** The DATA_DIR lock, when server.ts took it. */
  lock?: DataDirLock;
  /** The embedded database server.ts began opening (after taking the lock). */
  opening?: Promise<PGlite>;
  /** Called once the server listens (the compiled server then writes its code cache). */
  onListening?: (start: { seeded: boolean }) => void;
}

/** How long after listening the start's housekeeping begins (see below). */
const HOUSEKEEPING_AFTER_MS = 1_000;

export async function start(begun: Begun): Promise<void> {
  const { config, opening } = begun;
  let lock = begun.lock;
  let roster: ReturnType<typeof loadRoster>;
  try {
    roster = loadRoster(config.ENVIRONMENTS_FILE);
    checkPinnedEnvironment(roster, config.PORTSIDE_ENVIRONMENT);
  } catch (err) {
    // The database server.ts began opening is closed before the lock is given up.
    await opening?.then((client) => client.close()).catch(() => undefined);
    lock?.release();
    fail(messageOf(err));
  }
  if (!config.DATABASE_URL && !lock) {
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (err) {
      fail(messageOf(err));
    }
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, opening });
  } catch (err) {
    lock?.release();
    fail(`Cannot open the database: ${messageOf(err)}`);
  }
  let seeded = false;
  let demo: () => Promise<DemoPasswordReport>;
  let secretKey: Buffer;
  try {
    await syncRoster(database.db, roster);
    // Only the embedded default seeds itself; a PostgreSQL server is seeded on purpose with `npm run seed`.
    // A first start killed while seeding is completed by the next one (seed/first-start.ts).
    if (database.kind === 'pglite') {
      const summary = await seedOnFirstStart(database.db, config.DATA_DIR, {
        adminPassword: config.DEMO_ADMIN_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
        secretKey: () => loadSecretKey(config),
        log: (line) => console.log(`  ${line}`),
      });
      seeded = (summary?.seeded.length ?? 0) > 0;
    }
    // An argon2 verify per demo user (half a second in all): the start waits for it only when it may
    // change passwords (DEMO_ADMIN_PASSWORD set); otherwise it runs a second after the server listens.
    const applyDemo = () => applyDemoPassword(database.db, roster.environments, config.DEMO_ADMIN_PASSWORD);
    if (config.DEMO_ADMIN_PASSWORD && config.DEMO_ADMIN_PASSWORD !== DEFAULT_DEMO_PASSWORD) {
      const applied = await applyDemo();
      demo = async () => applied;
    } else demo = applyDemo;
    // Read (or made) now, so a DATA_DIR/secret.key that is not a key stops the start.
    secretKey = loadSecretKey(config);
  } catch (err) {
    await database.close();
    lock?.release();
    fail(`Cannot prepare the database: ${messageOf(err)}`);
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // The scheduler starts once the server listens (below), not at ready.
    app = await buildApp({ config, database, runJobs: false });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // e.g. a DATA_DIR/secret.key that is not a key, or the port already taken.
    await app?.close().catch(() => undefined);
    await database.close();
    lock?.release();
    fail(`Cannot start the server: ${messageOf(err)}`);
  }
  const running = app;
  // Listening: what no answer waits for starts a moment later, so the requests that waited for the restart
  // (browsers reconnecting) are answered first: the scheduler's first tick (a period due while the server
  // was down, the day's statistics; a tenth of a second or two of the main thread with the demo fleet),
  // Kamailio's subscriber rows of extensions that lack one (docs/PBX.md: every start, idempotent; an
  // extension written meanwhile through the API writes its own row) and the banner's demo password check.
  let housekeeping: NodeJS.Timeout | undefined;
  const settledIn = new Promise<void>((resolve) => {
    housekeeping = setTimeout(resolve, HOUSEKEEPING_AFTER_MS);
  });
  void settledIn.then(() => {
    running.jobs.start();
    backfillSubscribersAtStart(database.db, secretKey).then(
      (subscribers) => {
        if (subscribers) running.log.warn(subscribers);
      },
      (err: unknown) => running.log.error({ err }, 'Kamailio: the subscriber rows could not be written'),
    );
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) running.log.error({ err }, 'closing after an unexpected error');
    else running.log.info({ signal }, 'shutting down');
    clearTimeout(housekeeping);
    await running.close();
    await database.close();
    lock?.release();
  });
  begun.onListening?.({ seeded });
  let report: DemoPasswordReport;
  try {
    // The banner's check of which demo password works, with the rest of the housekeeping.
    report = await settledIn.then(demo);
  } catch (err) {
    clearTimeout(housekeeping);
    await running.close();
    await database.close();
    lock?.release();
    fail(`Cannot prepare the database: ${messageOf(err)}`);
  }
  printSignIn(config, database.kind, seeded, report);
  const support = supportEnvironmentWarning(roster, config.SUPPORT_ENVIRONMENT);
  if (support) running.log.warn(support);
}

function printSignIn(
  config: Config,
  kind: Database['kind'],
  seeded: boolean,
  demo: DemoPasswordReport,
): void {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const where = kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `Portside is running on http://${host}:${config.PORT}  (${where}${seeded ? ', demo fleet just seeded' : ''})`,
      `  API documentation: http://${host}:${config.PORT}/docs`,
      '  Sign in to the demo:',
      '    environment: any ship (CPL, KPL, DPL, FPH, FAW, MPL) or the carrier BWC',
      '    username:    admin   (organisation administrator of the whole fleet; on BWC: calling cards only)',
      `    password:    ${describeDemoPassword(demo)}`,
      `    each role:   on ${OFFICER_ENVIRONMENT} only, same password: ${ROLE_USERS.map((u) => `${u.username} (${ROLE_LABELS[u.role].toLowerCase()})`).join(', ')}`,
      `    PIN login:   CPL, extension 2101; ${config.SMTP_URL ? 'the code is mailed through SMTP_URL' : 'the code is printed in this log (no SMTP_URL)'}`,
      '',
    ].join('\n'),
  );
}
