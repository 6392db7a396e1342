/**
 * The machine-route seam (config.apiToken): a token as Bearer, query or body apiToken authenticates the
 * call and fixes its environment; a missing, unknown or revoked one is a 401 with a sentence; a session is
 * never enough; another environment's domain is refused; writes are audited as the token; the last use
 * is written at most once a minute; the token never reaches a handler or the log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../app.ts';
import { loggerOptions } from '../../platform/logger.ts';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/schema.ts';
import { contacts } from '../directory/schema.ts';
import { apiTokenCaller, TOKEN_SENTENCES } from './guard.ts';
import { apiTokens } from './schema.ts';
import { createToken } from './service.ts';

let t: TestApp;
let admin: string;
let alpha: string;
let bravo: string;

const Body = z.object({ name: z.string().min(1) }).strict();

/** Machine routes of the test: what the guard hands a handler, a write, a named domain, a module. */
function apiCaller(app: App): void {
  const machine = { apiToken: true } as const;
  app.get('/v3/test/token/whoami', { config: machine }, async (request) => ({
    domain: request.target?.domain,
    code: request.target?.code,
    token: apiTokenCaller(request).name,
    actor: request.actor,
    query: request.query,
  }));
  app.post('/test_broadcast', { config: machine, schema: { body: Body } }, async (request) => ({
    domain: apiTokenCaller(request).environment.domain,
    body: request.body,
  }));
  app.post('/v3/test/token/contact', { config: machine, schema: { body: Body } }, async (request, reply) => {
    const domain = apiTokenCaller(request).environment.domain;
    await t.db.insert(contacts).values({ domain, contactType: 'guest', contactNameGiven: request.body.name });
    return reply.code(201).send({ ok: true });
  });
  app.get('/v3/test/domain/:domain/token', { config: machine }, async (request) => ({
    domain: request.target?.domain,
  }));
  app.get('/v3/test/token/pbx', { config: { ...machine, module: 'pbx' } }, async () => ({ ok: true }));
}

beforeAll(async () => {
  t = await buildTestApp({ routes: (app) => apiCaller(app) });
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  alpha = (await createToken(t.db, A, null, 'Alpha switch')).token;
  bravo = (await createToken(t.db, B, null, 'Bravo switch')).token;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const whoami = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/v3/test/token/whoami${query}`, headers });

describe('a good token', () => {
  it('as Bearer acts on its environment and names the token', async () => {
    const res = await whoami(bearer(alpha));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: A, code: 'AAA', token: 'Alpha switch', actor: null, query: {} });
    expect((await whoami(bearer(bravo))).json()).toMatchObject({ domain: B, token: 'Bravo switch' });
  });

  it('as apiToken in the query string, taken out before the handler sees the query', async () => {
    const res = await whoami({}, `?apiToken=${alpha}&group_number=18000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain: A, query: { group_number: '18000' } });
  });

  it('as apiToken in a JSON body, outside /v3 too, taken out before the strict body schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test_broadcast',
      payload: { name: 'Deck 5', apiToken: bravo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: B, body: { name: 'Deck 5' } });
  });

  it('writes in a transaction audited as the token, never as a session it also carries', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/test/token/contact',
      headers: { ...bearer(alpha), cookie: admin },
      payload: { name: 'Made by a machine' },
    });
    expect(res.statusCode).toBe(201);
    const [contact] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.contactNameGiven, 'Made by a machine'));
    expect(contact?.domain).toBe(A);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, contact?.contactUuid ?? ''));
    const [token] = await t.db.select().from(apiTokens).where(eq(apiTokens.name, 'Alpha switch'));
    expect(row).toMatchObject({
      action: 'create',
      entity: 'contacts',
      domain: A,
      actorKind: 'token',
      actorId: token?.id,
      actorName: 'Alpha switch',
      detail: 'POST /v3/test/token/contact',
    });
  });
});

describe('a refused token', () => {
  it('answers 401 with a sentence and a Bearer challenge when none is sent, even with a session', async () => {
    for (const headers of [{}, { cookie: admin }] as Record<string, string>[]) {
      const res = await whoami(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: TOKEN_SENTENCES.missing });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="portside"');
    }
  });

  it('answers 401 for another scheme, an unknown token and a malformed one', async () => {
    const basic = await whoami({ authorization: 'Basic YWRtaW46cGFzcw==' });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ error: TOKEN_SENTENCES.scheme });
    for (const token of [`pst_${'A'.repeat(43)}`, 'not-a-token', alpha.slice(0, -1)]) {
      const res = await whoami(bearer(token));
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ error: TOKEN_SENTENCES.unknown });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="portside", error="invalid_token"');
    }
  });

  it('stops a token the moment it is revoked in the console', async () => {
    const { token } = await createToken(t.db, A, null, 'Short lived');
    expect((await whoami(bearer(token))).statusCode).toBe(200);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.name, 'Short lived'));
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/v3/tenant/domain/${A}/apitoken/${row?.id}`,
      headers: { cookie: admin },
    });
    expect(revoke.statusCode).toBe(200);
    const res = await whoami(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: TOKEN_SENTENCES.revoked });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/test_broadcast',
      payload: { name: 'x', apiToken: token },
    });
    expect(inBody.statusCode).toBe(401);
  });

  it('authenticates before validating, so a caller without a token learns nothing of the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test_broadcast', payload: { wrong: 1 } });
    expect(res.statusCode).toBe(401);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/test_broadcast',
      payload: { wrong: 1, apiToken: alpha },
    });
    expect(withToken.statusCode).toBe(400);
  });
});

describe("another environment's token", () => {
  it('cannot act on a domain the route names (403), and its writes land in its own environment', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/v3/test/domain/${B}/token`,
      headers: bearer(bravo),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v3/test/domain/${A}/token`,
      headers: bearer(bravo),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'This API token acts only on Bravo (b.test), not on a.test.' });
    const viaQuery = await whoami(bearer(bravo), `?domain=${A}`);
    expect(viaQuery.statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: '/v3/test/token/contact',
      headers: bearer(bravo),
      payload: { name: 'Bravo machine' },
    });
    const made = await t.db.select().from(contacts).where(eq(contacts.contactNameGiven, 'Bravo machine'));
    expect(made.map((c) => c.domain)).toEqual([B]);
  });

  it('is refused a route of a module its organisation has off (403)', async () => {
    const { token } = await createToken(t.db, NOPBX, null, 'No PBX here');
    const res = await t.app.inject({ method: 'GET', url: '/v3/test/token/pbx', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'The PBX module is not enabled for your organisation.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/test/token/pbx', headers: bearer(alpha) })).statusCode,
    ).toBe(200);
  });
});

describe('the last use', () => {
  it('is written at the first call and then at most once a minute, each with a token_used event', async () => {
    const created = await createToken(t.db, A, null, 'Busy client');
    const read = async () => (await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0];
    const events = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'token_used')))
      ).length;
    expect((await read())?.lastUsedAt).toBeNull();
    await whoami(bearer(created.token));
    const first = (await read())?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    for (let i = 0; i < 3; i++) await whoami(bearer(created.token));
    expect((await read())?.lastUsedAt).toEqual(first);
    expect(await events()).toBe(1);
    // Two minutes later (the clock moved back in the row, and on forward in the server, so the token's
    // few seconds in memory are over too), the next call writes it again.
    await t.db.execute(
      sql`update api_tokens set last_used_at = now() - interval '2 minutes' where id = ${created.id}`,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      await whoami(bearer(created.token));
    } finally {
      vi.useRealTimers();
    }
    expect((await read())?.lastUsedAt?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
    expect(await events()).toBe(2);
    const [event] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'token_used'));
    expect(event).toMatchObject({ actorKind: 'token', entity: 'api_tokens', domain: A });
  });
});

describe('declaring a machine route', () => {
  it('is listed as such in the route table', () => {
    const entry = t.app.routeTable.find((r) => r.url === '/v3/test/token/whoami');
    expect(entry).toMatchObject({ apiToken: true, public: false, permission: undefined });
  });

  it('refuses apiToken together with a permission when the app is built', async () => {
    const bad = await buildTestApp({
      routes: (app) => {
        app.get('/v3/test/both', { config: { apiToken: true, permission: 'pbx.read' } }, async () => ({}));
      },
    }).catch((e: Error) => e);
    expect(bad).toBeInstanceOf(Error);
    expect((bad as Error).message).toMatch(
      /GET \/v3\/test\/both declares apiToken with public or a permission/,
    );
  });
});

describe('the log', () => {
  it('never carries a token sent in the query string or the Authorization header', async () => {
    const lines: string[] = [];
    const config = { ...t.config, LOG_LEVEL: 'trace' as const };
    const logged = await buildApp({
      config,
      database: t.database,
      logger: { ...(loggerOptions(config) as object), stream: { write: (l: string) => lines.push(l) } },
    });
    apiCaller(logged);
    try {
      await logged.inject({ method: 'GET', url: `/v3/test/token/whoami?apiToken=${alpha}&x=1` });
      await logged.inject({ method: 'GET', url: '/v3/test/token/whoami', headers: bearer(bravo) });
      const log = lines.join('');
      expect(log).toContain('/v3/test/token/whoami?apiToken=[redacted]&x=1');
      expect(log).not.toContain(alpha);
      expect(log).not.toContain(bravo);
    } finally {
      await logged.close();
    }
  });
});
