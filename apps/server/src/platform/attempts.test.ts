/** Fixed-window attempt counters (attempts.ts): counting, the window, refunds, the lock's first moment, sweeping. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptCounters } from '../modules/auth/schema.ts';
import { openTestDatabase } from '../test/helper.ts';
import {
  clearAttempts,
  countAttempts,
  enforceLimits,
  isOver,
  justLocked,
  minutesLeft,
  refundAttempt,
  sweepAttempts,
} from './attempts.ts';
import type { Database } from './db.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(attemptCounters);
});

const WINDOW = 15 * 60_000;
const limit = { key: 'test:a', max: 2, windowMs: WINDOW };
const count = async (key = limit.key) =>
  (await database.db.select().from(attemptCounters).where(eq(attemptCounters.key, key)))[0]?.count;

describe('attempt counters', () => {
  it('counts each attempt under every limit and tells when one is over, and when it first was', async () => {
    const other = { key: 'test:b', max: 5, windowMs: WINDOW };
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await countAttempts(database.db, [limit, other]))[0]);
    expect(seen.map((c) => c?.count)).toEqual([1, 2, 3, 4]);
    expect(seen.map((c) => c && isOver(c))).toEqual([false, false, true, true]);
    // The lock begins once: one lockout report, not one per refused try.
    expect(seen.map((c) => c && justLocked(c))).toEqual([false, false, true, false]);
    expect(await count('test:b')).toBe(4);
  });

  it('counts parallel attempts exactly (one atomic upsert per key)', async () => {
    await Promise.all(Array.from({ length: 20 }, () => countAttempts(database.db, [limit])));
    expect(await count()).toBe(20);
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 3; i++) await countAttempts(database.db, [limit]);
    await database.db.update(attemptCounters).set({ windowStart: sql`now() - interval '16 minutes'` });
    const [c] = await countAttempts(database.db, [limit]);
    expect(c?.count).toBe(1);
    expect(Date.now() - (c?.windowStart.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('tells the minutes left in the window, at least one', async () => {
    const [c] = await countAttempts(database.db, [limit]);
    if (!c) throw new Error('not counted');
    expect(minutesLeft(c)).toBe(15);
    expect(minutesLeft(c, c.windowStart.getTime() + 10.5 * 60_000)).toBe(5);
    expect(minutesLeft(c, c.windowStart.getTime() + WINDOW + 1)).toBe(1);
  });

  it('refunds one attempt, never below zero; clears a key', async () => {
    await countAttempts(database.db, [limit]);
    await refundAttempt(database.db, limit.key);
    await refundAttempt(database.db, limit.key);
    expect(await count()).toBe(0);
    await refundAttempt(database.db, 'test:none');
    expect(await count('test:none')).toBeUndefined();
    await countAttempts(database.db, [limit]);
    await clearAttempts(database.db, limit.key);
    expect(await count()).toBeUndefined();
  });

  it('refuses with 429 when a limit is exceeded', async () => {
    await enforceLimits(database.db, [limit]);
    await enforceLimits(database.db, [limit]);
    await expect(enforceLimits(database.db, [limit])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('sweeps only counters older than asked', async () => {
    await countAttempts(database.db, [limit, { ...limit, key: 'test:old' }]);
    await database.db
      .update(attemptCounters)
      .set({ windowStart: sql`now() - interval '2 days'` })
      .where(eq(attemptCounters.key, 'test:old'));
    await sweepAttempts(database.db, 24 * 60 * 60_000);
    expect(await count('test:old')).toBeUndefined();
    expect(await count()).toBe(1);
  });
});
