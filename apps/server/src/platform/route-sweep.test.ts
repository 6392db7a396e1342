/**
 * The route sweep (issue 10 item 8): every API route, as registered, called as each role and as an
 * extension session, must answer what the permission table (contract access.ts) says: 403 with a
 * sentence when the role may not use it, and nothing in the database changed; anything but 401/403 when
 * it may. Generated from the app's own route table, so a new route is covered without a new test.
 */
import { can, type Role } from '@portside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helper.ts';
import { OWN_EXTENSION, PARAM_VALUES, routePath } from '../test/route-paths.ts';
import type { RouteEntry } from './access.ts';
import { createSession, SESSION_COOKIE } from './session.ts';

let t: TestApp;
const cookies = new Map<Role, string>();
const urlOf = (route: RouteEntry) => `${routePath(route)}?domain=${A}`;

/** What the table says this role may do on this route. */
function allowed(role: Role, route: RouteEntry): boolean {
  if (route.permission === 'signed-in') return true;
  if (role === 'extension' && route.selfParam && PARAM_VALUES[route.selfParam] === OWN_EXTENSION) return true;
  return route.permission !== undefined && can(role, route.permission);
}

/** A fingerprint of every table a request could write (sign-in bookkeeping and the audit log aside). */
async function digest(): Promise<string> {
  const tables = await t.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const skip = new Set(['sessions', 'attempt_counters', 'security_codes', 'mail_outbox', 'audit_log']);
  const parts: string[] = [];
  for (const { tablename } of (tables as unknown as { rows: Array<{ tablename: string }> }).rows) {
    if (skip.has(tablename)) continue;
    const res = await t.db.execute<{ h: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${tablename}" x`,
      ),
    );
    parts.push(`${tablename}:${(res as unknown as { rows: Array<{ h: string }> }).rows[0]?.h}`);
  }
  return parts.join('\n');
}

const call = (route: RouteEntry, cookie: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: { cookie },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

beforeAll(async () => {
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '100' } });
  await insertFixtures(t.db);
  const users: Array<[Role, string]> = [
    ['org_admin', 'orgadmin'],
    ['ship_admin', 'officer'],
    ['operator', 'operator'],
    ['billing_clerk', 'clerk'],
    ['auditor', 'auditor'],
  ];
  for (const [role, username] of users) cookies.set(role, await signIn(t.app, A, username, PASSWORD));
  const token = await createSession(t.db, { kind: 'extension', extension: OWN_EXTENSION, domain: A });
  cookies.set('extension', `${SESSION_COOKIE}=${token}`);
});
afterAll(() => t.close());

describe('route sweep', () => {
  it('covers every API route, and each declares a permission or is public', () => {
    // Machine routes take an API token instead (modules/tokens/guard.test.ts).
    const guarded = t.app.routeTable.filter((r) => !r.public && !r.apiToken);
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses a route without a permission when the app is built', async () => {
    const bad = await buildTestApp({
      routes: (app) => {
        app.get('/v3/undeclared', async () => ({ ok: 1 }));
      },
    }).catch((e: Error) => e);
    expect(bad).toBeInstanceOf(Error);
    expect((bad as Error).message).toMatch(/GET \/v3\/undeclared declares no permission/);
  });

  it('answers 403 with a sentence to every role the table refuses, and changes nothing', async () => {
    const before = await digest();
    let refused = 0;
    for (const [role, cookie] of cookies) {
      for (const route of t.app.routeTable) {
        if (route.public || route.apiToken || allowed(role, route)) continue;
        const res = await call(route, cookie);
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBe(403);
        expect(res.json().error).toMatch(/\.$/);
        refused++;
      }
    }
    // Every role but the administrators is refused something.
    expect(refused).toBeGreaterThan(100);
    expect(await digest()).toBe(before);
  });

  it('lets every role use what the table allows (no 401 or 403)', async () => {
    for (const [role, cookie] of cookies) {
      for (const route of t.app.routeTable) {
        if (route.public || route.apiToken || !allowed(role, route)) continue;
        const res = await call(route, cookie);
        expect([401, 403], `${role} ${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });
});
