/**
 * The switch's voicemail deposit (POST /v3/pbx/freeswitch/voicemail/{box}/message) on a real database,
 * with a real SMTP receiver: the message and its recording are stored as every message's are (and play
 * back byte for byte); a box with 'e-mail the message' on mails it to its address with the recording
 * attached, and one that keeps no mailed message deletes it after (audited as the token); a mail server
 * that cannot be reached leaves the message in the box; the token decides the domain; sessions of every
 * role are refused (a token-only route); bad recordings and unknown or disabled boxes are refused.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { createSession, SESSION_COOKIE } from '../../../platform/session.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { mimeAttachment, mimeHeader } from '../../../test/mime.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { auditLog } from '../../audit/schema.ts';
import { createToken } from '../../tokens/service.ts';
import { voicemailBoxes, voicemailMessages } from '../schema.ts';

const OPUS = readFileSync(new URL('../../../seed/voicemail/spa-booking.opus', import.meta.url));

const received: ReceivedMail[] = [];
let smtp: SmtpReceiver;
let t: TestApp;
/** A second server instance on the same database whose SMTP server cannot be reached. */
let down: TestApp;
let alpha: string;
let bravo: string;

beforeAll(async () => {
  smtp = await startSmtpReceiver(received);
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  down = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, database: t.database });
  await insertFixtures(t.db);
  const key = loadSecretKey(t.config);
  const pin = encryptSecret('4820', key);
  await t.db.insert(voicemailBoxes).values([
    {
      domain: A,
      voicemailId: '2301',
      passwordEncrypted: pin,
      description: 'Spa',
      mailTo: 'spa@a.test',
      emailEnabled: true,
    },
    {
      domain: A,
      voicemailId: '2302',
      passwordEncrypted: pin,
      mailTo: 'purser@a.test',
      emailEnabled: true,
      keepAfterEmail: false,
    },
    { domain: A, voicemailId: '2303', passwordEncrypted: pin, mailTo: 'off@a.test', emailEnabled: false },
    { domain: A, voicemailId: '2304', passwordEncrypted: pin, enabled: false },
    { domain: B, voicemailId: '4301', passwordEncrypted: pin },
  ]);
  alpha = (await createToken(t.db, A, null, 'Alpha FreeSWITCH')).token;
  bravo = (await createToken(t.db, B, null, 'Bravo FreeSWITCH')).token;
});

afterAll(async () => {
  await down?.close();
  await t?.close();
  await smtp.close();
});

const deposit = (
  box: string,
  query: Record<string, string>,
  body: Buffer | string = OPUS,
  opts: { token?: string; app?: TestApp; headers?: Record<string, string> } = {},
) => {
  const params = new URLSearchParams(query);
  if (opts.token !== '') params.set('apiToken', opts.token ?? alpha);
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: `/v3/pbx/freeswitch/voicemail/${box}/message?${params}`,
    headers: { 'content-type': 'audio/ogg', ...opts.headers },
    payload: body,
  });
};

const messagesOf = async (box: string, domain = A) => {
  const [row] = await t.db
    .select({ uuid: voicemailBoxes.voicemailUuid })
    .from(voicemailBoxes)
    .where(and(eq(voicemailBoxes.domain, domain), eq(voicemailBoxes.voicemailId, box)));
  return t.db
    .select()
    .from(voicemailMessages)
    .where(eq(voicemailMessages.voicemailUuid, row?.uuid ?? ''));
};

describe('voicemail deposit from the switch', () => {
  it('stores the message with its recording, playable as any message, and mails nothing when the box says so', async () => {
    const res = await deposit('2303', {
      caller_id_name: 'Deck 5',
      caller_id_number: '7002',
      message_length: '12',
      created_epoch: '1767000000',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      voicemail_message_uuid: expect.any(String),
      voicemail_id: '2303',
      mailed: false,
      deleted: false,
    });
    const [message] = await messagesOf('2303');
    expect(message).toMatchObject({
      callerIdName: 'Deck 5',
      callerIdNumber: '7002',
      messageLength: 12,
      createdEpoch: 1_767_000_000,
      readEpoch: null,
    });
    expect(received.some((m) => m.to.includes('off@a.test'))).toBe(false);
    // Played back through the console's audio route: the same bytes.
    const admin = await signIn(t.app, A, 'admin', PASSWORD);
    const audio = await t.app.inject({
      url: `/v2/pbx/domain/${A}/extension/2303/voicemail/message/${body.voicemail_message_uuid}/audio`,
      headers: { cookie: admin },
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg; codecs=opus');
    expect(audio.rawPayload.equals(OPUS)).toBe(true);
  });

  it("mails the message with the recording attached to the box's address, and keeps it", async () => {
    const before = received.length;
    const res = await deposit('2301', {
      caller_id_name: 'Cabin 7002',
      caller_id_number: '7002',
      message_length: '42',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ voicemail_id: '2301', mailed: true, deleted: false });
    const mail = received.slice(before).find((m) => m.to.includes('spa@a.test'));
    expect(mail).toBeDefined();
    expect(mimeHeader(mail?.data ?? '', 'subject')).toBe(
      'Voicemail from Cabin 7002 <7002> in box 2301 (42 s)',
    );
    const attached = mimeAttachment(
      mail?.data ?? '',
      /filename="?(voicemail-2301-[0-9-]+-7002\.opus)"?/.exec(mail?.data ?? '')?.[1] ?? 'none',
    );
    expect(attached?.contentType).toBe('audio/ogg');
    expect(attached?.data.equals(OPUS)).toBe(true);
    expect(await messagesOf('2301')).toHaveLength(1);
  });

  it('deletes the message after mailing when the box keeps no mailed message; the delete is audited as the token', async () => {
    const res = await deposit('2302', { caller_id_number: '+13055559999', message_length: '7' });
    expect(res.statusCode).toBe(201);
    const { voicemail_message_uuid: id, mailed, deleted } = res.json();
    expect({ mailed, deleted }).toEqual({ mailed: true, deleted: true });
    const mail = received.find((m) => m.to.includes('purser@a.test'));
    expect(mimeHeader(mail?.data ?? '', 'subject')).toBe('Voicemail from +13055559999 in box 2302 (7 s)');
    expect(mail?.data).toContain('it has been deleted from the box');
    expect(await messagesOf('2302')).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((r) => [r.action, r.actorKind, r.actorName])).toEqual(
      expect.arrayContaining([
        ['create', 'token', 'Alpha FreeSWITCH'],
        ['delete', 'token', 'Alpha FreeSWITCH'],
      ]),
    );
  });

  it('keeps the message when the mail server cannot be reached, even in a box that keeps no mailed message', async () => {
    const res = await deposit('2302', { caller_id_number: '7003', message_length: '3' }, OPUS, { app: down });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mailed: false, deleted: false });
    expect((await messagesOf('2302')).map((m) => m.callerIdNumber)).toEqual(['7003']);
  });

  it("acts on the token's domain only: another ship's box is unknown to it", async () => {
    expect((await deposit('4301', { message_length: '1' })).statusCode).toBe(404);
    // As curl --data-binary sends it when no Content-Type is given.
    const res = await deposit('4301', { message_length: '1' }, OPUS, {
      token: bravo,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(201);
    expect(await messagesOf('4301', B)).toHaveLength(1);
  });

  it('refuses what is no recording, a missing length, an unknown box and a disabled one, naming why', async () => {
    const notAudio = await deposit('2303', { message_length: '1' }, 'just text', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(notAudio.statusCode).toBe(400);
    expect(notAudio.json().error).toMatch(/WAV, Opus \(Ogg\) or MP3/);
    const json = await deposit('2303', { message_length: '1' }, '{"a":1}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    const length = await deposit('2303', {});
    expect(length.statusCode).toBe(400);
    expect(length.json().error).toContain('message_length');
    expect((await deposit('2399', { message_length: '1' })).statusCode).toBe(404);
    const disabled = await deposit('2304', { message_length: '1' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error).toContain('disabled');
  });

  it('takes an API token only: no token, a wrong one, and every role’s session are 401', async () => {
    expect((await deposit('2303', { message_length: '1' }, OPUS, { token: '' })).statusCode).toBe(401);
    expect((await deposit('2303', { message_length: '1' }, OPUS, { token: 'pst_wrong' })).statusCode).toBe(
      401,
    );
    const sessions: Record<string, string> = {};
    for (const who of ['admin', 'officer', 'orgadmin', 'operator', 'clerk', 'auditor']) {
      sessions[who] = await signIn(t.app, A, who, PASSWORD);
    }
    sessions.extension = `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '2101', domain: A })}`;
    const count = (await messagesOf('2303')).length;
    for (const [who, cookie] of Object.entries(sessions)) {
      const res = await deposit('2303', { message_length: '1' }, OPUS, { token: '', headers: { cookie } });
      expect(res.statusCode, who).toBe(401);
    }
    expect(await messagesOf('2303')).toHaveLength(count);
  });
});
