/**
 * /v1/self/voicemail: an extension session lists and deletes only its own box's messages (another box's
 * message id is a 404 and stays) and changes only its own box's PIN, by the voicemail module's PIN rules.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { voicemailMessages } from '../pbx/schema.ts';
import { boxPin, extensionCookie, insertSelfFixtures, type SelfFixtures } from './test-fixtures.ts';

let t: TestApp;
let f: SelfFixtures;
let purser: string;

const messageExists = async (id: string) =>
  (await t.db.select().from(voicemailMessages).where(eq(voicemailMessages.voicemailMessageUuid, id)))
    .length === 1;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  f = await insertSelfFixtures(t);
  purser = await extensionCookie(t, '2101');
});
afterAll(() => t.close());

describe('GET /v1/self/voicemail/messages', () => {
  it('lists the own box only, newest first, paged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/self/voicemail/messages?pagesize=2',
      headers: { cookie: purser },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.voicemailmessages.map((m: { caller_id_name: string }) => m.caller_id_name)).toEqual([
      'Caller 2101-3',
      'Caller 2101-2',
    ]);
    const next = await t.app.inject({
      method: 'GET',
      url: '/v1/self/voicemail/messages?pagesize=2&page=2',
      headers: { cookie: purser },
    });
    expect(next.json().voicemailmessages.map((m: { voicemail_id: string }) => m.voicemail_id)).toEqual([
      '2101',
    ]);
  });

  it('does not follow a box named in the query', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/self/voicemail/messages?ext=2102&voicemail_id=2102',
      headers: { cookie: purser },
    });
    const ids = res.json().voicemailmessages.map((m: { voicemail_id: string }) => m.voicemail_id);
    expect(new Set(ids)).toEqual(new Set(['2101']));
  });

  it('answers 404 with a sentence to an extension without a box', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/self/voicemail/messages',
      headers: { cookie: await extensionCookie(t, '5001') },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Extension 5001 has no voicemail box.');
  });
});

describe('DELETE /v1/self/voicemail/messages/:id', () => {
  it('deletes a message of the own box', async () => {
    const id = f.messages['2101']?.[0] ?? '';
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/self/voicemail/messages/${id}`,
      headers: { cookie: purser },
    });
    expect(res.statusCode).toBe(200);
    expect(await messageExists(id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/self/voicemail/messages/${id}`,
      headers: { cookie: purser },
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for a message of another box, and the message stays', async () => {
    const id = f.messages['2102']?.[0] ?? '';
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/self/voicemail/messages/${id}`,
      headers: { cookie: purser },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(`Voicemail message ${id} is not in your voicemail box.`);
    expect(await messageExists(id)).toBe(true);
  });

  it('answers 400 naming the id for something that is no message id', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/self/voicemail/messages/7',
      headers: { cookie: purser },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Field 'id'");
  });
});

describe('PATCH /v1/self/voicemail', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v1/self/voicemail', headers: { cookie }, payload });

  it('changes the own box PIN only, and never answers it', async () => {
    const res = await change(purser, { password: '4826' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ voicemail_id: '2101', enabled: true, messages: 2, new_messages: 2 });
    expect(res.body).not.toContain('4826');
    expect(await boxPin(t, '2101')).toBe('4826');
    expect(await boxPin(t, '2102')).toBe('2580');
  });

  it.each([
    ['12', 'must be 4 to 16 digits'],
    ['1111', 'must not be one digit repeated'],
    ['4321', 'must not be a run of digits'],
    ['2101', 'must not be the mailbox number'],
  ])('refuses %s with a 400 naming the password, as the voicemail module does', async (pin, words) => {
    const res = await change(purser, { password: pin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Field 'password'");
    expect(res.json().error).toContain(words);
    expect(await boxPin(t, '2101')).toBe('4826');
  });

  it('refuses anything but the PIN (another box, a description, disabling)', async () => {
    for (const extra of [{ voicemail_id: '2102' }, { description: 'x' }, { status: false }]) {
      const res = await change(purser, { password: '3697', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(Object.keys(extra)[0]);
    }
    expect(await boxPin(t, '2101')).toBe('4826');
    expect(await boxPin(t, '2102')).toBe('2580');
  });
});
