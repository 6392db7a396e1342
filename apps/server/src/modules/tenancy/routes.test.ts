/** GET /environment.json, /v1/environments, /v1/tenant/organization/{code}: all public. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { A, insertFixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { environments } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());

describe('GET /environment.json', () => {
  it('answers 404 when the deployment is not pinned, so the login shows its picker', async () => {
    const res = await t.app.inject({ url: '/environment.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This deployment is not pinned to an environment.' });
  });

  it('answers the pinned environment, its empty addresses defaulting to this server as reached', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORTSIDE_ENVIRONMENT: 'AAA' });
    const pinned = await buildApp({ config, database: t.database });
    try {
      const res = await pinned.inject({
        url: '/environment.json',
        headers: { host: 'portside.example:8443' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Alpha',
        code: 'AAA',
        domain: A,
        apiUrl: 'http://portside.example:8443',
        stompUrl: 'ws://portside.example:8443/ws',
        octet: 21,
        pairedExtensions: false,
        callingCardsOnly: false,
      });
    } finally {
      await pinned.close();
    }
  });

  it('takes https from the proxy when TRUST_PROXY is set, and keeps addresses the roster gives', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORTSIDE_ENVIRONMENT: 'BBB',
      TRUST_PROXY: 'true',
    });
    const pinned = await buildApp({ config, database: t.database });
    try {
      const res = await pinned.inject({
        url: '/environment.json',
        headers: { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bravo.example' },
      });
      expect(res.json()).toMatchObject({
        apiUrl: 'https://bravo.example',
        stompUrl: 'wss://bravo.example/ws',
      });
      await t.db
        .update(environments)
        .set({ apiUrl: 'https://api.bravo.example', stompUrl: 'wss://chat.bravo.example/stomp' })
        .where(eq(environments.code, 'BBB'));
      const given = await pinned.inject({ url: '/environment.json' });
      expect(given.json()).toMatchObject({
        apiUrl: 'https://api.bravo.example',
        stompUrl: 'wss://chat.bravo.example/stomp',
      });
    } finally {
      await t.db.update(environments).set({ apiUrl: '', stompUrl: '' }).where(eq(environments.code, 'BBB'));
      await pinned.close();
    }
  });
});

describe('GET /v1/environments', () => {
  it('lists every environment with name, code and domain only, signed out', async () => {
    const res = await t.app.inject({ url: '/v1/environments' });
    expect(res.statusCode).toBe(200);
    const { environments } = res.json();
    expect(environments.map((e: { code: string }) => e.code)).toEqual(['AAA', 'BBB', 'CAR', 'NOP']);
    for (const e of environments) expect(Object.keys(e).sort()).toEqual(['code', 'domain', 'name']);
  });
});

describe('GET /v1/tenant/organization/{code}', () => {
  it('answers the organisation with its modules', async () => {
    const res = await t.app.inject({ url: '/v1/tenant/organization/CAR' });
    expect(res.json()).toEqual({
      name: 'Carrier Co',
      modules_enabled: { callingcards: true, omnichannel: false, pbx: false, user: false },
    });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/v1/tenant/organization/ZZZ' })).json()).toEqual({
      error: 'Unknown environment.',
    });
    const bad = await t.app.inject({ url: '/v1/tenant/organization/cpl' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Field 'code' must be/);
  });
});
