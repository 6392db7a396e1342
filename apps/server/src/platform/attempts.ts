/**
 * Fixed-window attempt counters in the database (table attempt_counters), so a limit holds across
 * several server instances and restarts. One atomic upsert per key: no read-then-write race, so parallel
 * guesses cannot slip past a limit. What a key means (an address, an account, a device) is the caller's.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { attemptCounters } from '../modules/auth/schema.ts';
import type { Tx } from './db.ts';
import { TooManyRequests } from './errors.ts';

export interface Limit {
  /** e.g. 'login:ip:127.0.0.1' */
  key: string;
  max: number;
  windowMs: number;
}

/** A limit after counting one more attempt: `count` includes it; `windowStart` is when its window began. */
export interface Counted<L extends Limit = Limit> {
  limit: L;
  count: number;
  windowStart: Date;
}

/** More attempts than the limit allows: this one is refused. */
export const isOver = (c: Counted): boolean => c.count > c.limit.max;

/** The first refusal of a window (the moment a lock begins), so a lock is reported once, not per try. */
export const justLocked = (c: Counted): boolean => c.count === c.limit.max + 1;

/** Minutes (at least 1) until the counter's window ends and the limit lets attempts through again. */
export const minutesLeft = (c: Counted, now = Date.now()): number =>
  Math.max(1, Math.ceil((c.windowStart.getTime() + c.limit.windowMs - now) / 60_000));

/** Counts this attempt under the key and returns the count within the current window and its start. */
export async function countAttempt(db: Tx, key: string, windowMs: number): Promise<Omit<Counted, 'limit'>> {
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
    .returning({ count: attemptCounters.count, windowStart: attemptCounters.windowStart });
  return { count: row?.count ?? 1, windowStart: row?.windowStart ?? now };
}

/** Counts one attempt under every limit, in order, and returns each count. */
export async function countAttempts<L extends Limit>(db: Tx, limits: L[]): Promise<Counted<L>[]> {
  const counted: Counted<L>[] = [];
  for (const limit of limits) counted.push({ limit, ...(await countAttempt(db, limit.key, limit.windowMs)) });
  return counted;
}

/** Counts one attempt under every limit and refuses with 429 when any of them is exceeded. */
export async function enforceLimits(db: Tx, limits: Limit[]): Promise<void> {
  if ((await countAttempts(db, limits)).some(isOver)) throw new TooManyRequests();
}

/**
 * Takes back one counted attempt under the key (never below zero): an attempt is counted up front so
 * parallel ones cannot slip past, and one that turns out not to count (a successful sign-in) is refunded.
 */
export async function refundAttempt(db: Tx, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`${attemptCounters.count} - 1` })
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.count, 0)));
}

/** Forgets the attempts under a key, e.g. a device's failed sign-ins once it signs in. */
export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/**
 * Deletes counters whose window began longer ago than `olderThanMs` (longer than any window in use), so
 * keys of one-off addresses, typed names and devices do not pile up.
 */
export async function sweepAttempts(db: Tx, olderThanMs: number): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, new Date(Date.now() - olderThanMs)));
}
