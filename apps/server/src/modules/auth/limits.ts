/**
 * Sign-in rate limits (issue 3: per address and per account), counted in the database so they hold
 * across server instances. A password sign-in counts against its address only when it fails: a crew
 * behind one NAT address signs in all day, while guessing from that address still stops.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Limit } from '../../platform/attempts.ts';
import type { Tx } from '../../platform/db.ts';
import { attemptCounters } from './schema.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** The counter of an account's sign-in tries; a successful sign-in clears it. */
export const accountLoginKey = (domain: string, username: string) =>
  `login:account:${domain}/${username.toLowerCase()}`;

/** The counter of an address's failed password sign-ins. */
export const addressLoginKey = (ip: string) => `login:ip:${ip}`;

/**
 * Password sign-in: per client address (SIGNIN_LIMIT_PER_IP failures, default 10) and 10 per domain +
 * user name. The account's count starts again after a successful sign-in, so an officer signing in on
 * several devices is never locked out, while guessing at one account stops after 10 tries. Every try is
 * counted up front (one atomic upsert, so parallel guesses cannot slip past); a success then gives its
 * address count back (refundAttempt), which leaves only failures counted there.
 */
export function passwordLoginLimits(ip: string, domain: string, username: string, perIp: number): Limit[] {
  return [
    { key: addressLoginKey(ip), max: perIp, windowMs: WINDOW_MS },
    { key: accountLoginKey(domain, username), max: 10, windowMs: WINDOW_MS },
  ];
}

/** Takes back one counted try under the key (never below zero), e.g. an address's successful sign-in. */
export async function refundAttempt(db: Tx, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`${attemptCounters.count} - 1` })
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.count, 0)));
}

/** Code requests: 5 per extension (each one mails someone) and twice the password limit per address. */
export function codeRequestLimits(ip: string, owner: string, perIp: number): Limit[] {
  return [
    { key: `code:owner:${owner}`, max: 5, windowMs: WINDOW_MS },
    { key: `code:ip:${ip}`, max: perIp * 2, windowMs: WINDOW_MS },
  ];
}

/** Code checks: each code dies after 5 wrong tries (security-code.ts); this bounds guessing across codes. */
export function codeCheckLimits(ip: string, perIp: number): Limit[] {
  return [{ key: `codecheck:ip:${ip}`, max: perIp * 3, windowMs: WINDOW_MS }];
}
