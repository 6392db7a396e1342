/** The Users screen's endpoints: list (search, filters, order, export), create and update; sign-in keeps working. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { extensions } from '../pbx/schema.ts';
import { userExtensions, users } from './schema.ts';

let t: TestApp;
let officer: string;
const base = `/v3/pbx/domain/${A}/user`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  // The purser holds extension 2101 (caller name 'Purser').
  const [purser] = await t.db
    .insert(users)
    .values({
      domain: A,
      username: 'purser',
      passwordHash: 'x',
      email: 'purser@a.test',
      contactNameGiven: 'Pia Purser',
    })
    .returning();
  const [ext] = await t.db.select().from(extensions).where(eq(extensions.extension, '2101'));
  await t.db.insert(userExtensions).values({ userUuid: purser!.userUuid, extensionUuid: ext!.extensionUuid });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, cookie = officer, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('user list', () => {
  it('lists the domain users newest first with the total, never a password hash', async () => {
    const res = await inject('GET', `${base}?page=1&pagesize=2&withExtraInfo=true`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(8);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      user_uuid: expect.any(String),
      username: 'purser',
      user_email: 'purser@a.test',
      user_enabled: 'true',
      role: 'operator',
      grants: [],
      contact: { contact_name_given: 'Pia Purser' },
      insert_date: expect.any(String),
      extensions: ['2101'],
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const oldest = (await inject('GET', `${base}?order=ASC&pagesize=1`)).json();
    // The fixture users were inserted together (one insert_date): any of them comes first.
    expect(['admin', 'officer', 'disabled', 'orgadmin', 'operator', 'clerk', 'auditor']).toContain(
      oldest.data[0].username,
    );
    expect(oldest.data[0].extensions).toBeUndefined();
  });

  it('searches name, user name and e-mail, and filters by the extensions users hold', async () => {
    const names = async (query: string) =>
      (await inject('GET', `${base}?${query}`)).json().data.map((u: { username: string }) => u.username);
    expect(await names('search=pia')).toEqual(['purser']);
    expect(await names('search=OFFICER@A')).toEqual(['officer']);
    expect(await names('extension=210')).toEqual(['purser']);
    expect(await names('effective_caller_id_name=purs')).toEqual(['purser']);
    expect(await names('description=1%2C2%2C3')).toEqual([]);
    expect(await names('search=%25')).toEqual([]);
  });

  it('answers 400 naming the field, 401 signed out, 403 for another domain or without the PBX module', async () => {
    expect((await inject('GET', `${base}?page=0`)).json()).toEqual({
      error: "Field 'page' must be at least 1.",
    });
    expect((await inject('GET', `${base}?order=UP`)).statusCode).toBe(400);
    expect((await inject('GET', `${base}?orderby=password`)).statusCode).toBe(400);
    expect((await inject('GET', base, '')).statusCode).toBe(401);
    expect((await inject('GET', `/v3/pbx/domain/${B}/user`)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', `/v3/pbx/domain/${NOPBX}/user`, noPbx)).statusCode).toBe(403);
  });

  it('exports the chosen columns as users-<code>-<date>.csv with the same search', async () => {
    const res = await inject(
      'GET',
      `${base}?format=csv&columns=username,contact_name_given,extensions&search=pur`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="users-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'username,contact_name_given,extensions',
      'purser,Pia Purser,2101',
    ]);
    expect((await inject('GET', `${base}?format=csv&columns=password_hash`)).statusCode).toBe(400);
  });
});

describe('user create and update', () => {
  const create = (body: object) => inject('POST', base, officer, body);
  const valid = {
    username: 'chef',
    password: 'galley-secret',
    user_email: 'chef@a.test',
    contactInfo: { contact_name_given: 'Carla Chef' },
  };

  it('creates a user who can then sign in with the password', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'chef', contact: { contact_name_given: 'Carla Chef' } });
    expect(res.body).not.toMatch(/galley-secret|argon2/);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'chef'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(signIn(t.app, A, 'chef', 'galley-secret')).resolves.toMatch(/portside_session=/);
  });

  it('answers 401 signed out and 403 for a domain not granted', async () => {
    expect((await inject('POST', base, '', valid)).statusCode).toBe(401);
    expect((await inject('POST', `/v3/pbx/domain/${B}/user`, officer, valid)).statusCode).toBe(403);
  });

  it('answers 409 for a user name taken in the domain (another domain may use it)', async () => {
    const res = await create({ ...valid, username: 'officer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: `User officer already exists in domain ${A}.` });
    // Bravo may have its own chef: the admin is granted Bravo.
    const admin = await signIn(t.app, A, 'admin', PASSWORD);
    const bravo = await inject('POST', `/v3/pbx/domain/${B}/user`, admin, valid);
    expect(bravo.statusCode).toBe(201);
  });

  it('answers 400 naming the missing or bad field and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, username: undefined }, "Field 'username' is required."],
      [{ ...valid, username: 'two words' }, "Field 'username' must not contain spaces."],
      [{ ...valid, password: '' }, "Field 'password' must be at least 10 characters long."],
      [{ ...valid, user_email: 'nope' }, "Field 'user_email' must be an e-mail address."],
      [
        { ...valid, contactInfo: { contact_name_given: ' ' } },
        "Field 'contactInfo.contact_name_given' must not be empty.",
      ],
      [{ ...valid, contactInfo: undefined }, "Field 'contactInfo' is required."],
    ];
    for (const [body, error] of cases) {
      const res = await create({ ...body, username: (body as { username?: string }).username ?? undefined });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const rows = await t.db.select().from(users).where(eq(users.domain, A));
    expect(rows.map((r) => r.username).sort()).toEqual([
      'admin',
      'auditor',
      'chef',
      'clerk',
      'disabled',
      'officer',
      'operator',
      'orgadmin',
      'purser',
    ]);
  });

  it('updates name, e-mail and user name; a password only when sent, hashed', async () => {
    const chef = (await inject('GET', `${base}?search=chef`)).json().data[0];
    const before = (await t.db.select().from(users).where(eq(users.userUuid, chef.user_uuid)))[0];
    const res = await inject('PATCH', `${base}/${chef.user_uuid}`, officer, {
      username: 'headchef',
      user_email: 'head.chef@a.test',
      contactInfo: { contact_name_given: 'Carla Head Chef' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'headchef',
      user_email: 'head.chef@a.test',
      contact: { contact_name_given: 'Carla Head Chef' },
    });
    const after = (await t.db.select().from(users).where(eq(users.userUuid, chef.user_uuid)))[0];
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await inject('PATCH', `${base}/${chef.user_uuid}`, officer, { password: 'new-galley-secret' });
    await expect(signIn(t.app, A, 'headchef', 'new-galley-secret')).resolves.toMatch(/portside_session=/);
  });

  it('answers 409 for a taken user name, 404 for an unknown user, 400 for a bad id, 403 for another domain', async () => {
    const chef = (await inject('GET', `${base}?search=headchef`)).json().data[0];
    const taken = await inject('PATCH', `${base}/${chef.user_uuid}`, officer, { username: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: `User admin already exists in domain ${A}.` });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await inject('PATCH', `${base}/${unknown}`, officer, { user_email: 'x@a.test' })).statusCode,
    ).toBe(404);
    expect((await inject('PATCH', `${base}/not-a-uuid`, officer, {})).json()).toEqual({
      error: "Field 'id' must be a user id.",
    });
    const other = await inject('PATCH', `/v3/pbx/domain/${B}/user/${chef.user_uuid}`, officer, {});
    expect(other.statusCode).toBe(403);
    // A user of another domain is not found through this one.
    const [bravoUser] = await t.db
      .insert(users)
      .values({ domain: B, username: 'bravo', passwordHash: 'x' })
      .returning();
    expect((await inject('GET', `${base}/${bravoUser!.userUuid}`)).statusCode).toBe(404);
  });
});
