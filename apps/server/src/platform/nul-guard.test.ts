/**
 * NUL characters (issue 10 item 7): every API route, public ones included, answers 400 naming the field
 * for a NUL in a body string, the query or a path parameter, never 500. Generated from the route table,
 * so a new route is covered without a new test; the body field is a string field of the route's own
 * schema (read from the OpenAPI document), so the NUL travels where a real client would put it.
 */
import { can } from '@portside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../modules/tokens/service.ts';
import { A, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helper.ts';
import { OWN_EXTENSION, routePath } from '../test/route-paths.ts';
import type { RouteEntry } from './access.ts';
import { findNul } from './nul-guard.ts';
import { createSession, SESSION_COOKIE } from './session.ts';

let t: TestApp;
let admin: string;
let extension: string;
let apiToken: string;

/** A session the route lets through its guard: the organisation administrator, or an extension for self-service. */
const cookieFor = (route: RouteEntry) =>
  route.permission && route.permission !== 'signed-in' && !can('org_admin', route.permission)
    ? extension
    : admin;

/** What lets a route's caller in: nothing (public), an API token (a machine route), or a session. */
const credentialsFor = (route: RouteEntry): Record<string, string> =>
  route.public ? {} : route.apiToken ? { authorization: `Bearer ${apiToken}` } : { cookie: cookieFor(route) };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The first top-level string field of a body schema, or a made-up one when it names none. */
function stringField(schema: JsonSchema | undefined): string {
  if (!schema) return 'note';
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const types = [prop.type, ...(prop.anyOf ?? prop.oneOf ?? []).map((p) => p.type)].flat();
    if (types.includes('string')) return name;
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const name = stringField(part);
    if (name !== 'note') return name;
  }
  return 'note';
}

function bodySchema(doc: OpenApi, route: RouteEntry): JsonSchema | undefined {
  const op = doc.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  return op?.requestBody?.content?.['application/json']?.schema;
}

const withBody = (route: RouteEntry) => !['GET', 'DELETE'].includes(route.method);

beforeAll(async () => {
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '100' } });
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'orgadmin', PASSWORD);
  const token = await createSession(t.db, { kind: 'extension', extension: OWN_EXTENSION, domain: A });
  extension = `${SESSION_COOKIE}=${token}`;
  apiToken = (await createToken(t.db, A, null, 'NUL sweep')).token;
});
afterAll(() => t.close());

describe('findNul', () => {
  it('names the dotted path of the string holding a NUL', () => {
    expect(findNul({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(findNul('x\u0000')).toBe('');
    expect(findNul({ a: 1, b: null, c: 'fine' })).toBeUndefined();
    expect(findNul({ 'k\u0000': 1 })).toBe('k\\0');
  });
});

interface OpenApi {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

describe('a NUL character on every route', () => {
  it('in a body string field is a 400 naming the field', async () => {
    let checked = 0;
    let ownFields = 0;
    const doc = (await t.app.openApiDocument()) as OpenApi;
    for (const route of t.app.routeTable.filter(withBody)) {
      const field = stringField(bodySchema(doc, route));
      if (field !== 'note') ownFields++;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: `${routePath(route)}?domain=${A}`,
        headers: credentialsFor(route),
        payload: { [field]: 'a\u0000b' },
      });
      const where = `${route.method} ${route.url}: ${res.body}`;
      expect(res.statusCode, where).toBe(400);
      expect(res.json().error, where).toBe(`Field '${field}' must not contain a NUL character.`);
      checked++;
    }
    expect(checked).toBeGreaterThan(25);
    // Most bodies have a string field of their own (a few take only numbers or nothing).
    expect(ownFields).toBeGreaterThan(checked / 2);
  });

  it('in the query string is a 400 naming the parameter, before any lookup of the domain', async () => {
    for (const route of t.app.routeTable) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${routePath(route)}?domain=${A}%00`,
        headers: credentialsFor(route),
        ...(withBody(route) ? { payload: {} } : {}),
      });
      const where = `${route.method} ${route.url}: ${res.body}`;
      expect(res.statusCode, where).toBe(400);
      expect(res.json().error, where).toBe("Field 'domain' must not contain a NUL character.");
    }
  });

  it('in a path parameter is a 400 naming it, signed in or not', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.includes(':'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const name = /:(\w+)/.exec(route.url)?.[1] ?? '';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: routePath(route, [name, 'x%00y']),
        ...(withBody(route) ? { payload: {} } : {}),
      });
      const where = `${route.method} ${route.url}: ${res.body}`;
      expect(res.statusCode, where).toBe(400);
      expect(res.json().error, where).toBe(`Field '${name}' must not contain a NUL character.`);
    }
  });

  it('answers the anonymous sign-in and the inquiry form with 400, not 500', async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: `/v2/account/domain/${A}/auth/validate`,
      payload: { username: 'admin\u0000', password: PASSWORD },
    });
    expect(signin.statusCode).toBe(400);
    expect(signin.json().error).toBe("Field 'username' must not contain a NUL character.");
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/v1/inquiry',
      payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello\u0000there' },
    });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json().error).toBe("Field 'message' must not contain a NUL character.");
  });
});
