/**
 * POST /v2/account/domain/{domain}/auth/validate: password sign-in, its errors and an account's limits
 * (device cookies, the progressive delay and the address ceiling: sign-in-throttle.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loggerOptions } from '../../platform/logger.ts';
import { A, CAR, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, sessionCookie, type TestApp } from '../../test/helper.ts';
import { standInForSignInDelay } from '../../test/sign-in-delay.ts';

let t: TestApp;
// The progressive delay is sign-in-throttle.test.ts's subject; here it would only slow the suite.
standInForSignInDelay();
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetSignInState(t.db));

const login = (domain: string, payload: unknown, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/v2/account/domain/${domain}/auth/validate`,
    payload: payload as object,
    remoteAddress: ip,
  });

describe('password login', () => {
  it('answers the user and sets an httpOnly SameSite=Strict session cookie', async () => {
    const res = await login(A, { username: 'admin', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_uuid: expect.any(String), username: 'admin', email: 'admin@a.test' });
    const cookie = res.cookies.find((c) => c.name === 'portside_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 3600 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown user with the same sentence', async () => {
    const wrong = await login(A, { username: 'admin', password: 'not-the-password' });
    const unknown = await login(A, { username: 'nobody', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('does not let a user of one environment sign in to another', async () => {
    const res = await login(CAR, { username: 'officer', password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown environment', async () => {
    const res = await login('nowhere.test', { username: 'admin', password: PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Unknown environment.' });
  });

  it('refuses a disabled user', async () => {
    const res = await login(A, { username: 'disabled', password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/disabled/);
  });

  it('answers 400 naming the missing or mistyped field', async () => {
    expect((await login(A, { password: PASSWORD })).json()).toEqual({
      error: "Field 'username' is required.",
    });
    const typed = await login(A, { username: 'admin', password: 42 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({ error: "Field 'password' must be a string." });
    expect((await login(A, { username: '  ', password: 'x' })).json()).toEqual({
      error: "Field 'username' must not be empty.",
    });
  });

  it('refuses unknown devices of an account after 10 failures from anywhere; other accounts go on', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(A, { username: 'admin', password: 'wrong' }, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const res = await login(A, { username: 'admin', password: PASSWORD }, '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /^Too many failed sign-ins to this account from browsers it has not signed in from\. Please try again in 1[45] minutes, or sign in from a browser you have used before\.$/,
    );
    expect((await login(A, { username: 'officer', password: PASSWORD }, '10.0.1.2')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins: signing in often never locks an account', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await login(A, { username: 'admin', password: PASSWORD }, `10.0.2.${i}`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 9; i++) await login(A, { username: 'admin', password: 'wrong' }, `10.0.3.${i}`);
    expect((await login(A, { username: 'admin', password: PASSWORD }, '10.0.4.1')).statusCode).toBe(200);
    // The success was given back: one more failure makes 10, and only then are unknown devices refused.
    expect((await login(A, { username: 'admin', password: 'wrong' }, '10.0.5.1')).statusCode).toBe(401);
    expect((await login(A, { username: 'admin', password: PASSWORD }, '10.0.4.2')).statusCode).toBe(429);
  });

  it('counts the name typed whatever its case, so changing case does not buy more guesses', async () => {
    for (let i = 0; i < 10; i++) {
      const username = i % 2 ? 'ADMIN' : 'Admin';
      expect((await login(A, { username, password: 'wrong' }, `10.0.6.${i}`)).statusCode).toBe(401);
    }
    expect((await login(A, { username: 'admin', password: PASSWORD }, '10.0.6.99')).statusCode).toBe(429);
  });

  it('starts a new window once 15 minutes have passed', async () => {
    for (let i = 0; i < 11; i++) await login(A, { username: 'admin', password: 'wrong' }, '10.8.8.8');
    expect((await login(A, { username: 'admin', password: PASSWORD }, '10.8.8.9')).statusCode).toBe(429);
    // Fake the passing of time: the window began 16 minutes ago.
    await t.db.execute(sql`update attempt_counters set window_start = now() - interval '16 minutes'`);
    expect((await login(A, { username: 'admin', password: PASSWORD }, '10.8.8.9')).statusCode).toBe(200);
  });

  it('never writes the password, the cookie or the session token to the log', async () => {
    const lines: string[] = [];
    const config = { ...t.config, LOG_LEVEL: 'trace' as const };
    const logged = await buildApp({
      config,
      database: t.database,
      logger: { ...(loggerOptions(config) as object), stream: { write: (l: string) => lines.push(l) } },
    });
    try {
      const res = await logged.inject({
        method: 'POST',
        url: `/v2/account/domain/${A}/auth/validate`,
        payload: { username: 'admin', password: PASSWORD },
      });
      const cookie = sessionCookie(res);
      await logged.inject({ url: '/v1/session', headers: { cookie } });
      const log = lines.join('');
      expect(log).toContain('/v1/session');
      expect(log).not.toContain(PASSWORD);
      expect(log).not.toContain(cookie.split('=')[1]);
    } finally {
      await logged.close();
    }
  });
});
