/** Voicemail boxes (list, export, create, update, delete) and their messages, on a real database. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { voicemailBoxes, voicemailMessages } from '../schema.ts';

// A fixed key, so the test can read back what the server encrypted.
const SECRET_KEY = 'ab'.repeat(32);
let t: TestApp;
let officer: string;
let admin: string;

const base = (domain: string, ext = 'all') => `/v2/pbx/domain/${domain}/extension/${ext}/voicemail`;

beforeAll(async () => {
  t = await buildTestApp({ env: { SECRET_KEY } });
  await insertFixtures(t.db);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const boxes = await t.db
    .insert(voicemailBoxes)
    .values([
      {
        domain: A,
        voicemailId: '2101',
        passwordEncrypted: 'x',
        description: "Purser's Desk",
        insertDate: day(1),
      },
      {
        domain: A,
        voicemailId: '2102',
        passwordEncrypted: 'x',
        description: 'Cabin 2102',
        insertDate: day(2),
      },
      {
        domain: A,
        voicemailId: '1001',
        passwordEncrypted: 'x',
        description: 'Bridge',
        enabled: false,
        insertDate: day(3),
      },
      { domain: B, voicemailId: '4000', passwordEncrypted: 'x', description: 'Bravo bridge' },
    ])
    .returning();
  const purser = boxes.find((x) => x.voicemailId === '2101')!;
  const bravo = boxes.find((x) => x.voicemailId === '4000')!;
  await t.db.insert(voicemailMessages).values([
    {
      domain: A,
      voicemailUuid: purser.voicemailUuid,
      callerIdName: 'Ada Lovelace',
      callerIdNumber: '7002',
      messageLength: 42,
      createdEpoch: 1_767_000_000,
    },
    {
      domain: A,
      voicemailUuid: purser.voicemailUuid,
      callerIdName: '=HYPERLINK()',
      callerIdNumber: '+13055550142',
      messageLength: 7,
      createdEpoch: 1_767_100_000,
    },
    {
      domain: B,
      voicemailUuid: bravo.voicemailUuid,
      callerIdName: 'Bravo caller',
      callerIdNumber: '4001',
      messageLength: 3,
      createdEpoch: 1_767_000_000,
    },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('voicemail box list', () => {
  it("lists the domain's boxes newest first with the total, never a password", async () => {
    const res = await inject('GET', `${base(A)}/box?page=1&pagesize=2`, officer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.voicemailboxes.map((b: { voicemail_id: string }) => b.voicemail_id)).toEqual([
      '1001',
      '2102',
    ]);
    expect(body.voicemailboxes[0]).toEqual({
      voicemail_uuid: expect.any(String),
      voicemail_id: '1001',
      voicemail_description: 'Bridge',
      voicemail_enabled: 'false',
      message_count: 0,
      voicemail_mail_to: '',
      voicemail_email_enabled: 'false',
      voicemail_local_after_email: 'true',
      voicemail_greeting: null,
      voicemail_greeting_size: null,
      insert_date: '2026-01-03T00:00:00.000Z',
    });
    expect(res.body).not.toMatch(/password/);
    const next = await inject('GET', `${base(A)}/box?page=2&pagesize=2`, officer);
    expect(next.json().voicemailboxes).toEqual([
      expect.objectContaining({ voicemail_id: '2101', voicemail_enabled: 'true', message_count: 2 }),
    ]);
  });

  it('searches number and description, orders by mailbox, and reads one mailbox by its path', async () => {
    const search = await inject('GET', `${base(A)}/box?search=purser`, officer);
    expect(search.json().voicemailboxes.map((b: { voicemail_id: string }) => b.voicemail_id)).toEqual([
      '2101',
    ]);
    const byNumber = await inject('GET', `${base(A)}/box?search=210&orderby=voicemail_id&order=asc`, officer);
    expect(byNumber.json().voicemailboxes.map((b: { voicemail_id: string }) => b.voicemail_id)).toEqual([
      '2101',
      '2102',
    ]);
    const one = await inject('GET', `${base(A, '2102')}/box`, officer);
    expect(one.json()).toMatchObject({ total: 1, voicemailboxes: [{ voicemail_id: '2102' }] });
  });

  it('exports the chosen columns with the search as voicemail-<code>-<date>.csv', async () => {
    const res = await inject(
      'GET',
      `${base(A)}/box?format=csv&columns=voicemail_id,voicemail_description,voicemail_enabled&search=210`,
      officer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="voicemail-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual(
      ['voicemail_id,voicemail_description,voicemail_enabled', 'Cabin 2102', "Purser's Desk"].map(
        (line, i) => (i === 0 ? line : i === 1 ? `2102,${line},true` : `2101,${line},true`),
      ),
    );
  });

  it('answers 401, 403 for another domain or without the PBX module, 400 naming a bad field', async () => {
    expect((await inject('GET', `${base(A)}/box`, '')).statusCode).toBe(401);
    expect((await inject('GET', `${base(B)}/box`, officer)).statusCode).toBe(403);
    expect((await inject('GET', `${base(B)}/box`, admin)).json().total).toBe(1);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', `${base(NOPBX)}/box`, noPbx)).statusCode).toBe(403);
    expect((await inject('GET', `${base(A)}/box?pagesize=0`, officer)).json()).toEqual({
      error: "Field 'pagesize' must be at least 1.",
    });
    expect((await inject('GET', `${base(A)}/box?orderby=password`, officer)).statusCode).toBe(400);
    expect((await inject('GET', `${base(A, 'abc')}/box`, officer)).statusCode).toBe(400);
  });
});

describe('voicemail box create', () => {
  it('creates a box from number, password, description with the password encrypted', async () => {
    const res = await inject('POST', `${base(A)}/box`, officer, {
      number: '3101',
      password: '4820',
      description: 'Spa',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      voicemail_id: '3101',
      voicemail_description: 'Spa',
      voicemail_enabled: 'true',
    });
    const [row] = await t.db
      .select()
      .from(voicemailBoxes)
      .where(and(eq(voicemailBoxes.domain, A), eq(voicemailBoxes.voicemailId, '3101')));
    expect(row?.passwordEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(row!.passwordEncrypted, loadSecretKey(t.config))).toBe('4820');
  });

  it('accepts the voicemail_* reading and takes the number from a one-mailbox path', async () => {
    const res = await inject('POST', `${base(A, '3102')}/box`, officer, {
      password: '5290',
      voicemail_description: 'Fitness',
      voicemail_enabled: 'false',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      voicemail_id: '3102',
      voicemail_description: 'Fitness',
      voicemail_enabled: 'false',
    });
    const other = await inject('POST', `${base(A, '3103')}/box`, officer, {
      number: '3104',
      password: '5290',
    });
    expect(other.json()).toEqual({ error: "Field 'number' must be the mailbox of the path (3103)." });
  });

  it('answers 409 for a mailbox the domain has, and 400 naming the field for bad input', async () => {
    const twice = await inject('POST', `${base(A)}/box`, officer, { number: '2101', password: '2580' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: `Voicemail box 2101 already exists in domain ${A}.` });
    // Another ship may have the same mailbox number.
    expect(
      (await inject('POST', `${base(B)}/box`, admin, { number: '2101', password: '2580' })).statusCode,
    ).toBe(201);
    const cases: Array<[object, string]> = [
      [{ password: '2580' }, "Field 'number' is required."],
      [{ number: '3200' }, "Field 'password' is required."],
      [{ number: '32a', password: '2580' }, "Field 'number' must be a mailbox number of digits."],
      [{ number: '3200', password: '12' }, "Field 'password' must be 4 to 16 digits."],
      [
        { number: '3200', password: '2580', description: 'x'.repeat(201) },
        "Field 'description' must be at most 200 characters long.",
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await inject('POST', `${base(A)}/box`, officer, payload);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(
      (await inject('POST', `${base(B)}/box`, officer, { number: '3200', password: '2580' })).statusCode,
    ).toBe(403);
  });
});

describe('voicemail box update and delete', () => {
  it('disables with status false and the password, and enables again with status true', async () => {
    const off = await inject('PATCH', `${base(A)}/box/2102`, officer, { password: '9630', status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ voicemail_id: '2102', voicemail_enabled: 'false' });
    const on = await inject('PATCH', `${base(A, '2102')}/box/2102`, officer, {
      voicemail_password: '9877',
      voicemail_description: 'Cabin 2102 (guest)',
      voicemail_enabled: 'true',
    });
    expect(on.json()).toMatchObject({
      voicemail_enabled: 'true',
      voicemail_description: 'Cabin 2102 (guest)',
    });
    const [row] = await t.db
      .select()
      .from(voicemailBoxes)
      .where(and(eq(voicemailBoxes.domain, A), eq(voicemailBoxes.voicemailId, '2102')));
    expect(decryptSecret(row!.passwordEncrypted, loadSecretKey(t.config))).toBe('9877');
  });

  it('answers 404 for an unknown box, 400 for a bad field, 403 for another domain', async () => {
    expect((await inject('PATCH', `${base(A)}/box/9999`, officer, { status: true })).json()).toEqual({
      error: `Voicemail box 9999 does not exist in domain ${A}.`,
    });
    expect((await inject('PATCH', `${base(A, '2101')}/box/2102`, officer, { status: true })).statusCode).toBe(
      404,
    );
    expect((await inject('PATCH', `${base(A)}/box/2102`, officer, { status: 'maybe' })).statusCode).toBe(400);
    expect((await inject('PATCH', `${base(A)}/box/2102`, officer, { password: '1' })).json()).toEqual({
      error: "Field 'password' must be 4 to 16 digits.",
    });
    expect((await inject('PATCH', `${base(B)}/box/4000`, officer, { status: false })).statusCode).toBe(403);
  });

  it('deletes a box with its messages; a second delete is 404', async () => {
    const box = await inject('POST', `${base(A)}/box`, officer, { number: '3301', password: '2580' });
    await t.db.insert(voicemailMessages).values({
      domain: A,
      voicemailUuid: box.json().voicemail_uuid,
      callerIdNumber: '1001',
      messageLength: 5,
      createdEpoch: 1_767_000_000,
    });
    const res = await inject('DELETE', `${base(A)}/box/3301`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const left = await t.db
      .select()
      .from(voicemailMessages)
      .where(eq(voicemailMessages.voicemailUuid, box.json().voicemail_uuid));
    expect(left).toEqual([]);
    expect((await inject('DELETE', `${base(A)}/box/3301`, officer)).statusCode).toBe(404);
    expect((await inject('DELETE', `${base(B)}/box/4000`, officer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${base(A)}/box/3301`, '')).statusCode).toBe(401);
  });
});

describe('voicemail messages', () => {
  it('lists the messages of a box newest first, with length in seconds and created_epoch', async () => {
    const res = await inject('GET', `${base(A, '2101')}/message?page=1&pagesize=25`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      total_kind: 'exact',
      voicemailmessages: [
        expect.objectContaining({
          caller_id_number: '+13055550142',
          message_length: 7,
          created_epoch: 1_767_100_000,
        }),
        {
          voicemail_message_uuid: expect.any(String),
          voicemail_uuid: expect.any(String),
          voicemail_id: '2101',
          caller_id_name: 'Ada Lovelace',
          caller_id_number: '7002',
          message_length: 42,
          created_epoch: 1_767_000_000,
          read_epoch: null,
          has_audio: false,
        },
      ],
    });
  });

  it("searches caller name and number; 'all' reads every box of the domain only", async () => {
    const search = await inject('GET', `${base(A, '2101')}/message?search=lovelace`, officer);
    expect(search.json().total).toBe(1);
    const all = await inject('GET', `${base(A)}/message`, officer);
    expect(all.json().voicemailmessages.map((m: { caller_id_number: string }) => m.caller_id_number)).toEqual(
      ['+13055550142', '7002'],
    );
  });

  it('exports as voicemail-messages-<code>-<date>.csv with formulas neutralised', async () => {
    const res = await inject(
      'GET',
      `${base(A, '2101')}/message?format=csv&columns=caller_id_name,caller_id_number,message_length`,
      officer,
    );
    expect(res.headers['content-disposition']).toMatch(/filename="voicemail-messages-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'caller_id_name,caller_id_number,message_length',
      "'=HYPERLINK(),+13055550142,7",
      'Ada Lovelace,7002,42',
    ]);
  });

  it('answers 404 for an unknown box, 403 for another domain, 401 signed out', async () => {
    expect((await inject('GET', `${base(A, '9999')}/message`, officer)).json()).toEqual({
      error: `Voicemail box 9999 does not exist in domain ${A}.`,
    });
    expect((await inject('GET', `${base(A, '9999')}/message?format=csv`, officer)).statusCode).toBe(404);
    expect((await inject('GET', `${base(B, '4000')}/message`, officer)).statusCode).toBe(403);
    expect((await inject('GET', `${base(A, '2101')}/message`, '')).statusCode).toBe(401);
  });
});

describe('API document', () => {
  it('describes the voicemail paths with both readings of the create body', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const box = '/v2/pbx/domain/{domain}/extension/{ext}/voicemail/box';
    expect(Object.keys(doc.paths[box])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${box}/{id}`])).toEqual(['patch', 'delete']);
    expect(doc.paths['/v2/pbx/domain/{domain}/extension/{ext}/voicemail/message'].get).toBeDefined();
    const body = doc.paths[box].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        'number',
        'password',
        'description',
        'voicemail_description',
        'voicemail_enabled',
      ]),
    );
  });
});
