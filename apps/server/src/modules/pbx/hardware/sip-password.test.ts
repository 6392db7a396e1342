/**
 * A desk phone account's own SIP password follows the extensions' rule (issue 10 item 4): empty means the
 * extension's own; given, at least 10 characters and never the account's extension number. A 400 names
 * the account's field, on create and on update, and nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { A, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions, hardwareFiles } from '../schema.ts';

const BASE = '/v3/pbx/hardware/provisioning/file';
const LONG_EXT = '3055552201';
let t: TestApp;
let officer: string;
let key: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ env: { SECRET_KEY: 'ef'.repeat(32) } });
  key = loadSecretKey(t.config);
  await insertFixtures(t.db);
  await t.db.insert(extensions).values([
    { domain: A, extension: LONG_EXT, passwordEncrypted: encryptSecret('its-own-sip-pw', key) },
    { domain: A, extension: '2201', passwordEncrypted: encryptSecret('spa-sip-password', key) },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: officer }, payload });
const account = (extension: string, password?: string) => ({
  extension,
  outboundProxy: 'sbc.a.test',
  ...(password === undefined ? {} : { password }),
});
const fileOf = async (mac: string) =>
  (
    await t.db
      .select()
      .from(hardwareFiles)
      .where(and(eq(hardwareFiles.domain, A), eq(hardwareFiles.mac, mac)))
  )[0];
const SHORT = 'must be at least 10 characters long.';
const SAME = 'must not be the extension number.';

const weak: Array<[object, string]> = [
  [{ account1: account('2201', 'short') }, `Field 'account1.password' ${SHORT}`],
  [{ account1: account(LONG_EXT, LONG_EXT) }, `Field 'account1.password' ${SAME}`],
  [
    { account1: account('2201'), account2: account(LONG_EXT, '123456789') },
    `Field 'account2.password' ${SHORT}`,
  ],
  [{ account1: account('2201'), account2: account(LONG_EXT, LONG_EXT) }, `Field 'account2.password' ${SAME}`],
];

describe('create', () => {
  it('refuses a short password or the extension number for either account, and creates no file', async () => {
    for (const [payload, error] of weak) {
      const res = await send('POST', `${BASE}/001565220001`, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(await fileOf('001565220001')).toBeUndefined();
  });

  it('accepts no password (the extension’s own), an empty one, or one of the rule', async () => {
    const res = await send('POST', `${BASE}/001565220001`, {
      account1: account('2201', ''),
      account2: account(LONG_EXT, 'desk-phone-pw'),
    });
    expect(res.statusCode).toBe(201);
    const file = await fileOf('001565220001');
    expect(file?.account1?.passwordEncrypted).toBeNull();
    expect(decryptSecret(file?.account2?.passwordEncrypted ?? '', key)).toBe('desk-phone-pw');
  });
});

describe('update', () => {
  it('refuses the same weak passwords and keeps the file as it was', async () => {
    const before = await fileOf('001565220001');
    for (const [payload, error] of weak) {
      const res = await send('PATCH', `${BASE}/pending/mac/001565220001`, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect(await fileOf('001565220001')).toEqual(before);
  });
});
