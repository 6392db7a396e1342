/** The platform as a client sees it: health, docs, error shapes, security headers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { A, insertFixtures } from './test/fixtures.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    routes: (app) => {
      app.get('/v1/test/boom', { config: { public: true } }, async () => {
        throw new Error('secret internal detail');
      });
      app.post(
        '/v1/test/echo',
        {
          config: { public: true },
          schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) },
        },
        async (req) => req.body,
      );
    },
  });
  await insertFixtures(t.db);
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers status and database kind as JSON', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('accepts application/hal+json in Accept', async () => {
    const res = await t.app.inject({ url: '/v1/environments', headers: { accept: 'application/hal+json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().environments.length).toBeGreaterThan(0);
  });

  it('sends security headers with a CSP that allows the console', async () => {
    const res = await t.app.inject({ url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/docs', () => {
  it('serves the UI and an OpenAPI document generated from the route schemas', async () => {
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/v2/account/domain/{domain}/auth/validate'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/v3/utils/statistics'].get.parameters[0].name).toBe('domain');
    expect(doc.paths['/docs/json']).toBeUndefined();
    // A hook registered after the docs' adds the API token's security: the document is made at the first
    // request (platform/docs.ts), so it has it.
    expect(doc.paths['/v3/callingcard/authorize'].post.security).toEqual([{ apiToken: [] }]);
    const css = await t.app.inject({ url: '/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body.length).toBeGreaterThan(10_000);
    expect((await t.app.inject({ method: 'HEAD', url: '/docs/json' })).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and a sentence', async () => {
    const res = await t.app.inject({ url: '/v3/nothing/here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: "The system is unable to find the requested action '/v3/nothing/here'.",
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/account/domain/${A}/auth/validate`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('names the field of a wrong type, a missing field and an empty string', async () => {
    const send = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/v1/test/echo', payload: payload as object });
    expect((await send({ name: 'x', count: 'three' })).json()).toEqual({
      error: "Field 'count' must be a number.",
    });
    expect((await send({ name: 'x' })).json()).toEqual({ error: "Field 'count' is required." });
    const empty = await send({ name: '', count: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: "Field 'name' must not be empty." });
    expect((await send({ name: 'x', count: 1.5 })).json()).toEqual({
      error: "Field 'count' must be a whole number.",
    });
  });

  it('answers a request without a body with 400 naming the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/test/echo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^The request body/);
  });

  it('hides internals of a failure behind a 500 sentence', async () => {
    const res = await t.app.inject({ url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Unable to process request.' });
  });
});
