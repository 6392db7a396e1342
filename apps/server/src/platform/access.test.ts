/** The API guard: session required, domain access, module switches and the carrier environment. */
import { Domain } from '@portside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations } from '../modules/tenancy/schema.ts';
import { A, B, CAR, insertFixtures, NOPBX, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helper.ts';

let t: TestApp;
let admin: string;
let officer: string;
let carrier: string;
let nopbx: string;

beforeAll(async () => {
  // Module-guarded routes of later issues do not exist yet: these stand in for them.
  t = await buildTestApp({
    env: { SIGNIN_LIMIT_PER_IP: '100' },
    routes: (app) => {
      const params = z.object({ domain: Domain });
      app.get(
        '/v3/test/pbx/domain/:domain',
        { config: { module: 'pbx', permission: 'pbx.read' }, schema: { params } },
        async () => ({
          ok: 1,
        }),
      );
      app.get(
        '/v3/test/cards/domain/:domain',
        { config: { module: 'callingcards', permission: 'callingcards.read' }, schema: { params } },
        async () => ({ ok: 1 }),
      );
      app.get(
        '/v3/test/chat',
        { config: { module: 'omnichannel', permission: 'messaging.read' } },
        async () => ({ ok: 1 }),
      );
    },
  });
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
  nopbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('API guard', () => {
  it('answers 401 on every API route without a session', async () => {
    for (const url of [`/v3/test/pbx/domain/${A}`, '/v3/test/chat', `/v3/utils/statistics?domain=${A}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Not signed in.' });
    }
  });

  it('lets a user act on their own and granted domains only', async () => {
    expect((await get(`/v3/test/pbx/domain/${A}`, admin)).statusCode).toBe(200);
    expect((await get(`/v3/test/pbx/domain/${B}`, admin)).statusCode).toBe(200);
    const res = await get(`/v3/test/pbx/domain/${B}`, officer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: `You do not have access to domain ${B}.` });
  });

  it('answers 404 for a domain no environment has', async () => {
    const res = await get('/v3/test/pbx/domain/nowhere.test', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Unknown domain nowhere.test.' });
  });

  it('keeps organisations apart: the carrier sees nothing of the cruise line', async () => {
    expect((await get(`/v3/test/cards/domain/${A}`, carrier)).statusCode).toBe(403);
    expect((await get(`/v3/test/cards/domain/${CAR}`, carrier)).statusCode).toBe(200);
    expect((await get(`/v3/test/cards/domain/${CAR}`, admin)).statusCode).toBe(403);
  });

  it('refuses a module the organisation has switched off', async () => {
    const res = await get(`/v3/test/pbx/domain/${NOPBX}`, nopbx);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'The PBX module is not enabled for your organisation.' });
    expect((await get(`/v3/test/cards/domain/${NOPBX}`, nopbx)).statusCode).toBe(200);
  });

  it('refuses PBX and omnichannel to the carrier environment, with the module named', async () => {
    const pbx = await get(`/v3/test/pbx/domain/${CAR}`, carrier);
    expect(pbx.statusCode).toBe(403);
    expect(pbx.json()).toEqual({ error: 'The PBX module is not enabled for your organisation.' });
    const chat = await get('/v3/test/chat', carrier);
    expect(chat.json()).toEqual({ error: 'The Omnichannel module is not enabled for your organisation.' });
  });

  it('refuses PBX in the carrier environment even when its organisation has the module', async () => {
    const all = { callingcards: true, omnichannel: true, pbx: true, user: true };
    await t.db.update(organizations).set({ modulesEnabled: all }).where(eq(organizations.code, 'carrier'));
    try {
      const res = await get(`/v3/test/pbx/domain/${CAR}`, carrier);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'The PBX module is not available in the Carrier environment.' });
      expect((await get(`/v3/test/cards/domain/${CAR}`, carrier)).statusCode).toBe(200);
    } finally {
      const off = { ...all, omnichannel: false, pbx: false, user: false };
      await t.db.update(organizations).set({ modulesEnabled: off }).where(eq(organizations.code, 'carrier'));
    }
  });

  it('judges the matched route, so odd spellings of an API path are not a way around it', async () => {
    expect((await get(`//v3/test/pbx/domain/${A}`)).statusCode).toBe(404);
    expect((await get(`/v3/test/pbx/domain/${A}?x=/health`)).statusCode).toBe(401);
  });
});
