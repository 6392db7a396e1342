/**
 * The embedded database's statistics job: a start's first tick analyses the tables (the planner then knows
 * their sizes), once per day.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdrs } from '../../modules/callingcards/schema.ts';
import { A, insertFixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { SettableClock } from './clock.ts';
import { JobRunner } from './runner.ts';
import { STATISTICS_HOUR_UTC, statisticsJob } from './statistics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());

const log = { error: () => {} };

/** How many rows the planner thinks cc_cdrs holds (-1 or 0 before any ANALYZE). */
async function plannedRows(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`reltuples::float8` })
    .from(sql`pg_class`)
    .where(sql`relname = 'cc_cdrs'`);
  return Number(row?.n ?? 0);
}

describe('the statistics job', () => {
  it("analyses the tables at a start's first tick, then once a day at its hour", async () => {
    await t.db.insert(cdrs).values(
      Array.from({ length: 300 }, (_, i) => ({
        domain: A,
        callid: `stats-${i}`,
        pin: '5101',
        type: 'cabin',
        destination: '441234567890',
        starttime: new Date(Date.UTC(2026, 10, 1, 0, i)),
      })),
    );
    expect(await plannedRows()).toBeLessThan(300);
    const clock = new SettableClock(new Date(Date.UTC(2026, 10, 20, 1, 0)));
    const runner = new JobRunner(t.db, clock, log);
    runner.add(statisticsJob(t.db));
    // 01:00: the day's run is not due yet, so the one of the day before runs.
    expect((await runner.tick()).map((r) => [r.job, r.period, r.error])).toEqual([
      ['database-statistics', new Date(Date.UTC(2026, 10, 19, STATISTICS_HOUR_UTC)).toISOString(), null],
    ]);
    expect(await plannedRows()).toBeGreaterThanOrEqual(300);
    expect(await runner.tick()).toEqual([]);
    clock.set(new Date(Date.UTC(2026, 10, 20, STATISTICS_HOUR_UTC, 1)));
    expect((await runner.tick()).map((r) => r.period)).toEqual([
      new Date(Date.UTC(2026, 10, 20, STATISTICS_HOUR_UTC)).toISOString(),
    ]);
  });
});
