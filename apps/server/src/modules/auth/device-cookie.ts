/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that signed
 * in to an account gets a cookie naming that account and a random nonce, signed with a key of its own,
 * so the sign-in limits can tell the account's known browsers from everyone else (limits.ts).
 *
 * One cookie per account, its name derived from the account, so a bridge PC shared by several officers
 * keeps a cookie for each. Value: `v1.<account, base64url>.<nonce>.<HMAC-SHA256 of the three before>`.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../platform/config.ts';
import { sessionCookieOptions } from '../../platform/session.ts';

const VERSION = 'v1';
const COOKIE_PREFIX = 'portside_device_';
const MAX_AGE_S = 365 * 24 * 60 * 60;
/** Only the sign-in route needs it, so no other request carries it. */
export const DEVICE_COOKIE_PATH = '/v2/account';

/** The account a device cookie names: 'admin@cpl.example', lower-cased as the limits key it. */
export const accountOf = (domain: string, username: string) =>
  `${username.toLowerCase()}@${domain.toLowerCase()}`;

/**
 * The signing key, derived from the deployment's secret key (platform/secrets.ts) with HKDF under a label
 * of its own: the encryption key itself never signs anything, and a leaked cookie says nothing about it.
 */
export function deriveDeviceKey(secretKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'portside device cookie v1', 32));
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** The cookie's name for an account: keyed, so the name does not spell the account out. */
export function deviceCookieName(key: Buffer, account: string): string {
  return `${COOKIE_PREFIX}${mac(key, `name:${account}`).subarray(0, 8).toString('hex')}`;
}

export function deviceCookieOptions(
  config: Pick<Config, 'COOKIE_SECURE' | 'NODE_ENV'>,
): CookieSerializeOptions {
  return { ...sessionCookieOptions(config), path: DEVICE_COOKIE_PATH, maxAge: MAX_AGE_S };
}

/** A new device cookie for the account (a fresh nonce, so a fresh budget of failures). */
export function issueDeviceCookie(key: Buffer, account: string): { name: string; value: string } {
  const nonce = randomBytes(16).toString('base64url');
  const body = `${VERSION}.${Buffer.from(account).toString('base64url')}.${nonce}`;
  return { name: deviceCookieName(key, account), value: `${body}.${mac(key, body).toString('base64url')}` };
}

/**
 * The nonce of the request's device cookie for this account, or null when it has none or the one it has
 * is tampered with, signed by another key or names another account: such a browser is an unknown device.
 */
export function readDeviceCookie(
  key: Buffer,
  account: string,
  cookies: Record<string, string | undefined>,
): string | null {
  const value = cookies[deviceCookieName(key, account)];
  const [version, named, nonce, signature, ...rest] = value?.split('.') ?? [];
  if (version !== VERSION || !named || !nonce || !signature || rest.length > 0) return null;
  const expected = mac(key, `${version}.${named}.${nonce}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(named, 'base64url').toString() === account ? nonce : null;
}
