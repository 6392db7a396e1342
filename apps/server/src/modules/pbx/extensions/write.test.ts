/** POST .../extension/createfull, GET and PATCH /v2/pbx/domain/{domain}/extension/{ext}. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions } from '../schema.ts';

let t: TestApp;
let admin: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const create = (payload: unknown, cookie = officer, domain = A) =>
  t.app.inject({
    method: 'POST',
    url: `/v3/pbx/domain/${domain}/extension/createfull`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const one = (ext: string, cookie = officer, domain = A, method: 'GET' | 'PATCH' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url: `/v2/pbx/domain/${domain}/extension/${ext}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const good = {
  extension: '7001',
  password: 'sip-secret-7001',
  tn: '+13055550101',
  extensionAttributes: { description: 'Spa desk', effective_caller_id_name: 'Spa' },
};

describe('createfull', () => {
  it('creates the extension, removes the leading 1 and stores the password encrypted', async () => {
    const res = await create(good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      extension: '7001',
      effective_caller_id_name: 'Spa',
      description: 'Spa desk',
      phone: '3055550101',
      outbound_caller_id_number: '3055550101',
      toll_allow: 't',
    });
    expect(res.body).not.toMatch(/password|sip-secret/i);
    const [row] = await t.db
      .select()
      .from(extensions)
      .where(and(eq(extensions.domain, A), eq(extensions.extension, '7001')));
    expect(row?.passwordEncrypted).toMatch(/^v1\./);
    expect(row?.passwordEncrypted).not.toContain('sip-secret');
  });

  it('answers 409 with a sentence for a number the domain has, yet allows it on another domain', async () => {
    const again = await create(good);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `Extension 7001 already exists in domain ${A}.` });
    expect((await create(good, admin, B)).statusCode).toBe(201);
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...good, extension: undefined }, "Field 'extension' is required."],
      [{ ...good, extension: '70a' }, "Field 'extension' must be an extension number."],
      [{ ...good, password: '' }, "Field 'password' must be at least 10 characters long."],
      [{ ...good, tn: '555-0101' }, "Field 'tn' must be a phone number of digits."],
      [
        { ...good, extensionAttributes: { description: 'x', effective_caller_id_name: '' } },
        "Field 'extensionAttributes.effective_caller_id_name' must not be empty.",
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await create(payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
  });

  it('answers 401, 403 for another ship and 403 without the PBX module', async () => {
    expect((await create(good, '')).statusCode).toBe(401);
    expect((await create({ ...good, extension: '7002' }, officer, B)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await create(good, noPbx, NOPBX)).statusCode).toBe(403);
  });
});

describe('read and update one extension', () => {
  it('reads an extension without its password and 404s an unknown one', async () => {
    const res = await one('2102');
    expect(res.json()).toMatchObject({ extension: '2102', gateway: 1, port: 2 });
    expect(res.body).not.toMatch(/password/i);
    expect((await one('7777')).statusCode).toBe(404);
    expect((await one('7777')).json()).toEqual({ error: `Extension 7777 does not exist in domain ${A}.` });
  });

  it('updates name, outbound, description, password and forward pairs', async () => {
    const before = await t.db.select().from(extensions).where(eq(extensions.extension, '2101'));
    const res = await one('2101', officer, A, 'PATCH', {
      name: 'Chief Purser',
      outbound: 'f',
      description: 'Purser office',
      password: 'new-sip-secret',
      forward_all: { enabled: true, destination: '2102' },
      forward_user_not_registered: { enabled: true, destination: '99982101' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      effective_caller_id_name: 'Chief Purser',
      toll_allow: 'f',
      description: 'Purser office',
      forward_all_enabled: true,
      forward_all_destination: '2102',
      forward_busy_enabled: false,
      forward_user_not_registered_enabled: true,
      forward_user_not_registered_destination: '99982101',
    });
    const after = await t.db.select().from(extensions).where(eq(extensions.extension, '2101'));
    expect(after[0]?.passwordEncrypted).not.toBe(before[0]?.passwordEncrypted);
    expect((await one('2101', officer, A, 'PATCH', { toll_allow: 't' })).json().toll_allow).toBe('t');
  });

  it('answers 400, 404, 401 and 403 as it should', async () => {
    const bad = await one('2101', officer, A, 'PATCH', {
      forward_busy: { enabled: 'yes', destination: '1' },
    });
    expect(bad.json()).toEqual({ error: "Field 'forward_busy.enabled' must be a boolean." });
    expect((await one('2101', officer, A, 'PATCH', { outbound: 'x' })).statusCode).toBe(400);
    expect((await one('7777', officer, A, 'PATCH', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await one('2101', '', A, 'PATCH', { name: 'x' })).statusCode).toBe(401);
    expect((await one('4000', officer, B, 'PATCH', { name: 'x' })).statusCode).toBe(403);
    expect((await one('4000', officer, B)).statusCode).toBe(403);
  });
});
