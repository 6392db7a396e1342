/**
 * The scheduler's claims: a period runs once however many runners tick; a claim left unfinished (its
 * instance died mid-run) is taken over after the lease, a fresh or finished one never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { SettableClock } from './clock.ts';
import { CLAIM_LEASE_MS, type Job, JobRunner } from './runner.ts';
import { jobRuns } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const log = { error: () => {} };
const period = new Date('2026-11-20T06:00:00Z');

function countingJob(name: string, ran: string[]): Job {
  return {
    name,
    due: async () => [{ key: 'k', period, run: async () => void ran.push(name) }],
  };
}

describe('the scheduler', () => {
  it('runs a period once across runners', async () => {
    const ran: string[] = [];
    const clock = new SettableClock(new Date('2026-11-20T06:01:00Z'));
    const a = new JobRunner(t.db, clock, log);
    const b = new JobRunner(t.db, clock, log);
    a.add(countingJob('once', ran));
    b.add(countingJob('once', ran));
    await Promise.all([a.tick(), b.tick()]);
    await a.tick();
    expect(ran).toEqual(['once']);
  });

  it('takes over a claim left unfinished past the lease, and only then', async () => {
    const ran: string[] = [];
    const claimedAt = new Date('2026-11-20T06:01:00Z');
    // An instance claimed the period and died before finishing it.
    await t.db.insert(jobRuns).values({ job: 'orphan', key: 'k', period, instance: 'dead:1', claimedAt });
    const clock = new SettableClock(new Date(claimedAt.getTime() + CLAIM_LEASE_MS - 60_000));
    const runner = new JobRunner(t.db, clock, log);
    runner.add(countingJob('orphan', ran));
    await runner.tick();
    expect(ran).toEqual([]);

    clock.set(new Date(claimedAt.getTime() + CLAIM_LEASE_MS + 60_000));
    await runner.tick();
    expect(ran).toEqual(['orphan']);
    // Finished now: never again, however old the claim grows.
    clock.set(new Date(claimedAt.getTime() + 10 * CLAIM_LEASE_MS));
    await runner.tick();
    expect(ran).toEqual(['orphan']);
  });
});
