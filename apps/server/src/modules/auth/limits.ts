/**
 * Sign-in limits (OWASP device cookies; issue 10 item 6), counted in the database (platform/attempts.ts)
 * so they hold across server instances. Three budgets, each of failures within 15 minutes:
 * - per account, for browsers without a valid device cookie of that account (unknown devices): 10, then
 *   unknown devices are refused for that account until the window passes;
 * - per device cookie: 10, then that browser is refused for a while. Guesses from anywhere else never
 *   touch it, so the fleet admin's bridge browser is never locked out by them;
 * - per client address, for unknown devices: SIGNIN_LIMIT_PER_IP (default 300), high enough for a ship's
 *   crew of 2,000 behind one satellite NAT address, low enough to stop spraying many accounts.
 * Every try is counted up front (one atomic upsert per key, so parallel guesses cannot slip past); a
 * successful sign-in gives its counts back, so successes never count. Before the hard limit, each try of
 * a budget that has seen a few failures waits a growing delay.
 */
import type { Limit } from '../../platform/attempts.ts';

/** A sign-in limit with what a refusal tells the person and what the audit log's lockout row says. */
export interface SignInLimit extends Limit {
  refusal: (minutes: number) => string;
  /** e.g. 'unknown devices of admin@cpl.example' */
  locks: string;
}

const wait = (minutes: number) =>
  minutes === 1 ? 'Please try again in 1 minute' : `Please try again in ${minutes} minutes`;

export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures an account allows from unknown devices, and each device cookie allows, per window. */
export const ACCOUNT_FAILURES = 10;
export const DEVICE_FAILURES = 10;
/** Failures a budget takes before its tries are slowed: 0.25 s, doubling, at most 4 s. */
export const FREE_FAILURES = 3;
export const DELAY_BASE_MS = 250;
export const DELAY_MAX_MS = 4000;

/** The counter of an address's failed password sign-ins from unknown devices. */
export const addressLoginKey = (ip: string) => `login:ip:${ip}`;

/** The counter of an account's failed sign-ins from unknown devices ('admin@cpl.example'). */
export const unknownDevicesKey = (account: string) => `login:unknown:${account}`;

/** The counter of one device cookie's failed sign-ins to its account. */
export const deviceKey = (account: string, nonce: string) => `login:device:${account}/${nonce}`;

/**
 * The limits a password sign-in counts against; `budget` is the one whose failures slow it down. A known
 * device counts only against its own budget; an unknown device against its address and the account's
 * unknown-device budget.
 */
export function passwordLoginLimits(
  ip: string,
  account: string,
  device: string | null,
  perIp: number,
): { limits: SignInLimit[]; budget: SignInLimit } {
  const windowMs = SIGNIN_WINDOW_MS;
  if (device) {
    const budget: SignInLimit = {
      key: deviceKey(account, device),
      max: DEVICE_FAILURES,
      windowMs,
      refusal: (m) => `Too many failed sign-ins from this browser. ${wait(m)}.`,
      locks: `a known device of ${account}`,
    };
    return { limits: [budget], budget };
  }
  const address: SignInLimit = {
    key: addressLoginKey(ip),
    max: perIp,
    windowMs,
    refusal: (m) => `Too many failed sign-ins from your network address. ${wait(m)}.`,
    locks: `address ${ip}`,
  };
  const budget: SignInLimit = {
    key: unknownDevicesKey(account),
    max: ACCOUNT_FAILURES,
    windowMs,
    refusal: (m) =>
      `Too many failed sign-ins to this account from browsers it has not signed in from. ${wait(m)}, or sign in from a browser you have used before.`,
    locks: `unknown devices of ${account}`,
  };
  return { limits: [address, budget], budget };
}

/** How long a try waits when its budget has already seen `failures` failures in the window. */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** (failures - FREE_FAILURES));
}

/** Waits `ms` milliseconds: the sign-in's real timer. */
export const waitMs = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The timer the delay waits on. Tests stand in for `wait` to see the delays asked for without sleeping them
 * (test/sign-in-delay.ts, which puts waitMs back after the file: the server's test files share their
 * modules, so a test that needs the real timer takes waitMs itself rather than whatever `wait` is now).
 */
export const signInTimer = { wait: waitMs };

/**
 * Code requests: 5 per extension (each one mails someone; both forms of the extension share them) and
 * twice the password limit per address, every request counted.
 */
export function codeRequestLimits(ip: string, owner: string, perIp: number): SignInLimit[] {
  return [
    {
      key: `code:owner:${owner}`,
      max: 5,
      windowMs: SIGNIN_WINDOW_MS,
      refusal: (m) => `Too many codes were requested for this extension. ${wait(m)}.`,
      locks: `code requests of ${owner}`,
    },
    {
      key: `code:ip:${ip}`,
      max: perIp * 2,
      windowMs: SIGNIN_WINDOW_MS,
      refusal: (m) => `Too many codes were requested from your network address. ${wait(m)}.`,
      locks: `code requests from address ${ip}`,
    },
  ];
}

/**
 * Code checks: each code dies after 5 wrong tries (security-code.ts), so an extension's guesses are at
 * most 5 per requested code; this bounds guessing across extensions from one address.
 */
export function codeCheckLimits(ip: string, perIp: number): SignInLimit[] {
  return [
    {
      key: `codecheck:ip:${ip}`,
      max: perIp * 3,
      windowMs: SIGNIN_WINDOW_MS,
      refusal: (m) => `Too many codes were tried from your network address. ${wait(m)}.`,
      locks: `code checks from address ${ip}`,
    },
  ];
}
