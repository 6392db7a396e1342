/**
 * The console's API token routes: list, create (the token answered once, only its hash kept), revoke;
 * scoped to the environments the user may act on, for 'tokens.manage' only, every write audited without
 * the token's value.
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/schema.ts';
import { apiTokens } from './schema.ts';

let t: TestApp;
/** Ship administrator of Alpha, granted Bravo. */
let admin: string;
/** Ship administrator of Alpha only. */
let officer: string;
const cookies = new Map<string, string>();
const path = (domain: string) => `/v3/tenant/domain/${domain}/apitoken`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  for (const name of ['operator', 'clerk', 'auditor'])
    cookies.set(name, await signIn(t.app, A, name, PASSWORD));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const inject = (method: Method, url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function create(name: string, domain = A, cookie = admin) {
  const res = await inject('POST', path(domain), { name }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; token: string; prefix: string; name: string };
}

describe('creating a token', () => {
  it('answers the token once, in clear, and keeps only its SHA-256 and prefix', async () => {
    const res = await inject('POST', path(A), { name: ' Bridge switch ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Bridge switch',
      prefix: body.token.slice(0, 10),
      status: 'active',
      created_at: expect.any(String),
      created_by: 'admin',
      last_used_at: null,
      revoked_at: null,
      token: expect.stringMatching(/^pst_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, body.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(row?.domain).toBe(A);
    expect(JSON.stringify(row)).not.toContain(body.token);
  });

  it('makes a different token each time', async () => {
    const a = await create('Twin one');
    const b = await create('Twin two');
    expect(a.token).not.toBe(b.token);
  });

  it('answers 400 naming the field for a missing, blank or too long name, and stores nothing', async () => {
    const before = (await t.db.select().from(apiTokens)).length;
    expect((await inject('POST', path(A), {})).json()).toEqual({ error: "Field 'name' is required." });
    const blank = await inject('POST', path(A), { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/'name'/);
    const long = await inject('POST', path(A), { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/'name'/);
    expect((await t.db.select().from(apiTokens)).length).toBe(before);
  });

  it('refuses a name an active token of the environment has (any case) with 409', async () => {
    await create('Broadcast feed');
    const res = await inject('POST', path(A), { name: 'broadcast FEED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: "An active API token named 'broadcast FEED' already exists in this environment.",
    });
    // Another environment may use the same name.
    await create('Broadcast feed', B);
  });
});

describe('listing tokens', () => {
  it("lists the environment's tokens newest first, without the token or its hash", async () => {
    const res = await inject('GET', path(A));
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    const names = (
      await t.db.select().from(apiTokens).where(eq(apiTokens.domain, A)).orderBy(asc(apiTokens.createdAt))
    )
      .map((r) => r.name)
      .reverse();
    expect(data.map((d: { name: string }) => d.name)).toEqual(names);
    expect(total).toBe(names.length);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(
        ['created_at', 'created_by', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at', 'status'].sort(),
      );
    }
    const hashes = (await t.db.select().from(apiTokens)).map((r) => r.tokenHash);
    for (const hash of hashes) expect(res.body).not.toContain(hash);
  });

  it("never shows another environment's tokens, and searches in the name and the prefix", async () => {
    const bravo = await inject('GET', path(B));
    expect(bravo.json().data.map((d: { name: string }) => d.name)).toEqual(['Broadcast feed']);
    const byName = await inject('GET', `${path(A)}?search=twin`);
    expect(
      byName
        .json()
        .data.map((d: { name: string }) => d.name)
        .sort(),
    ).toEqual(['Twin one', 'Twin two']);
    const one = await create('Prefix probe');
    const byPrefix = await inject('GET', `${path(A)}?search=${encodeURIComponent(one.prefix)}`);
    expect(byPrefix.json().data.map((d: { id: string }) => d.id)).toEqual([one.id]);
  });

  it('pages with pagesize, and answers 400 naming a bad page', async () => {
    const res = await inject('GET', `${path(A)}?pagesize=2&page=2`);
    expect(res.json().data).toHaveLength(2);
    const bad = await inject('GET', `${path(A)}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/'page'/);
  });
});

describe('revoking a token', () => {
  it('marks it revoked (kept in the list), frees its name, and answers 409 a second time', async () => {
    const token = await create('Old switch');
    const res = await inject('DELETE', `${path(A)}/${token.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: token.id, status: 'revoked', revoked_at: expect.any(String) });
    expect(res.json().token).toBeUndefined();
    const listed = (await inject('GET', path(A))).json().data.find((d: { id: string }) => d.id === token.id);
    expect(listed.status).toBe('revoked');
    await create('Old switch');
    const again = await inject('DELETE', `${path(A)}/${token.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "The API token 'Old switch' is already revoked." });
  });

  it("answers 404 for an unknown id or another environment's token, and 400 for a malformed id", async () => {
    const unknown = await inject('DELETE', `${path(A)}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/does not exist in domain a\.test\./);
    const bravo = await create('Bravo only', B);
    expect((await inject('DELETE', `${path(A)}/${bravo.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, bravo.id));
    expect(row?.revokedAt).toBeNull();
    const bad = await inject('DELETE', `${path(A)}/7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/'id'/);
  });
});

describe('who may manage tokens', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', path(A)],
      ['POST', path(A)],
      ['DELETE', `${path(A)}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const res = await inject(method, url, method === 'POST' ? { name: 'Nobody' } : undefined, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/\.$/);
    }
  });

  it('refuses operators, billing clerks and auditors (403) and changes nothing', async () => {
    const target = await create('Guarded');
    const before = await t.db.select().from(apiTokens);
    for (const [name, cookie] of cookies) {
      for (const [method, url, payload] of [
        ['GET', path(A), undefined],
        ['POST', path(A), { name: `By ${name}` }],
        ['DELETE', `${path(A)}/${target.id}`, undefined],
      ] as const) {
        const res = await inject(method, url, payload, cookie);
        expect(res.statusCode, `${name} ${method}`).toBe(403);
        expect(res.json().error).toMatch(/may not manage API tokens\.$/);
      }
    }
    expect(await t.db.select().from(apiTokens)).toEqual(before);
  });

  it('refuses an environment the user may not act on (403), and an unknown one (404)', async () => {
    const before = (await t.db.select().from(apiTokens)).length;
    expect((await inject('GET', path(B), undefined, officer)).statusCode).toBe(403);
    const res = await inject('POST', path(B), { name: 'Not mine' }, officer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You do not have access to domain b.test.');
    const bravo = (await inject('GET', path(B))).json().data[0];
    expect((await inject('DELETE', `${path(B)}/${bravo.id}`, undefined, officer)).statusCode).toBe(403);
    expect((await inject('GET', path('nowhere.test'))).statusCode).toBe(404);
    expect((await t.db.select().from(apiTokens)).length).toBe(before);
  });
});

describe('the audit trail', () => {
  it('records create and revoke as the user, with field names only and never the token or its hash', async () => {
    const token = await create('Audited');
    await inject('DELETE', `${path(A)}/${token.id}`);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, token.id))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.entity, r.actorName, r.domain])).toEqual([
      ['create', 'api_tokens', 'admin', A],
      ['update', 'api_tokens', 'admin', A],
    ]);
    expect(rows[1]?.fields).toEqual(['revoked_at']);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    const everything = await t.db.execute(sql`select string_agg(a::text, ' ') as all from audit_log a`);
    const text = String((everything as unknown as { rows: Array<{ all: string }> }).rows[0]?.all);
    expect(text).toContain(token.id);
    expect(text).not.toContain(token.token);
    expect(text).not.toContain(row?.tokenHash);
  });
});
