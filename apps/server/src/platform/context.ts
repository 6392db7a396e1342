/** What every route module is given when app.ts registers it: no globals, so tests build their own. */
import type { Config } from './config.ts';
import type { Database, Db } from './db.ts';
import type { Clock } from './jobs/clock.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Mailer } from './mail.ts';
import type { Hub } from './realtime/seams.ts';

export interface AppContext {
  config: Config;
  db: Db;
  databaseKind: Database['kind'];
  mailer: Mailer;
  /** Delivery between server instances (platform/realtime/hub.ts). */
  hub: Hub;
  /** The scheduler, to which modules add their jobs (platform/jobs). */
  jobs: JobRunner;
  /** The scheduler's now: the system clock, or a test's. */
  clock: Clock;
}
