/** Device cookies (device-cookie.ts): signed, bound to one account, unreadable under another key. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionCookieOptions } from '../../platform/session.ts';
import {
  accountOf,
  deriveDeviceKey,
  deviceCookieName,
  deviceCookieOptions,
  issueDeviceCookie,
  readDeviceCookie,
} from './device-cookie.ts';

const secret = randomBytes(32);
const key = deriveDeviceKey(secret);
const ADMIN = accountOf('CPL.example', 'Admin');
const jar = (c: { name: string; value: string }) => ({ [c.name]: c.value });

describe('device cookie', () => {
  it('signs with a key derived from the secret key, never the secret key itself', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(secret)).toBe(false);
    expect(deriveDeviceKey(secret).equals(key)).toBe(true);
  });

  it('reads back the nonce of a cookie it issued for the account, a new nonce each time', () => {
    expect(ADMIN).toBe('admin@cpl.example');
    const first = issueDeviceCookie(key, ADMIN);
    const second = issueDeviceCookie(key, ADMIN);
    expect(first.name).toBe(second.name);
    expect(first.name).toMatch(/^portside_device_[0-9a-f]{16}$/);
    const nonce = readDeviceCookie(key, ADMIN, jar(first));
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(readDeviceCookie(key, ADMIN, jar(second))).not.toBe(nonce);
  });

  it('refuses a cookie of another account, of another key, or altered', () => {
    const cookie = issueDeviceCookie(key, ADMIN);
    const officer = accountOf('cpl.example', 'officer');
    expect(deviceCookieName(key, officer)).not.toBe(cookie.name);
    expect(readDeviceCookie(key, officer, { [deviceCookieName(key, officer)]: cookie.value })).toBeNull();
    expect(
      readDeviceCookie(deriveDeviceKey(randomBytes(32)), ADMIN, { [cookie.name]: cookie.value }),
    ).toBeNull();
    const [v, account, nonce, mac = ''] = cookie.value.split('.');
    const forged = [
      `${v}.${account}.${nonce}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`,
      `${v}.${account}.${nonce}x.${mac}`,
      `v2.${account}.${nonce}.${mac}`,
      `${cookie.value}.extra`,
      '',
    ];
    for (const value of forged)
      expect(readDeviceCookie(key, ADMIN, { [cookie.name]: value }), value).toBeNull();
    expect(readDeviceCookie(key, ADMIN, {})).toBeNull();
  });

  it('lives a year on the sign-in path only, httpOnly and SameSite=Strict, Secure as the session cookie', () => {
    for (const COOKIE_SECURE of [undefined, 'true', 'false'] as const) {
      const config = { NODE_ENV: 'production' as const, COOKIE_SECURE };
      expect(deviceCookieOptions(config)).toEqual({
        httpOnly: true,
        sameSite: 'strict',
        secure: sessionCookieOptions(config).secure,
        path: '/v2/account',
        maxAge: 365 * 24 * 3600,
      });
    }
  });
});
