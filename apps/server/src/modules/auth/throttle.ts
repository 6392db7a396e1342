/**
 * Counting a sign-in try against its limits (limits.ts) and refusing it when one is exceeded, with that
 * limit's sentence and one lockout row in the audit log when the lock begins.
 */
import {
  type Counted,
  countAttempts,
  isOver,
  justLocked,
  minutesLeft,
  refundAttempt,
} from '../../platform/attempts.ts';
import type { Tx } from '../../platform/db.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { SignInLimit } from './limits.ts';
import { recordSignInEvent, type SignInEvent } from './sign-in-audit.ts';

/**
 * Counts one try under every limit; throws 429 naming the first exceeded one. A refused try checks no
 * password, so it is given back to the limits it did not exceed: someone hammering their locked account
 * does not use up the address budget of the ship they share. Only the first refusal of a lock writes a
 * lockout row, so refused tries cannot flood the audit log.
 */
export async function countOrRefuse(
  db: Tx,
  limits: SignInLimit[],
  who: Omit<SignInEvent, 'action' | 'detail'>,
): Promise<Counted<SignInLimit>[]> {
  const counted = await countAttempts(db, limits);
  const over = counted.filter(isOver);
  const first = over[0];
  if (!first) return counted;
  for (const c of counted) if (!isOver(c)) await refundAttempt(db, c.limit.key);
  for (const c of over.filter(justLocked)) {
    const minutes = Math.round(c.limit.windowMs / 60_000);
    const detail = `${c.limit.locks} locked after ${c.limit.max} tries in ${minutes} minutes`;
    await recordSignInEvent(db, { ...who, action: 'lockout', detail });
  }
  throw new TooManyRequests(first.limit.refusal(minutesLeft(first)));
}

/** Gives a successful sign-in's counts back: successes never count against any limit. */
export async function refundAll(db: Tx, counted: Counted[]): Promise<void> {
  for (const c of counted) await refundAttempt(db, c.limit.key);
}
