/**
 * One row per run of a scheduled job: the (job, key, period) key is the claim. The instance whose insert
 * makes the row runs that period; every other instance's insert finds it and skips (platform/jobs/runner.ts).
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable(
  'job_runs',
  {
    /** The job, e.g. report-schedule. */
    job: text('job').notNull(),
    /** What it runs for, e.g. a schedule's id. */
    key: text('key').notNull(),
    /** The scheduled time this run is for. */
    period: timestamp('period', { withTimezone: true }).notNull(),
    /** Which server instance claimed it (host and process). */
    instance: text('instance').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why the run failed; it is not tried again for this period. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.key, t.period] })],
);
