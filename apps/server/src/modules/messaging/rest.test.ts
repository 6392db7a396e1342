/**
 * The messaging REST calls (spec 000 §7.3, issue 11 items 2 and 5): the conversation list (one row per
 * peer with its newest message, names, unread counts, search, pages, total), a conversation's history
 * (pages of 50, skipFromMessageId, order ASC), a message's events (base64 JSON payloads) and the stream
 * catch-up; bad input, another domain's account, a role without messaging and no session. The messages
 * are written by the module's writer as STOMP SENDs are.
 */
import { SendMessage, SendReceipt } from '@portside/contract/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, CAR, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { contactPhones, contacts } from '../directory/schema.ts';
import { resolveDestination } from './addresses.ts';
import { addAccounts } from './test-kit.ts';
import { MessageWriter } from './writer.ts';

let t: TestApp;
let writer: MessageWriter;
let operator: string;

const PURSER = '99982101';
const SHORE = '99982102';
const SPA = '99982103';
const CREW = '99985001';
const GUEST = '+15550001111';
const GROUP = [PURSER, SHORE, SPA].join(':');
const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;

let n = 0;
async function send(from: string, address: string, message: string, channel = 'app'): Promise<string> {
  const input = SendMessage.parse({ sender: from, address, message, messageid: `rest-${++n}`, channel });
  await writer.submit({
    kind: 'message',
    from: { domain: A, account: from },
    input,
    destination: resolveDestination(from, address, input.channel),
  });
  return input.messageid;
}

async function receipt(from: string, original: string, messageid: string, type: 3 | 5): Promise<void> {
  const input = SendReceipt.parse({ messageid, sender: from, address: original, type });
  await writer.submit({ kind: 'receipt', from: { domain: A, account: from }, input });
}

const get = (url: string, cookie: string | null = operator) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const crewIds: string[] = [];
let spaMessage = '';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, {
    [SHORE]: { name: 'Shore Excursions' },
    [SPA]: { name: 'Serenity Spa' },
    [CREW]: { name: 'Ana Santos' },
  });
  const [maria] = await t.db
    .insert(contacts)
    .values({ domain: A, contactType: 'guest', contactNameGiven: 'Maria Lopez' })
    .returning();
  await t.db
    .insert(contactPhones)
    .values({ contactUuid: maria!.contactUuid, phoneLabel: 'whatsapp', phoneNumber: GUEST });
  writer = new MessageWriter(t.db, { publish: async () => undefined }, t.app.log);
  operator = await signIn(t.app, A, 'operator', PASSWORD);

  // Oldest first: a long history with the crew member, then four other conversations.
  for (let i = 0; i < 60; i++)
    crewIds.push(await send(i % 2 ? CREW : PURSER, i % 2 ? PURSER : CREW, `crew line ${i}`));
  await send(PURSER, SHORE, 'The tender leaves at 09:00');
  await send(SHORE, PURSER, 'Thanks, noted');
  await send(PURSER, `${SHORE}:${SPA}`, 'Team briefing at 10:00');
  await send(PURSER, GUEST, 'Your tour starts at 10:00', 'whatsapp');
  spaMessage = await send(SPA, PURSER, 'Massage booked for 16:00');
});
afterAll(() => t.close());

describe('GET /v3/chat/message, the conversation list', () => {
  it('lists one row per peer, newest first, with names, the newest message and unread counts', async () => {
    const res = await get(`/v3/chat/message?user=${PURSER}&newestOnly=true`);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(5);
    expect(data.map((c: { peer: string }) => c.peer)).toEqual([SPA, GUEST, GROUP, SHORE, CREW]);
    expect(data[0]).toMatchObject({
      peer: SPA,
      peer_names: ['Serenity Spa'],
      message: 'Massage booked for 16:00',
      sender: SPA,
      type: 0,
      status: 0,
      unread: 1,
    });
    expect(data[0].date).toMatch(WIRE_DATE);
    // The outside conversation's newest message is the desk's, failed (no provider configured) with the
    // reason on it; the guest is named by the directory.
    expect(data[1]).toMatchObject({
      peer: GUEST,
      peer_names: ['Maria Lopez'],
      sender: PURSER,
      channel: 'whatsapp',
      extras: { delivery: { state: 'failed' } },
      unread: 0,
    });
    expect(data[2]).toMatchObject({
      peer: GROUP,
      address: GROUP,
      peer_names: ['Purser app', 'Shore Excursions', 'Serenity Spa'],
      type: 1,
      unread: 0,
    });
    expect(data[3]).toMatchObject({ peer: SHORE, message: 'Thanks, noted', unread: 1 });
    expect(data[4]).toMatchObject({ peer: CREW, peer_names: ['Ana Santos'], unread: 30 });
  });

  it('counts a conversation read once its messages have read receipts', async () => {
    await receipt(PURSER, SPA, spaMessage, 3);
    let row = (await get(`/v3/chat/message?user=${PURSER}&newestOnly=true&pagesize=1`)).json().data[0];
    expect(row).toMatchObject({ peer: SPA, unread: 1, status: 3 });
    await receipt(PURSER, SPA, spaMessage, 5);
    row = (await get(`/v3/chat/message?user=${PURSER}&newestOnly=true&pagesize=1`)).json().data[0];
    expect(row).toMatchObject({ peer: SPA, unread: 0, status: 5 });
    // The sender sees the message read.
    const spa = (await get(`/v3/chat/message?user=${SPA}&newestOnly=true`)).json().data[0];
    expect(spa).toMatchObject({ peer: PURSER, type: 1, status: 5, unread: 0 });
  });

  it('pages with page and pagesize, the total the same on every page', async () => {
    const page2 = (await get(`/v3/chat/message?user=${PURSER}&newestOnly=true&page=2&pagesize=2`)).json();
    expect(page2.data.map((c: { peer: string }) => c.peer)).toEqual([GROUP, SHORE]);
    expect(page2.total).toBe(5);
    expect((await get(`/v3/chat/message?user=${PURSER}&newestOnly=true&page=9&pagesize=2`)).json()).toEqual({
      data: [],
      total: 5,
    });
  });

  it('searches the newest text, the peer’s number and its members’ names', async () => {
    const peers = async (search: string) =>
      (await get(`/v3/chat/message?user=${PURSER}&newestOnly=true&search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { peer: string }) => c.peer);
    expect(await peers('maria')).toEqual([GUEST]);
    expect(await peers('0001111')).toEqual([GUEST]);
    expect(await peers('serenity')).toEqual([SPA, GROUP]);
    expect(await peers('briefing')).toEqual([GROUP]);
    expect(await peers('100%')).toEqual([]);
  });
});

describe('GET /v3/chat/message, a history', () => {
  const texts = (res: { json(): { data: { message: string }[] } }) => res.json().data.map((m) => m.message);

  it('answers 50 newest first, pages back from skipFromMessageId, and gives a page oldest first with order ASC', async () => {
    const first = await get(`/v3/chat/message?user=${PURSER},${CREW}&orderby=creationdate`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(60);
    expect(texts(first)).toHaveLength(50);
    expect(texts(first)[0]).toBe('crew line 59');
    expect(texts(first)[49]).toBe('crew line 10');
    const older = await get(`/v3/chat/message?user=${PURSER},${CREW}&skipFromMessageId=${crewIds[10]}`);
    expect(texts(older)).toEqual(Array.from({ length: 10 }, (_, i) => `crew line ${9 - i}`));
    const asc = await get(
      `/v3/chat/message?user=${PURSER},${CREW}&pagesize=50&orderby=creationdate&order=ASC`,
    );
    expect(texts(asc)[0]).toBe('crew line 10');
    expect(texts(asc)[49]).toBe('crew line 59');
    expect(asc.json().data[0]).toMatchObject({ sender: PURSER, address: CREW, peer: CREW, type: 1 });
    expect(asc.json().data[1]).toMatchObject({ sender: CREW, peer: CREW, type: 0 });
  });

  it('answers a group’s history, and every message of the account without a peer', async () => {
    const group = await get(`/v3/chat/message?user=${SHORE},${GROUP}`);
    expect(group.json()).toMatchObject({ total: 1, data: [{ message: 'Team briefing at 10:00', type: 0 }] });
    const all = await get(`/v3/chat/message?user=${SHORE}`);
    expect(texts(all)).toEqual(['Team briefing at 10:00', 'Thanks, noted', 'The tender leaves at 09:00']);
  });

  it('answers 404 for a skipFromMessageId that is not in the conversation', async () => {
    const res = await get(`/v3/chat/message?user=${PURSER},${SHORE}&skipFromMessageId=${crewIds[3]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: `Message ${crewIds[3]} is not in this conversation.` });
  });
});

describe('GET /v3/chat/event and /v3/chat/sync', () => {
  it("lists a message's events with base64 JSON payloads; 404 for an unknown message", async () => {
    const res = await get(`/v3/chat/event?messageId=${spaMessage}&sender=${SPA}`);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({ messageid: spaMessage, sender: PURSER, type: 3 });
    expect(data[0].date).toMatch(WIRE_DATE);
    expect(JSON.parse(Buffer.from(data[1].payload, 'base64').toString())).toEqual({
      messageid: spaMessage,
      sender: PURSER,
      address: SPA,
      date: expect.stringMatching(WIRE_DATE),
      type: 5,
      status: 5,
      payload: 'IQ',
      extra: null,
    });
    expect((await get(`/v3/chat/event?messageId=${spaMessage}&sender=${SHORE}`)).statusCode).toBe(404);
    expect((await get('/v3/chat/event?messageId=nothing-here')).json()).toEqual({
      error: `There is no message nothing-here in ${A}.`,
    });
  });

  it('answers the stream after a number with the messages and receipts in order', async () => {
    const res = await get(`/v3/chat/sync?user=${SPA}&after=0`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { seq: number }) => i.seq)).toEqual([1, 2, 3, 4]);
    expect(page.items.map((i: { payload: string }) => i.payload)).toEqual(['message', 'message', 'IQ', 'IQ']);
    expect(page.items[1].message).toMatchObject({
      message: 'Massage booked for 16:00',
      type: 1,
      peer: PURSER,
    });
    expect(page.items[3].receipt).toMatchObject({ type: 5, status: 5, sender: PURSER });
    expect(page).toMatchObject({ last_seq: 4, more: false });
    expect((await get(`/v3/chat/sync?user=${SPA}&after=4`)).json()).toEqual({
      items: [],
      last_seq: 4,
      more: false,
    });
    // An extension that never had a message has an empty stream.
    expect((await get('/v3/chat/sync?user=2102&after=0')).json()).toEqual({
      items: [],
      last_seq: 0,
      more: false,
    });
  });
});

describe('refusals', () => {
  const routes = [
    `/v3/chat/message?user=${PURSER}&newestOnly=true`,
    `/v3/chat/message?user=${PURSER},${SHORE}`,
    `/v3/chat/event?messageId=${spaMessage || 'x'}`,
    `/v3/chat/sync?user=${PURSER}&after=0`,
  ];

  it.each([
    ['/v3/chat/message', "Field 'user' is required."],
    ['/v3/chat/message?user=abc', "Field 'user' must be an account, or an account and a peer joined by ','."],
    [`/v3/chat/message?user=${PURSER}&pagesize=0`, "Field 'pagesize' must be at least 1."],
    [`/v3/chat/message?user=${PURSER}&order=sideways`, 'Field \'order\' must be "ASC" or "DESC".'],
    [`/v3/chat/message?user=${PURSER}&newestOnly=yes`, 'Field \'newestOnly\' must be "true" or "false".'],
    [
      `/v3/chat/message?user=${PURSER},${SHORE}&skipFromMessageId=a%20b`,
      "Field 'skipFromMessageId' may hold only letters, digits and . _ : @ -.",
    ],
    ['/v3/chat/event', "Field 'messageId' is required."],
    ['/v3/chat/event?messageId=x&sender=abc', "Field 'sender' must be a number."],
    [`/v3/chat/sync?user=${PURSER}`, "Field 'after' must be a number."],
    [`/v3/chat/sync?user=${PURSER}&after=-1`, "Field 'after' must be at least 0."],
    [`/v3/chat/sync?user=${PURSER}&after=0&limit=501`, "Field 'limit' must be at most 500."],
  ])('answers 400 naming the field for %s', async (url, error) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('answers 401 without a session', async () => {
    for (const url of routes) expect((await get(url, null)).statusCode, url).toBe(401);
  });

  it("refuses another domain's account, and a domain the user may not act on", async () => {
    for (const url of [`/v3/chat/message?user=4000&newestOnly=true`, `/v3/chat/sync?user=4000&after=0`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        error: `4000 is not an extension of ${A}: you may read only its own accounts.`,
      });
    }
    const officer = await signIn(t.app, A, 'officer', PASSWORD);
    const res = await get(`/v3/chat/sync?user=4000&after=0&domain=${B}`, officer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: `You do not have access to domain ${B}.` });
    // An administrator granted Bravo reads Bravo's account there, and not Alpha's.
    const admin = await signIn(t.app, A, 'admin', PASSWORD);
    expect((await get(`/v3/chat/sync?user=4000&after=0&domain=${B}`, admin)).json()).toEqual({
      items: [],
      last_seq: 0,
      more: false,
    });
    expect((await get(`/v3/chat/sync?user=${PURSER}&after=0&domain=${B}`, admin)).statusCode).toBe(403);
  });

  it('refuses a role without messaging and an organisation without the module', async () => {
    const clerk = await signIn(t.app, A, 'clerk', PASSWORD);
    const carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
    for (const url of routes) {
      expect((await get(url, clerk)).json(), url).toEqual({
        error: 'Your role (Billing clerk) may not read messages.',
      });
      expect((await get(url, carrier)).json(), url).toEqual({
        error: 'The Omnichannel module is not enabled for your organisation.',
      });
    }
  });
});
