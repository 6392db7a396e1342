/**
 * Sign-in throttling (issue 10 item 6, OWASP device cookies): a browser that signed in keeps its own
 * budget, so guesses from elsewhere lock out unknown devices only; failures are slowed before the hard
 * limit; a ship's crew behind one address is not refused for each other's typos.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, type TestApp } from '../../test/helper.ts';
import { standInForSignInDelay } from '../../test/sign-in-delay.ts';
import { addressLoginKey, waitMs } from './limits.ts';
import { attemptCounters } from './schema.ts';

let t: TestApp;
/** The delays the sign-in asked for, instead of sleeping them. */
let waits: number[] = [];
standInForSignInDelay(async (ms) => {
  waits.push(ms);
});
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  waits = [];
  await resetSignInState(t.db);
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const login = (username: string, password: string, opts: { ip?: string; device?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/account/domain/${A}/auth/validate`,
    payload: { username, password },
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.device ? { headers: { cookie: opts.device } } : {}),
  });

/** The device cookie an answer set, as `name=value` for a Cookie header. */
function deviceCookie(res: Answer): string {
  const c = res.cookies.find((x) => x.name.startsWith('portside_device_'));
  if (!c) throw new Error('no device cookie was set');
  return `${c.name}=${c.value}`;
}

/** Signs in from a browser and returns the device cookie it got. */
async function knownDevice(username = 'admin'): Promise<string> {
  const res = await login(username, PASSWORD, { ip: '10.50.0.1' });
  expect(res.statusCode).toBe(200);
  return deviceCookie(res);
}

/** Ten wrong passwords from ten addresses without a device cookie: unknown devices are then refused. */
async function guessFromElsewhere(username = 'admin', times = 10): Promise<void> {
  for (let i = 0; i < times; i++) {
    expect((await login(username, 'wrong', { ip: `10.60.0.${i}` })).statusCode).toBe(401);
  }
}

describe('device cookie', () => {
  it('is set by a successful sign-in only: httpOnly, SameSite=Strict, path /v2/account, one year', async () => {
    expect((await login('admin', 'wrong')).cookies).toEqual([]);
    const res = await login('admin', PASSWORD);
    const cookie = res.cookies.find((c) => c.name.startsWith('portside_device_'));
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/v2/account',
      maxAge: 31536000,
    });
    // Names the account (base64url) and a nonce, signed; never the password.
    const [version, account, nonce, mac] = (cookie?.value ?? '').split('.');
    expect(version).toBe('v1');
    expect(Buffer.from(account ?? '', 'base64url').toString()).toBe(`admin@${A}`);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(mac).toMatch(/^[\w-]{43}$/);
    expect(cookie?.value).not.toContain(PASSWORD);
    // Each account of a shared browser has its own cookie.
    expect(deviceCookie(await login('officer', PASSWORD)).split('=')[0]).not.toBe(cookie?.name);
  });

  it('lets the right password in from a known device while unknown devices are locked out', async () => {
    const bridge = await knownDevice();
    await guessFromElsewhere();
    expect((await login('admin', PASSWORD, { ip: '10.70.0.1' })).statusCode).toBe(429);
    const res = await login('admin', PASSWORD, { ip: '10.70.0.1', device: bridge });
    expect(res.statusCode).toBe(200);
    // Still locked for everyone else.
    expect((await login('admin', PASSWORD, { ip: '10.70.0.2' })).statusCode).toBe(429);
  });

  it('gives a known device its own budget of 10 failures, then refuses that browser only', async () => {
    const bridge = await knownDevice();
    for (let i = 0; i < 10; i++) {
      expect((await login('admin', 'wrong', { device: bridge })).statusCode).toBe(401);
    }
    const refused = await login('admin', PASSWORD, { device: bridge });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed sign-ins from this browser\. Please try again in 1[45] minutes\.$/,
    );
    // Its failures used none of the unknown devices' budget.
    expect((await login('admin', PASSWORD, { ip: '10.70.0.3' })).statusCode).toBe(200);
  });

  it('starts a known device afresh after it signs in: a typo or two never adds up to a lock', async () => {
    let device = await knownDevice();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) await login('admin', 'wrong', { device });
      const res = await login('admin', PASSWORD, { device });
      expect(res.statusCode).toBe(200);
      device = deviceCookie(res);
    }
  });

  it('counts a tampered cookie, another account’s cookie or an unsigned one as an unknown device', async () => {
    const bridge = await knownDevice();
    const officers = await knownDevice('officer');
    await guessFromElsewhere();
    const [name, value = ''] = bridge.split('=');
    const [version, account, nonce, mac = ''] = value.split('.');
    // The first character of the signature (its last one may only carry unused bits).
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const tampered = `${name}=${version}.${account}.${nonce}.${flipped}`;
    const otherAccount = `${name}=${officers.split('=')[1]}`;
    const renamed = `${name}=${version}.${Buffer.from('officer@a.test').toString('base64url')}.${nonce}.${mac}`;
    for (const device of [tampered, otherAccount, renamed, `${name}=v1.garbage`]) {
      expect((await login('admin', PASSWORD, { device })).statusCode, device).toBe(429);
    }
    expect((await login('admin', PASSWORD, { device: bridge })).statusCode).toBe(200);
  });
});

describe('progressive delay', () => {
  it('slows an account’s tries after 3 failures, 0.25 s doubling up to 4 s, before the hard limit', async () => {
    await guessFromElsewhere();
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    waits = [];
    // The refusal itself does not wait: it checks no password.
    expect((await login('admin', PASSWORD)).statusCode).toBe(429);
    expect(waits).toEqual([]);
  });

  it('slows the right password too once the budget has failures, so waiting is no signal', async () => {
    await guessFromElsewhere('admin', 4);
    waits = [];
    expect((await login('admin', PASSWORD)).statusCode).toBe(200);
    expect(waits).toEqual([500]);
  });

  it('does not slow a known device for failures from elsewhere', async () => {
    const bridge = await knownDevice();
    await guessFromElsewhere('admin', 8);
    waits = [];
    expect((await login('admin', PASSWORD, { device: bridge })).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('has a real timer (waitMs) that waits the time asked', async () => {
    const started = Date.now();
    await waitMs(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(29);
  });
});

describe('a ship of 2,000 behind one satellite address', () => {
  const SHIP = '10.99.0.1';

  it('does not refuse many crew members failing once each from the one address', async () => {
    // Twice the old per-address limit of 10; the ceiling itself is the next test's.
    for (let i = 0; i < 20; i++) {
      expect((await login(`crew${i}`, 'wrong', { ip: SHIP })).statusCode).toBe(401);
    }
    expect((await login('admin', PASSWORD, { ip: SHIP })).statusCode).toBe(200);
  });

  it('refuses the address after SIGNIN_LIMIT_PER_IP failures (300 by default); a known device still signs in', async () => {
    expect(t.config.SIGNIN_LIMIT_PER_IP).toBe(300);
    const bridge = await knownDevice();
    // 299 crew typos earlier in the window.
    await t.db.execute(
      sql`insert into attempt_counters (key, count, window_start) values (${addressLoginKey(SHIP)}, 299, now())`,
    );
    expect((await login('crew300', 'wrong', { ip: SHIP })).statusCode).toBe(401);
    const refused = await login('officer', PASSWORD, { ip: SHIP });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many failed sign-ins from your network address\./);
    expect((await login('admin', PASSWORD, { ip: SHIP, device: bridge })).statusCode).toBe(200);
  });

  it('never counts successful sign-ins against the address', async () => {
    await t.db.execute(
      sql`insert into attempt_counters (key, count, window_start) values (${addressLoginKey(SHIP)}, 299, now())`,
    );
    for (let i = 0; i < 5; i++) {
      const username = i % 2 ? 'officer' : 'admin';
      expect((await login(username, PASSWORD, { ip: SHIP })).statusCode).toBe(200);
    }
    expect((await login('crew300', 'wrong', { ip: SHIP })).statusCode).toBe(401);
    expect((await login('crew301', 'wrong', { ip: SHIP })).statusCode).toBe(429);
  });

  it('does not use up the address when someone hammers their own locked account', async () => {
    await guessFromElsewhere('operator');
    for (let i = 0; i < 20; i++) {
      expect((await login('operator', 'wrong', { ip: SHIP })).statusCode).toBe(429);
    }
    const [row] = await t.db
      .select({ count: attemptCounters.count })
      .from(attemptCounters)
      .where(eq(attemptCounters.key, addressLoginKey(SHIP)));
    expect(row?.count ?? 0).toBe(0);
  });
});
