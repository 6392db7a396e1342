/** GET/DELETE /v1/session and PUT /v1/session/environment. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A, B, CAR, FIXTURE_ROSTER, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, signIn, type TestApp } from '../../test/helper.ts';
import { syncRoster } from '../tenancy/roster.ts';
import { sessions } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetSignInState(t.db));

const getSession = (cookie?: string) =>
  t.app.inject({ url: '/v1/session', headers: cookie ? { cookie } : {} });
const switchTo = (cookie: string, code: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/session/environment',
    headers: { cookie },
    payload: { code } as object,
  });

describe('GET /v1/session', () => {
  it('answers 401 without a session, with a made-up cookie, and after expiry', async () => {
    expect((await getSession()).json()).toEqual({ error: 'Not signed in.' });
    expect((await getSession('portside_session=made-up')).statusCode).toBe(401);
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await getSession(cookie)).statusCode).toBe(401);
  });

  it('describes the user, the current environment, the granted ones and the organisation', async () => {
    const res = await getSession(await signIn(t.app, A, 'admin', PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'user',
      role: 'ship_admin',
      extension: null,
      user_uuid: expect.any(String),
      username: 'admin',
      email: 'admin@a.test',
      environment: { name: 'Alpha', code: 'AAA', domain: A },
      environments: [
        { name: 'Alpha', code: 'AAA', domain: A },
        { name: 'Bravo', code: 'BBB', domain: B },
      ],
      organization: {
        name: 'Acme Cruises',
        modules_enabled: { callingcards: true, omnichannel: true, pbx: true, user: true },
      },
      callingCardsOnly: false,
      octet: 21,
      pairedExtensions: false,
      language: null,
    });
  });

  it('gives a restricted user only their own environment and the carrier only its own', async () => {
    const officer = (await getSession(await signIn(t.app, A, 'officer', PASSWORD))).json();
    expect(officer.environments.map((e: { code: string }) => e.code)).toEqual(['AAA']);
    const carrier = (await getSession(await signIn(t.app, CAR, 'admin', PASSWORD))).json();
    expect(carrier.environments.map((e: { code: string }) => e.code)).toEqual(['CAR']);
    expect(carrier.callingCardsOnly).toBe(true);
    expect(carrier.octet).toBeNull();
    expect(carrier.organization.name).toBe('Carrier Co');
  });

  it('lists the environments in roster order, not by name nor home first', async () => {
    const [alpha, bravo, ...others] = FIXTURE_ROSTER.environments;
    await syncRoster(t.db, { ...FIXTURE_ROSTER, environments: [bravo!, alpha!, ...others] });
    try {
      const session = (await getSession(await signIn(t.app, A, 'admin', PASSWORD))).json();
      expect(session.environment.code).toBe('AAA');
      expect(session.environments.map((e: { code: string }) => e.code)).toEqual(['BBB', 'AAA']);
    } finally {
      await syncRoster(t.db, FIXTURE_ROSTER);
    }
  });

  it('ends the session when its user is disabled', async () => {
    const cookie = await signIn(t.app, A, 'officer', PASSWORD);
    await t.db.execute(sql`update users set user_enabled = false where username = 'officer'`);
    try {
      expect((await getSession(cookie)).statusCode).toBe(401);
    } finally {
      await t.db.execute(sql`update users set user_enabled = true where username = 'officer'`);
    }
  });
});

describe('DELETE /v1/session', () => {
  it('signs out: 204, the cookie is cleared and the session no longer works', async () => {
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/session', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'portside_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect((await getSession(cookie)).statusCode).toBe(401);
  });

  it('answers 204 even without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/session' })).statusCode).toBe(204);
  });
});

describe('PUT /v1/session/environment', () => {
  it('switches to a granted environment without a new sign-in', async () => {
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    const res = await switchTo(cookie, 'BBB');
    expect(res.statusCode).toBe(200);
    expect(res.json().environment).toEqual({ name: 'Bravo', code: 'BBB', domain: B });
    expect((await getSession(cookie)).json().environment.code).toBe('BBB');
    expect((await switchTo(cookie, 'AAA')).json().environment.code).toBe('AAA');
  });

  it('refuses an environment that is not granted (403) or does not exist (404)', async () => {
    const officer = await signIn(t.app, A, 'officer', PASSWORD);
    const res = await switchTo(officer, 'BBB');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have access to environment BBB.' });
    const carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
    expect((await switchTo(carrier, 'AAA')).statusCode).toBe(403);
    expect((await switchTo(carrier, 'ZZZ')).statusCode).toBe(404);
    expect((await switchTo(carrier, 42)).json()).toEqual({ error: "Field 'code' must be a string." });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      payload: { code: 'AAA' },
    });
    expect(res.statusCode).toBe(401);
  });
});
