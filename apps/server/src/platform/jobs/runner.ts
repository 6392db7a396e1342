/**
 * The scheduler (DESIGN §7: croner and a claim row in the database). Modules add jobs; a job says which
 * runs are due at an instant, each named by a key (e.g. a report schedule's id) and the period it is for
 * (its scheduled time). Before running one, the runner inserts (job, key, period) into job_runs: the
 * primary key lets exactly one insert win, whichever server instance makes it, so with several instances
 * on one database each period runs once. That is the database's doing, never a timer's or memory's.
 *
 * Croner ticks once a minute; the first tick is at start, so a period that fell due while every server
 * was down (its latest due time has no claim) runs once when one comes back. Ticks never overlap: each
 * waits for the one before. The time is the given clock's, so tests set it and call tick() instead of
 * waiting. A claimed run that fails records its error and is not tried again for that period (a report
 * covers the time since the last one that succeeded, so the next period carries what this one missed).
 * A claim whose instance died before finishing (killed mid-run) is taken over once it is older than
 * CLAIM_LEASE_MS: the period runs again, so a report may arrive twice, but never not at all.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db.ts';
import type { Clock } from './clock.ts';
import { jobRuns } from './schema.ts';

/** How long a claim without a finish stands before another instance may take the run over. */
export const CLAIM_LEASE_MS = 15 * 60_000;

/** One run a job wants at a tick. */
export interface DueRun {
  key: string;
  /** The scheduled time it is for: with the job and key, the claim. */
  period: Date;
  run(): Promise<void>;
}

export interface Job {
  name: string;
  /** The runs due at `now` (those already claimed are skipped by the runner). */
  due(now: Date): Promise<DueRun[]>;
}

/** What one claimed run came to. */
export interface RunOutcome {
  job: string;
  key: string;
  period: string;
  error: string | null;
}

export class JobRunner {
  private readonly jobs: Job[] = [];
  private timer: Cron | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Names the instance in its claims: host, process, and this runner (two apps may share a process). */
  readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  add(job: Job): void {
    this.jobs.push(job);
  }

  /** Runs what is due now, then checks once a minute until stop(). */
  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () =>
      this.tick().then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, 'the scheduler tick failed'),
      );
    this.timer = new Cron('* * * * *', { unref: true, protect: true }, tick);
    void tick();
  }

  /** Claims and runs every due run, after any tick still going; answers what ran here. */
  tick(): Promise<RunOutcome[]> {
    const next = this.queue.then(() => this.runDue());
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops the ticks and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.stop();
    this.timer = null;
    await this.queue;
  }

  private async runDue(): Promise<RunOutcome[]> {
    const outcomes: RunOutcome[] = [];
    if (this.stopped) return outcomes;
    const now = this.clock.now();
    for (const job of this.jobs) {
      let due: DueRun[];
      try {
        due = await job.due(now);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'cannot tell which runs are due');
        continue;
      }
      for (const run of due) {
        if (this.stopped) return outcomes;
        if (await this.claim(job.name, run, now)) outcomes.push(await this.execute(job.name, run));
      }
    }
    return outcomes;
  }

  /**
   * Inserts the claim, or takes over one left unfinished for longer than the lease; true when this
   * instance holds it (one statement, so two instances never both win).
   */
  private async claim(job: string, run: DueRun, now: Date): Promise<boolean> {
    const made = await this.db
      .insert(jobRuns)
      .values({ job, key: run.key, period: run.period, instance: this.instance, claimedAt: now })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.key, jobRuns.period],
        set: { instance: this.instance, claimedAt: now },
        setWhere: and(
          isNull(jobRuns.finishedAt),
          lt(jobRuns.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      })
      .returning({ key: jobRuns.key });
    return made.length === 1;
  }

  private async execute(job: string, run: DueRun): Promise<RunOutcome> {
    const claim = and(eq(jobRuns.job, job), eq(jobRuns.key, run.key), eq(jobRuns.period, run.period));
    let error: string | null = null;
    try {
      await run.run();
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      this.log.error({ err, job, key: run.key }, 'a scheduled run failed');
    }
    await this.db.update(jobRuns).set({ finishedAt: this.clock.now(), error }).where(claim);
    return { job, key: run.key, period: run.period.toISOString(), error };
  }
}
