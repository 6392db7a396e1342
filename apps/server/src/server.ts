/**
 * `npm start` (after building the console): validate the configuration, take the DATA_DIR lock (embedded database), open and
 * migrate the database, mirror the fleet roster, seed the demo fleet into an empty embedded database,
 * listen, and close everything in order on SIGTERM/SIGINT.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadRoster, syncRoster } from './modules/tenancy/roster.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { acquireDataDirLock, type DataDirLock } from './platform/data-dir-lock.ts';
import { type Database, openDatabase } from './platform/db.ts';
import { loadSecretKey } from './platform/secrets.ts';
import { isDatabaseEmpty, OFFICER_ENVIRONMENT, OFFICER_USERNAME, seedDemoFleet } from './seed/demo-fleet.ts';

/** Startup problems a person can fix: one clear line, no stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (err) {
      fail((err as Error).message);
    }
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    lock?.release();
    throw err;
  }
  let seeded = false;
  try {
    await syncRoster(database.db, loadRoster(config.ENVIRONMENTS_FILE));
    // Only the embedded default seeds itself; a PostgreSQL server is seeded on purpose with `npm run seed`.
    if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
      console.log('Empty embedded database: seeding the demo fleet (once)...');
      await seedDemoFleet(database.db, {
        adminPassword: config.DEMO_ADMIN_PASSWORD,
        secretKey: loadSecretKey(config),
        log: (line) => console.log(`  ${line}`),
      });
      seeded = true;
    }
  } catch (err) {
    await database.close();
    lock?.release();
    fail(`Cannot prepare the database: ${(err as Error).message}`);
  }

  const app = await buildApp({ config, database });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    lock?.release();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  printSignIn(config, database.kind, seeded);
}

function printSignIn(config: Config, kind: Database['kind'], seeded: boolean): void {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const where = kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const password =
    config.DEMO_ADMIN_PASSWORD === 'portside-demo'
      ? 'portside-demo (the default DEMO password: set DEMO_ADMIN_PASSWORD before anyone else can reach this server)'
      : 'the value of DEMO_ADMIN_PASSWORD';
  console.log(
    [
      '',
      `Portside is running on http://${host}:${config.PORT}  (${where}${seeded ? ', demo fleet just seeded' : ''})`,
      `  API documentation: http://${host}:${config.PORT}/docs`,
      '  Sign in to the demo:',
      '    environment: any ship (CPL, KPL, DPL, FPH, FAW, MPL) or the carrier BWC',
      '    username:    admin   (granted the whole fleet; on BWC: calling cards only)',
      `    password:    ${password}`,
      `    restricted:  username ${OFFICER_USERNAME} on ${OFFICER_ENVIRONMENT}, same password, granted only its own ship`,
      `    PIN login:   CPL, extension 2101; ${config.SMTP_URL ? 'the code is mailed through SMTP_URL' : 'the code is printed in this log (no SMTP_URL)'}`,
      '',
    ].join('\n'),
  );
}

await start();
