/**
 * The spec's broadcast calls (000 §7.4) with an API token: each with a good token, another environment's
 * token, none, and bad input; numbering from 18000 with gaps; the console's calls by role, creating and
 * deleting a group in the spec's order (§4), seen in the order the audit triggers wrote their rows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/schema.ts';
import { contactPhones, contacts } from '../directory/schema.ts';
import { addAccounts } from '../messaging/test-kit.ts';
import { createToken } from '../tokens/service.ts';
import { broadcastGroups, broadcastMembers, directoryEntries } from './schema.ts';
import { firstFreeNumber } from './service.ts';

let t: TestApp;
let alpha: string;
let bravo: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, {
    '99985101': { name: 'Purser Desk' },
    '99985102': { name: 'Spa' },
    '99985103': { name: 'Bridge' },
  });
  await addAccounts(t.db, t.config, B, { '99985201': { name: 'Bravo Desk' } });
  alpha = (await createToken(t.db, A, null, 'Alpha broadcaster')).token;
  bravo = (await createToken(t.db, B, null, 'Bravo broadcaster')).token;
  for (const user of ['admin', 'operator', 'auditor', 'clerk']) {
    cookies[user] = await signIn(t.app, A, user, PASSWORD);
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
const groupsOf = async (domain: string) =>
  (
    await t.db
      .select({ n: broadcastGroups.groupNumber })
      .from(broadcastGroups)
      .where(eq(broadcastGroups.domain, domain))
  )
    .map((r) => r.n)
    .sort((a, b) => a - b);

describe('first free number', () => {
  it('starts at 18000 and fills the first gap', () => {
    expect(firstFreeNumber([])).toBe(18000);
    expect(firstFreeNumber([18000, 18001, 18003])).toBe(18002);
    expect(firstFreeNumber([18001, 18002])).toBe(18000);
    expect(firstFreeNumber([18000, 18001, 18002])).toBe(18003);
  });
});

describe('/broadcast_group', () => {
  it('refuses a call without a token (401) and stores nothing', async () => {
    const res = await call('POST', '/broadcast_group', null, { group_name: 'Crew' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/needs an API token/);
    expect((await call('GET', '/broadcast_group', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/broadcast_group', null, { group_number: 18000 })).statusCode).toBe(401);
    expect(await groupsOf(A)).toEqual([]);
  });

  it('creates groups from 18000, red by default, taking the first free number after a gap', async () => {
    const first = await call('POST', '/broadcast_group', alpha, { group_name: 'All Crew' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      group_number: 18000,
      group_name: 'All Crew',
      group_color: 'red',
      edit_roles: null,
    });
    // apiToken in the body, as the spec's clients send it; an explicit number leaves a gap.
    const second = await t.app.inject({
      method: 'POST',
      url: '/broadcast_group',
      payload: { group_number: 18002, group_name: 'Deck', group_color: 'blue', apiToken: alpha },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ group_number: 18002, group_color: 'blue' });
    const third = await call('POST', '/broadcast_group', alpha, { group_name: 'Galley' });
    expect(third.json().group_number).toBe(18001);
    const fourth = await call('POST', '/broadcast_group', alpha, { group_name: 'Spa' });
    expect(fourth.json().group_number).toBe(18003);
  });

  it('lists the groups of the token environment only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/broadcast_group?apiToken=${alpha}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { group_number: number }) => g.group_number)).toEqual([
      18000, 18001, 18002, 18003,
    ]);
    expect(res.json()[0]).toEqual({
      group_number: 18000,
      group_name: 'All Crew',
      group_color: 'red',
      edit_roles: null,
    });
    // Bravo's token sees Bravo's (none) and numbers its own from 18000.
    expect((await call('GET', '/broadcast_group', bravo)).json()).toEqual([]);
    expect((await call('POST', '/broadcast_group', bravo, { group_name: 'B' })).json().group_number).toBe(
      18000,
    );
  });

  it('answers 400 naming the field for bad input, 409 for a number in use', async () => {
    const noName = await call('POST', '/broadcast_group', alpha, { group_color: 'red' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toMatch(/group_name/);
    const low = await call('POST', '/broadcast_group', alpha, { group_number: 17999, group_name: 'X' });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatch(/group_number/);
    const colour = await call('POST', '/broadcast_group', alpha, { group_name: 'X', group_color: 'red;}' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error).toMatch(/group_color/);
    const taken = await call('POST', '/broadcast_group', alpha, { group_number: 18000, group_name: 'Y' });
    expect(taken.statusCode).toBe(409);
    expect(await groupsOf(A)).toEqual([18000, 18001, 18002, 18003]);
  });

  it("deletes by group_number in the body or query; another environment's token cannot", async () => {
    const foreign = await call('DELETE', '/broadcast_group', bravo, { group_number: 18003 });
    expect(foreign.statusCode).toBe(404);
    expect(await groupsOf(A)).toContain(18003);
    const missing = await call('DELETE', '/broadcast_group', alpha);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/group_number/);
    expect((await call('DELETE', '/broadcast_group?group_number=18003', alpha)).statusCode).toBe(200);
    expect((await call('DELETE', '/broadcast_group', alpha, { group_number: 18001 })).statusCode).toBe(200);
    expect((await call('DELETE', '/broadcast_group', alpha, { group_number: 18001 })).statusCode).toBe(404);
    expect(await groupsOf(A)).toEqual([18000, 18002]);
  });
});

describe('/broadcast_member', () => {
  it('adds extensions of the environment only, each once', async () => {
    const add = (extension: string, token = alpha, group_number = 18000) =>
      call('POST', '/broadcast_member', token, { group_number, extension });
    expect((await add('99985101')).statusCode).toBe(201);
    expect((await add('99985102')).json()).toEqual({ group_number: 18000, extension: '99985102' });
    expect((await add('99985101')).statusCode).toBe(409);
    const notExtension = await add('5000');
    expect(notExtension.statusCode).toBe(400);
    expect(notExtension.json().error).toMatch(/not an extension of a\.test/);
    expect((await add('99985201')).statusCode).toBe(400);
    expect((await add('99985101', alpha, 18009)).statusCode).toBe(404);
    expect((await add('99985201', bravo)).statusCode).toBe(201);
    expect((await add('99985101', null as unknown as string)).statusCode).toBe(401);
    const bad = await call('POST', '/broadcast_member', alpha, { group_number: 18000, extension: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/extension/);
  });

  it('lists a group of the token environment', async () => {
    const res = await call('GET', '/broadcast_member?group_number=18000', alpha);
    expect(res.json()).toEqual([
      { group_number: 18000, extension: '99985101' },
      { group_number: 18000, extension: '99985102' },
    ]);
    expect((await call('GET', '/broadcast_member?group_number=18000', bravo)).json()).toEqual([
      { group_number: 18000, extension: '99985201' },
    ]);
    expect((await call('GET', '/broadcast_member?group_number=18000', null)).statusCode).toBe(401);
    expect((await call('GET', '/broadcast_member', alpha)).statusCode).toBe(400);
    expect((await call('GET', '/broadcast_member?group_number=x', alpha)).statusCode).toBe(400);
    expect((await call('GET', '/broadcast_member?group_number=18005', alpha)).statusCode).toBe(404);
  });

  it('refuses to delete a group that has members (its members go first)', async () => {
    const res = await call('DELETE', '/broadcast_group', alpha, { group_number: 18000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/still has 2 members/);
  });

  it('deletes one member, or with group_number alone every member', async () => {
    await call('POST', '/broadcast_member', alpha, { group_number: 18000, extension: '99985103' });
    const one = await call('DELETE', '/broadcast_member', alpha, {
      group_number: 18000,
      extension: '99985101',
    });
    expect(one.json()).toEqual({ success: true, deleted: 1 });
    expect(
      (await call('DELETE', '/broadcast_member', alpha, { group_number: 18000, extension: '99985101' }))
        .statusCode,
    ).toBe(404);
    // Bravo's token clears Bravo's group 18000, not Alpha's.
    expect((await call('DELETE', '/broadcast_member', bravo, { group_number: 18000 })).json()).toEqual({
      success: true,
      deleted: 1,
    });
    expect((await call('DELETE', '/broadcast_member', null, { group_number: 18000 })).statusCode).toBe(401);
    expect((await call('DELETE', '/broadcast_member', alpha, { extension: '99985102' })).statusCode).toBe(
      400,
    );
    const all = await call('DELETE', '/broadcast_member?group_number=18000', alpha);
    expect(all.json()).toEqual({ success: true, deleted: 2 });
    expect(await t.db.select().from(broadcastMembers).where(eq(broadcastMembers.domain, A))).toEqual([]);
    expect((await call('DELETE', '/broadcast_group', alpha, { group_number: 18000 })).statusCode).toBe(200);
  });
});

describe('/directory', () => {
  const entry = {
    number: '18002',
    app_number: '18002',
    name: 'Deck',
    comments: 'Broadcast Group',
    owner: '',
    department: 'Broadcast Group',
  };

  it('registers a number with its fields and names it as a directory contact', async () => {
    expect((await call('POST', '/directory', null, entry)).statusCode).toBe(401);
    const res = await call('POST', '/directory', alpha, entry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(entry);
    expect((await call('POST', '/directory', alpha, entry)).statusCode).toBe(409);
    const [row] = await t.db
      .select({ name: contacts.contactNameGiven, number: contactPhones.phoneNumber })
      .from(contacts)
      .innerJoin(contactPhones, eq(contactPhones.contactUuid, contacts.contactUuid))
      .where(eq(contacts.domain, A));
    expect(row).toEqual({ name: 'Deck', number: '18002' });
    // Bravo's token registers the same number in Bravo.
    expect((await call('POST', '/directory', bravo, entry)).statusCode).toBe(201);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await call('POST', '/directory', alpha, { ...entry, number: 'x1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/number/);
    expect((await call('POST', '/directory', alpha, { number: '18010' })).json().error).toMatch(/name/);
    expect((await call('DELETE', '/directory', alpha, {})).statusCode).toBe(400);
  });

  it("deletes an entry and its contact; another environment's token deletes its own", async () => {
    expect((await call('DELETE', '/directory', null, { number: '18002' })).statusCode).toBe(401);
    expect((await call('DELETE', '/directory', bravo, { number: '18002' })).statusCode).toBe(200);
    expect((await call('DELETE', '/directory', bravo, { number: '18002' })).statusCode).toBe(404);
    expect(await t.db.select().from(directoryEntries).where(eq(directoryEntries.domain, A))).toHaveLength(1);
    expect((await call('DELETE', `/directory?number=18002`, alpha)).statusCode).toBe(200);
    expect(await t.db.select().from(directoryEntries).where(eq(directoryEntries.domain, A))).toEqual([]);
    expect(await t.db.select().from(contacts).where(eq(contacts.domain, A))).toEqual([]);
  });
});

describe('the console (session)', () => {
  const base = `/v3/broadcast/domain/${A}`;
  const as = (user: string, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[user] ?? '' },
      ...(payload ? { payload } : {}),
    });
  const auditOf = async (since: number) =>
    (
      await t.db
        .select({ id: auditLog.id, entity: auditLog.entity, action: auditLog.action, key: auditLog.entityId })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.entity, ['broadcast_groups', 'broadcast_members', 'directory_entries']),
            eq(auditLog.domain, A),
          ),
        )
        .orderBy(asc(auditLog.id))
    ).filter((r) => r.id > since);

  it('creates a group in the spec order: number, directory entry, group, each participant once', async () => {
    const before = Math.max(0, ...(await auditOf(0)).map((r) => r.id));
    const res = await as('operator', 'POST', `${base}/group`, {
      group_name: 'Officers',
      members: ['99985102', '99985101', '99985102'],
    });
    expect(res.statusCode).toBe(201);
    // 18000 is free again; 18002 is taken.
    expect(res.json()).toEqual({
      group_number: 18000,
      group_name: 'Officers',
      group_color: 'red',
      edit_roles: null,
    });
    expect((await auditOf(before)).map((r) => [r.entity, r.action])).toEqual([
      ['directory_entries', 'create'],
      ['broadcast_groups', 'create'],
      ['broadcast_members', 'create'],
      ['broadcast_members', 'create'],
    ]);
    const [entry] = await t.db
      .select()
      .from(directoryEntries)
      .where(and(eq(directoryEntries.domain, A), eq(directoryEntries.number, '18000')));
    expect(entry).toMatchObject({
      name: 'Officers',
      comments: 'Broadcast Group',
      department: 'Broadcast Group',
      owner: '',
    });
    const members = await as('auditor', 'GET', `${base}/group/18000/member`);
    expect(members.json()).toEqual({
      data: [
        { extension: '99985101', name: 'Purser Desk' },
        { extension: '99985102', name: 'Spa' },
      ],
    });
  });

  it('refuses a participant that is not an extension, and stores nothing', async () => {
    const res = await as('admin', 'POST', `${base}/group`, { group_name: 'Bad', members: ['5000'] });
    expect(res.statusCode).toBe(400);
    expect(await groupsOf(A)).toEqual([18000, 18002]);
    const noName = await as('admin', 'POST', `${base}/group`, { group_name: '  ', members: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toMatch(/group_name/);
  });

  it('lists groups with member counts and search, for roles that read messages', async () => {
    const res = await as('auditor', 'GET', `${base}/group?search=offi`);
    expect(res.json()).toEqual({
      data: [
        {
          group_number: 18000,
          group_name: 'Officers',
          group_color: 'red',
          edit_roles: null,
          member_count: 2,
        },
      ],
      total: 1,
    });
    // Each group counts its own members (18002 has none).
    const all = await as('operator', 'GET', `${base}/group`);
    expect(all.json().data.map((g: { member_count: number }) => g.member_count)).toEqual([2, 0]);
    expect((await as('clerk', 'GET', `${base}/group`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base}/group` })).statusCode).toBe(401);
    expect((await as('operator', 'GET', `/v3/broadcast/domain/${B}/group`)).statusCode).toBe(403);
  });

  it('lets only roles that send messages create or delete', async () => {
    expect((await as('auditor', 'POST', `${base}/group`, { group_name: 'A' })).statusCode).toBe(403);
    expect((await as('clerk', 'DELETE', `${base}/group/18000`)).statusCode).toBe(403);
    expect((await as('auditor', 'DELETE', `${base}/group/18000`)).statusCode).toBe(403);
    expect(await groupsOf(A)).toEqual([18000, 18002]);
  });

  it('deletes in the spec order: members, directory entry, group; a missing entry is only logged', async () => {
    const before = Math.max(0, ...(await auditOf(0)).map((r) => r.id));
    const res = await as('admin', 'DELETE', `${base}/group/18000`);
    expect(res.statusCode).toBe(200);
    expect((await auditOf(before)).map((r) => [r.entity, r.action])).toEqual([
      ['broadcast_members', 'delete'],
      ['broadcast_members', 'delete'],
      ['directory_entries', 'delete'],
      ['broadcast_groups', 'delete'],
    ]);
    // 18002 was made by a token without a directory entry: the group still goes.
    const bare = await as('operator', 'DELETE', `${base}/group/18002`);
    expect(bare.statusCode).toBe(200);
    expect(await groupsOf(A)).toEqual([]);
    expect((await as('operator', 'DELETE', `${base}/group/18002`)).statusCode).toBe(404);
  });
});
