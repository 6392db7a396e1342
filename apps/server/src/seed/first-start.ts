/**
 * The demo seed of an embedded database's first start, resumable (issue 10 item 7). Each environment is
 * seeded in one transaction (demo-fleet.ts), so a start killed while seeding leaves whole environments
 * and untouched ones, never half of one. A marker file in DATA_DIR, written before the first environment
 * and removed after the last, tells the next start that the fleet is unfinished although the database is
 * no longer empty; that start seeds what is missing (environments already seeded are skipped).
 * Without the marker, a database someone has used is left alone: a ship added to the roster later gets
 * no demo users and no demo password.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../platform/db.ts';
import { isDatabaseEmpty, type SeedOptions, type SeedSummary, seedDemoFleet } from './demo-fleet.ts';

export const SEED_MARKER = 'demo-seed-unfinished';

export interface FirstStartOptions extends Omit<SeedOptions, 'secretKey'> {
  /** Read only when there is something to seed, so a start with nothing to seed does not need the key. */
  secretKey: () => Buffer;
}

/** Seeds or completes the demo fleet when this is (still) the first start; null when there is nothing to do. */
export async function seedOnFirstStart(
  db: Db,
  dataDir: string,
  opts: FirstStartOptions,
): Promise<SeedSummary | null> {
  const marker = join(dataDir, SEED_MARKER);
  const unfinished = existsSync(marker);
  if (!unfinished && !(await isDatabaseEmpty(db))) return null;
  opts.log?.(
    unfinished
      ? 'The demo fleet seed of an earlier start did not finish: completing it...'
      : 'Empty embedded database: seeding the demo fleet (once)...',
  );
  writeFileSync(marker, 'The demo seed started and has not finished; the next start completes it.\n');
  const summary = await seedDemoFleet(db, { ...opts, secretKey: opts.secretKey() });
  rmSync(marker, { force: true });
  return summary;
}
