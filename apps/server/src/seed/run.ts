/**
 * `npm run seed`: open the configured database (DATABASE_URL, else DATA_DIR), apply the roster and
 * seed the demo fleet into every environment that has no seed yet. Safe to run again.
 */
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../platform/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db.ts';
import { loadSecretKey } from '../platform/secrets.ts';
import { formatCounts, seedDemoFleet } from './demo-fleet.ts';

const config = loadConfig();
// The embedded database must not be opened while a server holds it (PGlite has no lock of its own).
const lock = config.DATABASE_URL ? null : lockOrExit(config.DATA_DIR);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await syncRoster(database.db, loadRoster(config.ENVIRONMENTS_FILE));
  const summary = await seedDemoFleet(database.db, {
    adminPassword: config.DEMO_ADMIN_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    secretKey: loadSecretKey(config),
    log: (line) => console.log(line),
  });
  if (summary.skipped.length > 0)
    console.log(`already seeded, left as they are: ${summary.skipped.join(', ')}`);
  console.log(
    summary.seeded.length > 0
      ? `Seeded ${summary.seeded.join(', ')} in ${summary.ms} ms: ${formatCounts(summary.rows)}`
      : 'Nothing to seed.',
  );
  console.log(
    `Demo sign-in: user 'admin' (and officer, operator, purser, auditor on CPL), password from DEMO_ADMIN_PASSWORD (default portside-demo).`,
  );
} finally {
  await database.close();
  lock?.release();
}

function lockOrExit(dataDir: string) {
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
