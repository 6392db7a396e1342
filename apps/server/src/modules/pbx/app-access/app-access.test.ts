/** GET/POST /v1/appaccess and DELETE /v1/appaccess/{id}; deleting an entry stops PIN login. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD, PURSER } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { appAccess, extensions } from '../schema.ts';

let t: TestApp;
let admin: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(extensions).values([
    { domain: A, extension: '2200', passwordEncrypted: 'x' },
    { domain: A, extension: '99982300', passwordEncrypted: 'x' },
  ]);
  await t.db.insert(appAccess).values({ domain: B, extension: '99984000@b.test', email: 'bridge@b.test' });
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('app access list', () => {
  it("lists the current environment's entries with the total", async () => {
    const res = await inject('GET', '/v1/appaccess?page=1&pagesize=1', officer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.securityCodes).toHaveLength(1);
    expect(body.securityCodes[0]).toEqual({
      id: expect.any(Number),
      extension: expect.stringMatching(/@a\.test$/),
      preference: 'email',
      email: expect.any(String),
      status: 1,
      creationdate: expect.any(String),
    });
  });

  it('lists a granted domain with ?domain= and refuses others', async () => {
    expect((await inject('GET', `/v1/appaccess?domain=${B}`, admin)).json().total).toBe(1);
    expect((await inject('GET', `/v1/appaccess?domain=${B}`, officer)).statusCode).toBe(403);
    expect((await inject('GET', '/v1/appaccess', '')).statusCode).toBe(401);
    expect((await inject('GET', '/v1/appaccess?page=0', officer)).json()).toEqual({
      error: "Field 'page' must be at least 1.",
    });
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', '/v1/appaccess', noPbx)).statusCode).toBe(403);
  });

  it('exports the chosen columns as appaccess-<code>-<date>.csv', async () => {
    const res = await inject('GET', '/v1/appaccess?format=csv&columns=extension,email', officer);
    expect(res.headers['content-disposition']).toMatch(/filename="appaccess-AAA-\d{8}\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('extension,email');
    expect(lines).toContain(`99982101@a.test,${PURSER}`);
    expect(lines).toHaveLength(3);
  });
});

describe('app access add', () => {
  it('stores 9998 + number + @ + domain for an extension or its app account', async () => {
    const res = await inject('POST', '/v1/appaccess', officer, { extension: '2200', email: 'desk@a.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      extension: '99982200@a.test',
      email: 'desk@a.test',
      preference: 'email',
    });
    const app = await inject('POST', '/v1/appaccess', officer, { extension: '2300', email: 'crew@a.test' });
    expect(app.json().extension).toBe('99982300@a.test');
  });

  it('reads a number typed with the app prefix as that extension, never prefixing it twice', async () => {
    const twice = await inject('POST', '/v1/appaccess', officer, {
      extension: '99982200',
      email: 'x@a.test',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: `Extension 99982200 already has App Access in domain ${A}.` });
    const missing = await inject('POST', '/v1/appaccess', officer, {
      extension: '99984000',
      email: 'x@a.test',
    });
    expect(missing.json()).toEqual({ error: `Extension 99984000 does not exist for domain ${A}` });
  });

  it("accepts the spec's stored form 9998{ext}@{domain} (as the list exports it) like the bare number", async () => {
    await t.db.insert(extensions).values({ domain: A, extension: '2400', passwordEncrypted: 'x' });
    const stored = await inject('POST', '/v1/appaccess', officer, {
      extension: `99982400@${A}`,
      email: 'stored@a.test',
    });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ extension: `99982400@${A}`, email: 'stored@a.test' });
    // The same entry in the bare form is a duplicate; the domain is read without regard to case.
    const again = await inject('POST', '/v1/appaccess', officer, { extension: '2400', email: 'x@a.test' });
    expect(again.json()).toEqual({ error: `Extension 2400 already has App Access in domain ${A}.` });
    const upper = await inject('POST', '/v1/appaccess', officer, {
      extension: `99982400@${A.toUpperCase()}`,
      email: 'x@a.test',
    });
    expect(upper.statusCode).toBe(409);
  });

  it('refuses the stored form of another domain with a 400 naming the field, and a malformed one', async () => {
    const other = await inject('POST', '/v1/appaccess', officer, {
      extension: `99982200@${B}`,
      email: 'x@a.test',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      error: `Field 'extension' names domain ${B}, but this App Access entry is for ${A}.`,
    });
    const bad = await inject('POST', '/v1/appaccess', officer, { extension: '2200@', email: 'x@a.test' });
    expect(bad.json()).toEqual({
      error: "Field 'extension' must be an extension number or 9998<number>@<domain>.",
    });
  });

  it('answers 409 for a number that is no extension of the domain, and for a duplicate', async () => {
    const missing = await inject('POST', '/v1/appaccess', officer, { extension: '4000', email: 'x@a.test' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ error: `Extension 4000 does not exist for domain ${A}` });
    const twice = await inject('POST', '/v1/appaccess', officer, {
      extension: '2200',
      email: 'again@a.test',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: `Extension 2200 already has App Access in domain ${A}.` });
  });

  it('answers 400 naming the field, 403 for another domain', async () => {
    expect((await inject('POST', '/v1/appaccess', officer, { email: 'x@a.test' })).json()).toEqual({
      error: "Field 'extension' is required.",
    });
    expect(
      (await inject('POST', '/v1/appaccess', officer, { extension: '2200', email: 'nope' })).json(),
    ).toEqual({
      error: "Field 'email' must be an e-mail address.",
    });
    const other = await inject('POST', `/v1/appaccess?domain=${B}`, officer, {
      extension: '4000',
      email: 'x@b.test',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('app access delete', () => {
  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/v1/securitycode/generate',
      payload: { type: 'login', owner: `2101@${A}`, ownerType: 'extension' },
    });

  it('stops PIN login once the entry is deleted', async () => {
    expect((await generate()).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(appAccess)
      .where(eq(appAccess.extension, `99982101@${A}`));
    const res = await inject('DELETE', `/v1/appaccess/${entry?.id}`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await generate();
    expect(after.statusCode).toBe(404);
  });

  it("answers 404 for an unknown id, 403 for another domain's entry, 400 for a bad id", async () => {
    expect((await inject('DELETE', '/v1/appaccess/999999', officer)).json()).toEqual({
      error: 'App Access entry 999999 does not exist.',
    });
    const [bravo] = await t.db.select().from(appAccess).where(eq(appAccess.domain, B));
    expect((await inject('DELETE', `/v1/appaccess/${bravo?.id}`, officer)).statusCode).toBe(403);
    expect((await inject('DELETE', '/v1/appaccess/abc', officer)).statusCode).toBe(400);
    expect((await inject('DELETE', `/v1/appaccess/${bravo?.id}`, '')).statusCode).toBe(401);
  });
});
