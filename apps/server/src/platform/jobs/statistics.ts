/**
 * The planner's statistics on the embedded database. PostgreSQL's autovacuum keeps them; PGlite has no
 * background workers, so without this job its planner never learns how many call records, messages or
 * extensions a ship holds: the list kit's estimated totals stay those of an empty database and plans
 * that depend on a table's size (the CDR list's index scans, the trigram searches) are chosen blind.
 * ANALYZE samples each table (30,000 rows at most), so it takes seconds even at a million records; it
 * runs once a day at 04:00 UTC, and at a start when that day's run has not happened yet (the runner's
 * first tick: the first start, after the demo seed, included).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db.ts';
import type { Job } from './runner.ts';

export const STATISTICS_HOUR_UTC = 4;

export function statisticsJob(db: Db): Job {
  return {
    name: 'database-statistics',
    async due(now) {
      const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), STATISTICS_HOUR_UTC);
      const period = new Date(day <= now.getTime() ? day : day - 86_400_000);
      return [
        {
          key: 'analyze',
          period,
          run: async () => {
            await db.execute(sql`analyze`);
          },
        },
      ];
    },
  };
}
