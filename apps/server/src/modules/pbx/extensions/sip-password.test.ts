/**
 * The SIP password rule on every way an extension's password is written: createfull (the Add Extension
 * dialog and each row of the CSV upload, which posts the same body) and the update. At least 10
 * characters, never the extension number; a 400 naming the field, and nothing written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions } from '../schema.ts';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v3/pbx/domain/${A}/extension/createfull`,
    headers: { cookie: officer },
    payload,
  });
const patch = (ext: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v2/pbx/domain/${A}/extension/${ext}`,
    headers: { cookie: officer },
    payload,
  });
const stored = async (ext: string) =>
  (
    await t.db
      .select({ cipher: extensions.passwordEncrypted })
      .from(extensions)
      .where(and(eq(extensions.domain, A), eq(extensions.extension, ext)))
  )[0]?.cipher;

const body = (extension: string, password: string) => ({
  extension,
  password,
  extensionAttributes: { effective_caller_id_name: 'Spa', description: '' },
});
const SHORT = "Field 'password' must be at least 10 characters long.";
const SAME = "Field 'password' must not be the extension number.";

describe('createfull', () => {
  it('refuses a password under 10 characters or equal to the extension, and creates nothing', async () => {
    for (const [payload, error] of [
      [body('7101', '123456789'), SHORT],
      [body('7101', '7101'), SHORT],
      [body('3055557101', '3055557101'), SAME],
      [body('3055557101', ' 3055557101 '), SAME],
    ] as const) {
      const res = await create(payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(await stored('7101')).toBeUndefined();
    expect(await stored('3055557101')).toBeUndefined();
  });

  it('accepts 10 characters that are not the extension', async () => {
    expect((await create(body('7101', 'abcdefghij'))).statusCode).toBe(201);
    expect((await create(body('3055557101', '3055557102'))).statusCode).toBe(201);
  });

  it('refuses a CSV upload row with a weak password with the same sentence (the row posts createfull)', async () => {
    // What the console's upload sends for the row "phone,extension,password,name,description,domain".
    const row = {
      extension: '7102',
      password: 'pw7102',
      tn: '13055550111',
      extensionAttributes: { effective_caller_id_name: 'Spa', description: 'Row 3' },
    };
    const res = await create(row);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error: SHORT } });
    expect((await create({ ...row, password: 'pw7102-long-enough' })).statusCode).toBe(201);
  });
});

describe('update', () => {
  it('refuses a short password or the path’s extension number, and keeps the stored one', async () => {
    const before = await stored('3055557101');
    for (const [payload, error] of [
      [{ password: 'short' }, SHORT],
      [{ password: '' }, SHORT],
      [{ password: '3055557101' }, SAME],
      [{ name: 'Spa desk', password: '3055557101' }, SAME],
    ] as const) {
      const res = await patch('3055557101', payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(await stored('3055557101')).toBe(before);
  });

  it('changes a password that follows the rule', async () => {
    const before = await stored('3055557101');
    expect((await patch('3055557101', { password: '3055557101x' })).statusCode).toBe(200);
    expect(await stored('3055557101')).not.toBe(before);
  });
});
