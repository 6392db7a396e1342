/**
 * Voicemail you can hear (issue 14 item 6), on a real database: a message's recording answered whole
 * and by ranges (first bytes, middle, suffix, open end, bad ranges 416), downloaded, marked read,
 * deleted with its recording; greetings uploaded and checked by their bytes; 'e-mail the message'; and
 * each role's reach (the extension session hears its own box only).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../platform/session.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { voicemailBoxes, voicemailMessages } from '../schema.ts';
import { linkRecording, storeRecording } from './audio-queries.ts';
import { voicemailAudio, voicemailRecordings } from './audio-schema.ts';

const OPUS = readFileSync(new URL('../../../seed/voicemail/spa-booking.opus', import.meta.url));
const OTHER = readFileSync(new URL('../../../seed/voicemail/medical.opus', import.meta.url));
const OPUS_TYPE = 'audio/ogg; codecs=opus';

/** A WAV file: the 44-byte RIFF header of 8 kHz mono 16-bit PCM and `samples` samples of silence. */
function wav(samples: number): Buffer {
  const data = samples * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const base = (domain: string, ext = 'all') => `/v2/pbx/domain/${domain}/extension/${ext}/voicemail`;
const audioUrl = (id: string, ext = 'all', domain = A) => `${base(domain, ext)}/message/${id}/audio`;

async function addMessage(domain: string, boxUuid: string, name: string, audio?: Buffer): Promise<string> {
  const [row] = await t.db
    .insert(voicemailMessages)
    .values({
      domain,
      voicemailUuid: boxUuid,
      callerIdName: name,
      callerIdNumber: '7002',
      createdEpoch: 1_767_000_000,
    })
    .returning();
  if (!row) throw new Error('no message');
  if (audio)
    await linkRecording(t.db, row.voicemailMessageUuid, await storeRecording(t.db, audio, OPUS_TYPE));
  return row.voicemailMessageUuid;
}

const get = (url: string, cookie: string, headers: Record<string, string | undefined> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const boxes = await t.db
    .insert(voicemailBoxes)
    .values([
      { domain: A, voicemailId: '2101', passwordEncrypted: 'x', description: 'Purser' },
      { domain: A, voicemailId: '2102', passwordEncrypted: 'x', description: 'Cabin 2102' },
      { domain: B, voicemailId: '4000', passwordEncrypted: 'x', description: 'Bravo' },
    ])
    .returning();
  const box = (id: string) => boxes.find((b) => b.voicemailId === id)?.voicemailUuid ?? '';
  ids.purser = await addMessage(A, box('2101'), 'Spa', OPUS);
  ids.silent = await addMessage(A, box('2101'), 'No recording');
  ids.cabin = await addMessage(A, box('2102'), 'Cabin caller', OTHER);
  ids.bravo = await addMessage(B, box('4000'), 'Bravo caller', OPUS);
  for (const user of ['admin', 'officer', 'orgadmin', 'operator', 'clerk', 'auditor']) {
    cookies[user] = await signIn(t.app, A, user, PASSWORD);
  }
  cookies.extension = `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '2101', domain: A })}`;
});
afterAll(() => t.close());

describe('a message’s recording with range requests', () => {
  it('answers the whole file with 200, its length, type, ranges accepted and a strong ETag', async () => {
    const res = await get(audioUrl(ids.purser!), cookies.officer!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe(OPUS_TYPE);
    expect(Number(res.headers['content-length'])).toBe(OPUS.length);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="voicemail-2101-20251229-\d{4}-7002\.opus"/,
    );
    expect(res.rawPayload.equals(OPUS)).toBe(true);
  });

  it('answers the first bytes, a middle part, an open end and a suffix with 206 and Content-Range', async () => {
    const n = OPUS.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${n - 10}-`, n - 10, n - 1],
      ['bytes=-500', n - 500, n - 1],
      [`bytes=100-${n + 5000}`, 100, n - 1],
      [`bytes=-${n + 1}`, 0, n - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(audioUrl(ids.purser!), cookies.officer!, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${n}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.rawPayload.equals(OPUS.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range outside the file or one it cannot read', async () => {
    const n = OPUS.length;
    for (const range of [
      `bytes=${n}-`,
      `bytes=${n + 10}-${n + 20}`,
      'bytes=-0',
      'bytes=500-100',
      'bytes=abc',
      'bytes=-',
    ]) {
      const res = await get(audioUrl(ids.purser!), cookies.officer!, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${n}`);
      expect(res.json().error, range).toMatch(/outside the file's \d+ bytes/);
    }
  });

  it('answers the whole file for several ranges, another unit, or an If-Range of another version', async () => {
    for (const headers of [
      { range: 'bytes=0-1,5-9' },
      { range: 'items=0-5' },
      { range: 'bytes=0-9', 'if-range': '"an-older-version"' },
    ]) {
      const res = await get(audioUrl(ids.purser!), cookies.officer!, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.length).toBe(OPUS.length);
    }
    const etag = (await get(audioUrl(ids.purser!), cookies.officer!)).headers.etag as string;
    const same = await get(audioUrl(ids.purser!), cookies.officer!, { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
  });

  it('downloads as an attachment, answers HEAD without a body, and reads a box’s path', async () => {
    const res = await get(`${audioUrl(ids.purser!, '2101')}?download=true`, cookies.officer!);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="voicemail-2101-.*\.opus"/);
    const head = await t.app.inject({
      method: 'HEAD',
      url: audioUrl(ids.purser!),
      headers: { cookie: cookies.officer! },
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(OPUS.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a message without a recording, of another box, or unknown; 400 for a bad id', async () => {
    expect((await get(audioUrl(ids.silent!), cookies.officer!)).json()).toEqual({
      error: `Voicemail message ${ids.silent} has no recording.`,
    });
    expect((await get(audioUrl(ids.cabin!, '2101'), cookies.officer!)).statusCode).toBe(404);
    expect((await get(audioUrl(ids.bravo!), cookies.admin!)).statusCode).toBe(404);
    expect((await get(audioUrl('00000000-0000-4000-8000-000000000000'), cookies.officer!)).statusCode).toBe(
      404,
    );
    expect((await get(audioUrl('7'), cookies.officer!)).json()).toEqual({
      error: "Field 'id' must be a message id.",
    });
  });
});

describe('who may hear, mark and delete', () => {
  it('lets every role that reads the PBX hear a message, and no one else', async () => {
    const expected: Record<string, number> = {
      admin: 200,
      officer: 200,
      orgadmin: 200,
      operator: 200,
      auditor: 200,
      clerk: 403,
      extension: 403,
    };
    for (const [who, status] of Object.entries(expected)) {
      expect((await get(audioUrl(ids.purser!), cookies[who]!)).statusCode, who).toBe(status);
    }
    expect((await get(audioUrl(ids.bravo!, 'all', B), cookies.officer!)).statusCode).toBe(403);
    expect((await get(audioUrl(ids.bravo!, 'all', B), cookies.orgadmin!)).statusCode).toBe(200);
    expect((await get(audioUrl(ids.purser!), '')).statusCode).toBe(401);
  });

  it('lets roles that change the PBX mark a message read; the auditor, the clerk and an extension may not', async () => {
    const mark = (who: string, read: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `${base(A)}/message/${ids.cabin}`,
        headers: { cookie: cookies[who]! },
        payload: { read },
      });
    for (const who of ['auditor', 'clerk', 'extension'])
      expect((await mark(who, true)).statusCode, who).toBe(403);
    expect((await mark('operator', true)).json()).toEqual({ success: true });
    const list = await get(`${base(A, '2102')}/message`, cookies.auditor!);
    expect(list.json().voicemailmessages[0]).toMatchObject({
      read_epoch: expect.any(Number),
      has_audio: true,
    });
    expect((await mark('officer', false)).statusCode).toBe(200);
    expect(
      (await get(`${base(A, '2102')}/message`, cookies.auditor!)).json().voicemailmessages[0].read_epoch,
    ).toBeNull();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${base(A)}/message/${ids.cabin}`,
      headers: { cookie: cookies.officer! },
      payload: { read: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the extension hear, mark and count its own box’s messages only', async () => {
    const own = await get(`/v1/self/voicemail/messages/${ids.purser}/audio`, cookies.extension!, {
      range: 'bytes=0-15',
    });
    expect(own.statusCode).toBe(206);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('OggS');
    expect((await get(`/v1/self/voicemail/messages/${ids.cabin}/audio`, cookies.extension!)).json()).toEqual({
      error: `Voicemail message ${ids.cabin} is not in your voicemail box.`,
    });
    expect((await get(`/v1/self/voicemail/messages/${ids.bravo}/audio`, cookies.extension!)).statusCode).toBe(
      404,
    );
    for (const who of ['officer', 'operator', 'auditor']) {
      expect(
        (await get(`/v1/self/voicemail/messages/${ids.purser}/audio`, cookies[who]!)).statusCode,
        who,
      ).toBe(403);
    }
    const before = (await get('/v1/self', cookies.extension!)).json().voicemail;
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/v1/self/voicemail/messages/${ids.purser}`,
      headers: { cookie: cookies.extension! },
      payload: { read: true },
    });
    expect(marked.statusCode).toBe(200);
    const after = (await get('/v1/self', cookies.extension!)).json().voicemail;
    expect(after).toMatchObject({ messages: before.messages, new_messages: before.new_messages - 1 });
    const others = await t.app.inject({
      method: 'PATCH',
      url: `/v1/self/voicemail/messages/${ids.cabin}`,
      headers: { cookie: cookies.extension! },
      payload: { read: true },
    });
    expect(others.statusCode).toBe(404);
  });

  it('deletes a message with its recording, keeping a recording another message still carries', async () => {
    const [box] = await t.db.select().from(voicemailBoxes).where(eq(voicemailBoxes.voicemailId, '2102'));
    const shared = await addMessage(A, box!.voicemailUuid, 'Shares the cabin recording', OTHER);
    const del = (who: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `${base(A)}/message/${id}`, headers: { cookie: cookies[who]! } });
    for (const who of ['auditor', 'clerk', 'extension'])
      expect((await del(who, shared)).statusCode, who).toBe(403);
    expect((await del('operator', shared)).json()).toEqual({ success: true });
    expect((await del('operator', shared)).statusCode).toBe(404);
    const recordings = async () =>
      (await t.db.select({ sha: voicemailRecordings.sha256 }).from(voicemailRecordings)).length;
    const kept = await recordings();
    expect((await get(audioUrl(ids.cabin!), cookies.officer!)).statusCode).toBe(200);
    expect((await del('officer', ids.cabin!)).statusCode).toBe(200);
    expect(await recordings()).toBe(kept - 1);
    const links = await t.db
      .select()
      .from(voicemailAudio)
      .where(eq(voicemailAudio.voicemailMessageUuid, ids.cabin!));
    expect(links).toEqual([]);
  });
});

describe('greetings', () => {
  const put = (body: Buffer | string, who = 'officer', contentType = 'audio/wav', name = 'welcome.wav') =>
    t.app.inject({
      method: 'PUT',
      url: `${base(A)}/box/2101/greeting?filename=${encodeURIComponent(name)}`,
      headers: { cookie: cookies[who]!, 'content-type': contentType },
      payload: body,
    });
  const box2101 = async () =>
    (await get(`${base(A, '2101')}/box`, cookies.officer!)).json().voicemailboxes[0] as Record<
      string,
      unknown
    >;

  it('takes a WAV greeting, lists its name and size, and plays it with ranges', async () => {
    expect(await box2101()).toMatchObject({ voicemail_greeting: null, voicemail_greeting_size: null });
    const file = wav(4000);
    expect((await put(file)).json()).toEqual({ success: true });
    expect(await box2101()).toMatchObject({
      voicemail_greeting: 'welcome.wav',
      voicemail_greeting_size: file.length,
    });
    const whole = await get(`${base(A)}/box/2101/greeting`, cookies.auditor!);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(file)).toBe(true);
    const part = await get(`${base(A)}/box/2101/greeting`, cookies.auditor!, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe(file.subarray(0, 12).toString('latin1'));
  });

  it('takes Opus and MP3 by their bytes, whatever the declared type or name', async () => {
    expect(
      (await put(OPUS, 'operator', 'application/octet-stream', 'C:\\greetings\\hello.opus')).statusCode,
    ).toBe(200);
    expect(await box2101()).toMatchObject({ voicemail_greeting: 'hello.opus' });
    expect((await get(`${base(A)}/box/2101/greeting`, cookies.officer!)).headers['content-type']).toBe(
      OPUS_TYPE,
    );
    const mp3 = Buffer.concat([
      Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
      Buffer.alloc(256, 0xff),
    ]);
    expect((await put(mp3, 'officer', 'audio/mpeg', 'hello.mp3')).statusCode).toBe(200);
    expect((await get(`${base(A)}/box/2101/greeting`, cookies.officer!)).headers['content-type']).toBe(
      'audio/mpeg',
    );
  });

  it('refuses an empty file, another format, a file over 5 MB, and a role that may not change the PBX', async () => {
    expect((await put(Buffer.alloc(0))).json()).toEqual({
      error: 'The greeting file is empty: choose a WAV, Opus or MP3 recording.',
    });
    const notAudio =
      'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.';
    const vorbis = Buffer.concat([
      Buffer.from('OggS'),
      Buffer.alloc(24),
      Buffer.from('\u0001vorbis'),
      Buffer.alloc(64),
    ]);
    for (const body of [
      Buffer.from('just some text, not audio'),
      vorbis,
      Buffer.from('fLaC\u0000\u0000\u0000\u0022'),
    ]) {
      const res = await put(body, 'officer', 'audio/wav');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: notAudio });
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: `${base(A)}/box/2101/greeting`,
      headers: { cookie: cookies.officer! },
      payload: { greeting: 'x' },
    });
    expect(json.json()).toEqual({ error: notAudio });
    const big = await put(wav(3 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The greeting is 6.0 MB; a greeting may be at most 5.0 MB.' });
    const huge = await put(wav(6 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The request body is too large.' });
    for (const who of ['auditor', 'clerk', 'extension'])
      expect((await put(wav(10), who)).statusCode, who).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base(A)}/box/9999/greeting`,
          headers: { cookie: cookies.officer!, 'content-type': 'audio/wav' },
          payload: wav(10),
        })
      ).statusCode,
    ).toBe(404);
    // The last good greeting is still there.
    expect(await box2101()).toMatchObject({ voicemail_greeting: 'hello.mp3' });
  });

  it('removes the greeting; then it is a 404 and the box plays the standard one', async () => {
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `${base(A)}/box/2101/greeting`,
        headers: { cookie: cookies.operator! },
      });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).json()).toEqual({ error: 'Voicemail box 2101 has no greeting of its own.' });
    expect((await get(`${base(A)}/box/2101/greeting`, cookies.officer!)).statusCode).toBe(404);
    expect(await box2101()).toMatchObject({ voicemail_greeting: null });
  });
});

describe("'e-mail the message'", () => {
  const patch = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base(A)}/box/2102`,
      headers: { cookie: cookies.officer! },
      payload,
    });

  it('turns on with an address, refuses it on without one, and checks the address', async () => {
    expect((await patch({ voicemail_email_enabled: 'true' })).json()).toEqual({
      error: "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.",
    });
    expect((await patch({ voicemail_mail_to: 'not an address' })).json()).toEqual({
      error: "Field 'voicemail_mail_to' must be an e-mail address.",
    });
    const on = await patch({ voicemail_mail_to: ' purser@ship.example ', voicemail_email_enabled: true });
    expect(on.json()).toMatchObject({
      voicemail_mail_to: 'purser@ship.example',
      voicemail_email_enabled: 'true',
    });
    expect((await patch({ voicemail_mail_to: '' })).statusCode).toBe(400);
    const off = await patch({ voicemail_mail_to: '', voicemail_email_enabled: 'false' });
    expect(off.json()).toMatchObject({ voicemail_mail_to: '', voicemail_email_enabled: 'false' });
  });
});
