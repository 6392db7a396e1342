/**
 * HTTPS-only signals (issue 10 item 7): the session cookie is Secure, and Strict-Transport-Security is
 * sent, only when the request came over HTTPS; behind a proxy that is X-Forwarded-Proto: https, believed
 * only with TRUST_PROXY=true. NODE_ENV no longer decides; COOKIE_SECURE still forces the flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { HSTS_VALUE } from './transport-security.ts';

const apps: Record<'proxied' | 'direct' | 'forced', TestApp | undefined> = {
  proxied: undefined,
  direct: undefined,
  forced: undefined,
};

async function fixtureApp(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '100', ...env } });
  await insertFixtures(t.db);
  return t;
}

beforeAll(async () => {
  apps.proxied = await fixtureApp({ TRUST_PROXY: 'true', NODE_ENV: 'production' });
  apps.direct = await fixtureApp({ TRUST_PROXY: 'false', NODE_ENV: 'production' });
  apps.forced = await fixtureApp({ TRUST_PROXY: 'false', COOKIE_SECURE: 'true' });
});
afterAll(async () => {
  for (const t of Object.values(apps)) await t?.close();
});

async function signInOver(which: keyof typeof apps, proto?: 'https' | 'http') {
  const res = await apps[which]!.app.inject({
    method: 'POST',
    url: `/v2/account/domain/${A}/auth/validate`,
    headers: proto ? { 'x-forwarded-proto': proto } : {},
    payload: { username: 'admin', password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.cookies.find((c) => c.name === 'portside_session');
  expect(session).toBeDefined();
  return { secure: session?.secure === true, hsts: res.headers['strict-transport-security'] };
}

describe('HTTPS-only cookie flag and HSTS', () => {
  it('behind a trusted proxy, follow X-Forwarded-Proto', async () => {
    expect(await signInOver('proxied', 'https')).toEqual({ secure: true, hsts: HSTS_VALUE });
    expect(await signInOver('proxied', 'http')).toEqual({ secure: false, hsts: undefined });
    expect(await signInOver('proxied')).toEqual({ secure: false, hsts: undefined });
  });

  it('without TRUST_PROXY, ignore the header: a plain HTTP request gets neither, even in production', async () => {
    expect(await signInOver('direct', 'https')).toEqual({ secure: false, hsts: undefined });
    expect(await signInOver('direct')).toEqual({ secure: false, hsts: undefined });
  });

  it('sends HSTS on every HTTPS answer (not only sign-in) and none over HTTP', async () => {
    const t = apps.proxied!;
    const https = await t.app.inject({ url: '/v1/environments', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const http = await t.app.inject({ url: '/v1/environments' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('COOKIE_SECURE=true forces the Secure flag over plain HTTP (TLS ended by a proxy that says nothing)', async () => {
    expect((await signInOver('forced')).secure).toBe(true);
  });

  it('signs out with the same flag, so the browser clears the cookie it holds', async () => {
    const res = await apps.proxied!.app.inject({
      method: 'DELETE',
      url: '/v1/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.cookies.find((c) => c.name === 'portside_session')?.secure).toBe(true);
  });
});
