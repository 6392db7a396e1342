/**
 * Fixed-window attempt counters in the database (table attempt_counters), so a limit holds across
 * several server instances and restarts. One atomic upsert per key: no read-then-write race.
 */
import { eq, sql } from 'drizzle-orm';
import { attemptCounters } from '../modules/auth/schema.ts';
import type { Tx } from './db.ts';
import { TooManyRequests } from './errors.ts';

export interface Limit {
  /** e.g. 'login:ip:127.0.0.1' */
  key: string;
  max: number;
  windowMs: number;
}

/** Counts this attempt under the key and returns the count within the current window. */
export async function countAttempt(db: Tx, key: string, windowMs: number): Promise<number> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${attemptCounters.windowStart} < ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${attemptCounters.windowStart} end`,
      },
    })
    .returning({ count: attemptCounters.count });
  return row?.count ?? 1;
}

/** Counts one attempt under every limit and refuses with 429 when any of them is exceeded. */
export async function enforceLimits(db: Tx, limits: Limit[]): Promise<void> {
  let over = false;
  for (const l of limits) {
    if ((await countAttempt(db, l.key, l.windowMs)) > l.max) over = true;
  }
  if (over) throw new TooManyRequests();
}

/** Forgets the attempts under a key, e.g. an account's failed sign-ins once one succeeds. */
export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}
