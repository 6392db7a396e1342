/**
 * The voicemail PIN rule on create and update (issue 10 item 4): 4 to 16 digits, not one digit repeated,
 * not a run up or down, not the mailbox number (the body's or the path's); a 400 naming the field the
 * caller sent (password or voicemail_password), and nothing written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { A, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { voicemailBoxes } from '../schema.ts';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { SECRET_KEY: 'cd'.repeat(32) } });
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const base = (ext = 'all') => `/v2/pbx/domain/${A}/extension/${ext}/voicemail/box`;
const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: officer }, payload });
const pinOf = async (id: string) => {
  const [row] = await t.db
    .select({ cipher: voicemailBoxes.passwordEncrypted })
    .from(voicemailBoxes)
    .where(and(eq(voicemailBoxes.domain, A), eq(voicemailBoxes.voicemailId, id)));
  return row ? decryptSecret(row.cipher, loadSecretKey(t.config)) : undefined;
};

const FORMAT = 'must be 4 to 16 digits.';
const REPEATED = 'must not be one digit repeated, such as 1111.';
const RUN = 'must not be a run of digits up or down, such as 1234 or 4321.';
const MAILBOX = 'must not be the mailbox number.';

describe('create', () => {
  it('refuses each weak PIN with a 400 naming the field, and creates no box', async () => {
    const cases: Array<[string, object, string]> = [
      [base(), { number: '6101', password: '123' }, `Field 'password' ${FORMAT}`],
      [base(), { number: '6101', password: '1'.repeat(17) }, `Field 'password' ${FORMAT}`],
      [base(), { number: '6101', password: '12a4' }, `Field 'password' ${FORMAT}`],
      [base(), { number: '6101', password: '1111' }, `Field 'password' ${REPEATED}`],
      [base(), { number: '6101', password: '000000' }, `Field 'password' ${REPEATED}`],
      [base(), { number: '6101', password: '1234' }, `Field 'password' ${RUN}`],
      [base(), { number: '6101', password: '4321' }, `Field 'password' ${RUN}`],
      [base(), { number: '6101', password: '0123' }, `Field 'password' ${RUN}`],
      [base(), { number: '6101', password: '9876' }, `Field 'password' ${RUN}`],
      [base(), { number: '6101', password: '567890' }, `Field 'password' ${RUN}`],
      [
        base(),
        { voicemail_id: '6101', voicemail_password: '2222' },
        `Field 'voicemail_password' ${REPEATED}`,
      ],
      [base(), { number: '6101', password: '6101' }, `Field 'password' ${MAILBOX}`],
      [base(), { voicemail_id: '6101', voicemail_password: '6101' }, `Field 'voicemail_password' ${MAILBOX}`],
      // The mailbox of a one-mailbox path, the body naming none.
      [base('6101'), { password: '6101' }, `Field 'password' ${MAILBOX}`],
    ];
    for (const [url, payload, error] of cases) {
      const res = await send('POST', url, payload);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: { error },
      });
    }
    expect(await pinOf('6101')).toBeUndefined();
  });

  it('accepts a PIN of 4 to 16 digits that is none of those', async () => {
    expect((await send('POST', base(), { number: '6101', password: '1357' })).statusCode).toBe(201);
    expect((await send('POST', base('6102'), { voicemail_password: '8264051937' })).statusCode).toBe(201);
    expect(await pinOf('6101')).toBe('1357');
    expect(await pinOf('6102')).toBe('8264051937');
  });
});

describe('update', () => {
  it('refuses each weak PIN, the path’s mailbox included, and keeps the stored one', async () => {
    const cases: Array<[object, string]> = [
      [{ password: '99' }, `Field 'password' ${FORMAT}`],
      [{ password: '7777' }, `Field 'password' ${REPEATED}`],
      [{ password: '3456' }, `Field 'password' ${RUN}`],
      [{ voicemail_password: '6543' }, `Field 'voicemail_password' ${RUN}`],
      [{ password: '6101', status: false }, `Field 'password' ${MAILBOX}`],
      [{ voicemail_password: '6101' }, `Field 'voicemail_password' ${MAILBOX}`],
    ];
    for (const [payload, error] of cases) {
      for (const url of [`${base()}/6101`, `${base('6101')}/6101`]) {
        const res = await send('PATCH', url, payload);
        expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
          payload,
          status: 400,
          body: { error },
        });
      }
    }
    expect(await pinOf('6101')).toBe('1357');
  });

  it('changes the PIN to one of the rule', async () => {
    expect((await send('PATCH', `${base()}/6101`, { password: '2468' })).statusCode).toBe(200);
    expect(await pinOf('6101')).toBe('2468');
  });
});
