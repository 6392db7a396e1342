/** User Details: one user, and the user's extensions (list, add, delete). The user module gates them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { organizations } from '../tenancy/schema.ts';
import { users } from './schema.ts';

let t: TestApp;
let officer: string;
let uuid: string;
const base = `/v3/pbx/domain/${A}/user`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  const [row] = await t.db
    .insert(users)
    .values({ domain: A, username: 'steward', passwordHash: 'x', email: 's@a.test', contactNameGiven: 'Sam' })
    .returning();
  uuid = row!.userUuid;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const inject = (method: Method, url: string, cookie = officer) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

describe('user details', () => {
  it('reads one user with the numbers of their extensions', async () => {
    const res = await inject('GET', `${base}/${uuid}?withExtraInfo=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'steward',
      contact: { contact_name_given: 'Sam' },
      extensions: [],
    });
  });

  it('adds extensions, lists them with description and toll_allow, and searches them', async () => {
    expect((await inject('POST', `${base}/${uuid}/extension/2101`)).statusCode).toBe(201);
    expect((await inject('POST', `${base}/${uuid}/extension/2102`)).statusCode).toBe(201);
    const res = await inject(
      'GET',
      `${base}/${uuid}/extension?page=1&pagesize=10000&orderby=extension_user_insert_date&order=ASC`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      data: [
        expect.objectContaining({
          extension: '2101',
          description: '',
          toll_allow: 't',
          effective_caller_id_name: 'Purser',
        }),
        expect.objectContaining({ extension: '2102', description: '1,2,3,4', toll_allow: 't' }),
      ],
    });
    const found = (await inject('GET', `${base}/${uuid}/extension?search=cabin`)).json();
    expect(found.data.map((e: { extension: string }) => e.extension)).toEqual(['2102']);
    expect((await inject('GET', `${base}/${uuid}?withExtraInfo=true`)).json().extensions).toEqual([
      '2101',
      '2102',
    ]);
  });

  it('answers 409 when already linked, 404 for an unknown extension or one of another domain', async () => {
    const twice = await inject('POST', `${base}/${uuid}/extension/2101`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'The user already has extension 2101.' });
    const unknown = await inject('POST', `${base}/${uuid}/extension/7777`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: `Extension 7777 does not exist in domain ${A}.` });
    // 4000 is Bravo's.
    expect((await inject('POST', `${base}/${uuid}/extension/4000`)).statusCode).toBe(404);
    expect((await inject('POST', `${base}/${uuid}/extension/12ab`)).json()).toEqual({
      error: "Field 'ext' must be an extension number.",
    });
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await inject('POST', `${base}/${nobody}/extension/2101`)).statusCode).toBe(404);
    expect((await inject('GET', `${base}/${nobody}/extension`)).statusCode).toBe(404);
  });

  it('deletes a link (the extension stays), 404 when not linked', async () => {
    const res = await inject('DELETE', `${base}/${uuid}/extension/2101`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await inject('GET', `${base}/${uuid}/extension`)).json().total).toBe(1);
    expect((await inject('DELETE', `${base}/${uuid}/extension/2101`)).statusCode).toBe(404);
    // The extension itself is still there: it can be linked again.
    expect((await inject('POST', `${base}/${uuid}/extension/2101`)).statusCode).toBe(201);
  });

  it('answers 401 signed out, 403 for another domain and when the user module is off', async () => {
    expect((await inject('GET', `${base}/${uuid}`, '')).statusCode).toBe(401);
    expect((await inject('GET', `/v3/pbx/domain/${B}/user/${uuid}`)).statusCode).toBe(403);
    await t.db
      .update(organizations)
      .set({ modulesEnabled: { callingcards: true, omnichannel: true, pbx: true, user: false } });
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    const res = await inject('GET', `${base}/${uuid}/extension`, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'The User module is not enabled for your organisation.' });
    // The Users list is a PBX screen: still open.
    expect((await inject('GET', base, cookie)).statusCode).toBe(200);
  });
});
