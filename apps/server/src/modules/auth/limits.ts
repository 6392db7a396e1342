/**
 * Sign-in rate limits (issue 3: per address and per account), counted in the database so they hold
 * across server instances. Successful attempts count too: the limit is on tries, not on failures.
 */
import type { Limit } from '../../platform/attempts.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** The counter of an account's sign-in tries; a successful sign-in clears it. */
export const accountLoginKey = (domain: string, username: string) =>
  `login:account:${domain}/${username.toLowerCase()}`;

/**
 * Password sign-in: per client address (SIGNIN_LIMIT_PER_IP, default 10) and 10 per domain + user name.
 * The account's count starts again after a successful sign-in, so an officer signing in on several
 * devices is never locked out, while guessing at one account stops after 10 tries.
 */
export function passwordLoginLimits(ip: string, domain: string, username: string, perIp: number): Limit[] {
  return [
    { key: `login:ip:${ip}`, max: perIp, windowMs: WINDOW_MS },
    { key: accountLoginKey(domain, username), max: 10, windowMs: WINDOW_MS },
  ];
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
