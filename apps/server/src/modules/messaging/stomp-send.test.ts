/**
 * Messaging through the real STOMP endpoint (issue 11 items 2, 4 and 10): messages stored before their
 * RECEIPT and delivered to every member (the sender's other devices too); the same messageid stored and
 * delivered once; delivered and read receipts reaching the sender live and stored as events; groups,
 * outside channels and bots; bad SENDs refused with nothing stored; catch-up after a gap returning
 * exactly the missed items.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { A, PASSWORD } from '../../test/fixtures.ts';
import { signIn } from '../../test/helper.ts';
import { chatMessages } from './schema.ts';
import { MessagingApp } from './stomp-fixture.ts';
import {
  connect,
  type Delivered,
  disconnect,
  Inbox,
  messageBody,
  newId,
  nextError,
  publish,
  sendAndWait,
} from './test-kit.ts';

const m = MessagingApp.setup({ PURSER: '99982101', SHORE: '99982102', SPA: '99982103', CREW: '99985001' });
const { PURSER, SHORE, SPA, CREW } = m.accounts;

describe('sending', () => {
  it('stores a message before its RECEIPT and delivers it to the recipient and to the sender’s other devices', async () => {
    const purser = await m.as(PURSER);
    const purserPhone = await Inbox.open((await m.as(PURSER)).client, `/exchange/${PURSER}/message`);
    const shore = await Inbox.open((await m.as(SHORE)).client, `/exchange/${SHORE}`);
    const body = messageBody(PURSER, SHORE, 'The tender leaves at 09:00', {
      date: '2026-01-02 03:04:05 GMT',
    });
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    // Committed when the RECEIPT came.
    const [row] = await m.t.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.messageid} = ${body.messageid}`);
    expect(row).toMatchObject({ sender: PURSER, address: SHORE, status: 0, extras: { typed_at: body.date } });

    const got = await shore.message('The tender leaves at 09:00');
    expect(got.message).toMatchObject({
      sender: PURSER,
      address: SHORE,
      messageid: body.messageid,
      type: 0,
      status: 0,
      peer: PURSER,
      channel: 'app',
      payload: 'message',
    });
    expect(got.message.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/);
    expect(got.destination).toBe(`/exchange/${SHORE}/message`);
    const own = await purserPhone.message('The tender leaves at 09:00');
    expect(own.message).toMatchObject({ type: 1, peer: SHORE, messageid: body.messageid });
  });

  it('stores and delivers the same messageid once, answering every resend with a RECEIPT', async () => {
    const purser = await m.as(PURSER);
    const shore = await Inbox.open((await m.as(SHORE)).client, `/exchange/${SHORE}/message`);
    const before = await m.messageCount();
    const body = messageBody(PURSER, SHORE, 'only once');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, { ...body, message: 'changed on resend' });
    // Deliveries of one account come in order: once the marker is here, a second copy would have been too.
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, messageBody(PURSER, SHORE, 'marker'));
    await shore.message('marker');
    expect(shore.messages().filter((m) => m.messageid === body.messageid)).toHaveLength(1);
    expect(shore.messages().map((m) => m.message)).not.toContain('changed on resend');
    expect(await m.messageCount()).toBe(before + 2);
    const seqs = shore.items.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('brings delivered (3) and read (5) receipts to the sender live, stores them, and never goes back', async () => {
    const purser = await m.as(PURSER);
    const purserInbox = await Inbox.open(purser.client, `/exchange/${PURSER}/IQ`);
    const shoreConn = await m.as(SHORE);
    const shore = await Inbox.open(shoreConn.client, `/exchange/${SHORE}`);
    const body = messageBody(PURSER, SHORE, 'please confirm');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    await shore.message('please confirm');

    const receipt = (type: 3 | 5) => ({ messageid: body.messageid, sender: SHORE, address: PURSER, type });
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, receipt(3));
    // The message's language score (type 14, modules/language) comes on its own time: this is about 3 and 5.
    const marks = (all: Delivered[]) => all.filter((i) => i.receipt?.type !== 14);
    const [delivered] = marks(await purserInbox.until((all) => marks(all).length >= 1));
    expect(delivered?.receipt).toMatchObject({
      messageid: body.messageid,
      sender: SHORE,
      address: PURSER,
      type: 3,
      status: 3,
      payload: 'IQ',
    });
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, receipt(5));
    const items = marks(await purserInbox.until((all) => marks(all).length >= 2));
    expect(items[1]?.receipt).toMatchObject({ type: 5, status: 5 });
    expect(items[1]!.seq).toBeGreaterThan(items[0]!.seq);

    // A delivered mark after the read one, or the read one again, changes and delivers nothing.
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, receipt(5));
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, receipt(3));
    // The next receipt's delivery comes after any the repeats would have made.
    const second = messageBody(PURSER, SHORE, 'second');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, second);
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, {
      ...receipt(3),
      messageid: second.messageid,
    });
    await purserInbox.until((all) => all.some((i) => i.receipt?.messageid === second.messageid));
    expect(marks(purserInbox.items).filter((i) => i.receipt?.messageid === body.messageid)).toHaveLength(2);

    const [row] = await m.t.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.messageid} = ${body.messageid}`);
    expect(row?.status).toBe(5);
    const events = await m.t.app.inject({
      method: 'GET',
      url: `/v3/chat/event?messageId=${body.messageid}`,
      headers: { cookie: m.operator },
    });
    expect(events.statusCode).toBe(200);
    const data = (events.json().data as { type: number; sender: string; payload: string }[]).filter(
      (e) => e.type !== 14,
    );
    expect(data.map((e) => [e.type, e.sender])).toEqual([
      [3, SHORE],
      [5, SHORE],
    ]);
    expect(JSON.parse(Buffer.from(data[1]!.payload, 'base64').toString('utf8'))).toMatchObject({
      messageid: body.messageid,
      type: 5,
      status: 5,
    });
  });
});

describe('groups, outside channels and bots', () => {
  it('delivers a group message to every member under the sorted address, the sender added; its status is the least of the members’', async () => {
    const purser = await m.as(PURSER);
    const own = await Inbox.open(purser.client, `/exchange/${PURSER}`);
    const shoreConn = await m.as(SHORE);
    const spaConn = await m.as(SPA);
    const shore = await Inbox.open(shoreConn.client, `/exchange/${SHORE}`);
    const spa = await Inbox.open(spaConn.client, `/exchange/${SPA}`);
    const group = [PURSER, SHORE, SPA].sort().join(':');
    const body = messageBody(PURSER, `${SPA}:${SHORE}`, 'Team briefing at 10:00');
    await sendAndWait(purser.client, `/exchange/${SPA}:${SHORE}/message`, body);
    for (const inbox of [shore, spa]) {
      expect((await inbox.message('Team briefing at 10:00')).message).toMatchObject({
        sender: PURSER,
        address: group,
        peer: group,
        type: 0,
      });
    }
    expect((await own.message('Team briefing at 10:00')).message).toMatchObject({ address: group, type: 1 });

    const read = (from: string) => ({ messageid: body.messageid, sender: from, address: PURSER, type: 5 });
    await sendAndWait(shoreConn.client, `/exchange/${PURSER}/IQ`, read(SHORE));
    const first = await own.until((items) =>
      items.some((i) => i.receipt?.sender === SHORE && i.receipt.type === 5),
    );
    // One member read it: the message as a whole is still new.
    expect(first.find((i) => i.receipt?.sender === SHORE && i.receipt.type === 5)?.receipt).toMatchObject({
      type: 5,
      status: 0,
    });
    await sendAndWait(spaConn.client, `/exchange/${PURSER}/IQ`, read(SPA));
    const second = await own.until((items) =>
      items.some((i) => i.receipt?.sender === SPA && i.receipt.type === 5),
    );
    expect(second.find((i) => i.receipt?.sender === SPA && i.receipt.type === 5)?.receipt).toMatchObject({
      type: 5,
      status: 5,
    });
    // Receipts go to the sender only.
    expect(shore.items.some((i) => i.kind === 'IQ')).toBe(false);
  });

  it('stores a message to an outside channel without a configured provider as failed, with the reason on it', async () => {
    const purser = await m.as(PURSER);
    const own = await Inbox.open(purser.client, `/exchange/${PURSER}/message`);
    const guest = '+15551234567';
    const body = messageBody(PURSER, guest, 'Your tour starts at 10:00', { channel: 'whatsapp' });
    await sendAndWait(purser.client, `/exchange/${guest}/message`, body);
    const sentence = `No WhatsApp provider is configured, so this message to ${guest} was stored but not sent.`;
    const copy = await own.message('Your tour starts at 10:00');
    expect(copy.message).toMatchObject({
      peer: guest,
      type: 1,
      channel: 'whatsapp',
      extras: { delivery: { state: 'failed', reason: sentence }, delivery_error: sentence },
    });
    // Sent again (a resend after a reconnect): still one message, and no system message says it instead.
    await sendAndWait(purser.client, `/exchange/${guest}/message`, body);
    const rows = await m.t.db.select().from(chatMessages).where(sql`${chatMessages.address} = ${guest}`);
    expect(rows.map((r) => r.sender)).toEqual([PURSER]);
  });

  it('answers a message to a bot with the bot’s own message in the same conversation', async () => {
    const purser = await m.as(PURSER);
    const own = await Inbox.open(purser.client, `/exchange/${PURSER}/message`);
    await sendAndWait(
      purser.client,
      '/exchange/9998214/message',
      messageBody(PURSER, '9998214', 'Dinner hours?'),
    );
    // No FAQ entry and no support desk on this domain (modules/assistant/bots.test.ts has the rest).
    const answer = await own.message(
      'I do not have an answer to that yet, and no desk is set to take my questions on this ship. Please call Guest Services.',
    );
    expect(answer.message).toMatchObject({ sender: '9998214', peer: '9998214', type: 0 });
  });
});

describe('bad SENDs', () => {
  const cases: [string, string, (me: string) => object, string][] = [
    [
      'a destination that is not the address',
      `/exchange/${SPA}/message`,
      (me) => messageBody(me, SHORE, 'x'),
      `The destination /exchange/${SPA} is not the message's address ${SHORE}.`,
    ],
    [
      'another sender',
      `/exchange/${SHORE}/message`,
      () => messageBody(SPA, SHORE, 'x'),
      `The sender must be your account, ${PURSER}.`,
    ],
    [
      'an account the domain does not have',
      '/exchange/99989999/message',
      (me) => messageBody(me, '99989999', 'x'),
      `99989999 is not an account of ${A}.`,
    ],
    [
      "another domain's account",
      '/exchange/4000/message',
      (me) => messageBody(me, '4000', 'x'),
      `4000 is not an account of ${A}.`,
    ],
    [
      'no text and no media',
      `/exchange/${SHORE}/message`,
      (me) => messageBody(me, SHORE, '  '),
      'A message needs text or media.',
    ],
    [
      'a field the contract does not know',
      `/exchange/${SHORE}/message`,
      (me) => ({ ...messageBody(me, SHORE, 'x'), html: '<b>x</b>' }),
      'The request body has unknown fields: html.',
    ],
    [
      'a bad message id',
      `/exchange/${SHORE}/message`,
      (me) => ({ ...messageBody(me, SHORE, 'x'), messageid: 'a b' }),
      "Field 'messageid' may hold only letters, digits and . _ : @ -.",
    ],
    [
      'a group with an outside number',
      `/exchange/${SHORE}:+15550001111/message`,
      (me) => messageBody(me, `${SHORE}:+15550001111`, 'x'),
      'A group is made of accounts of the ship: an outside number cannot be a member.',
    ],
    [
      'a group on an outside channel',
      `/exchange/${SHORE}:${SPA}/message`,
      (me) => messageBody(me, `${SHORE}:${SPA}`, 'x', { channel: 'sms' }),
      'A group conversation is on the app channel only, not sms.',
    ],
    [
      'a receipt for a message never received',
      `/exchange/${SHORE}/IQ`,
      (me) => ({ messageid: newId(), sender: me, address: SHORE, type: 3 }),
      `${PURSER} has received no message`,
    ],
    [
      'a receipt sent to another than the sender',
      `/exchange/${SPA}/IQ`,
      (me) => ({ messageid: newId(), sender: me, address: SHORE, type: 3 }),
      `A receipt goes to /exchange/${SHORE}/IQ, the message's sender.`,
    ],
    [
      'a NUL character',
      `/exchange/${SHORE}/message`,
      (me) => messageBody(me, SHORE, 'a\u0000b'),
      'The body of a SEND may not contain NUL characters.',
    ],
    ['a destination of no kind', `/queue/${SHORE}`, (me) => messageBody(me, SHORE, 'x'), 'Send a message to'],
  ];

  it.each(cases)('refuses %s with an ERROR and stores nothing', async (_, destination, body, sentence) => {
    const purser = await m.as(PURSER);
    const before = await m.messageCount();
    const error = nextError(purser.client);
    publish(purser.client, destination, body(PURSER), { receipt: 'r-1' });
    expect(await error).toContain(sentence);
    expect(await m.messageCount()).toBe(before);
  });

  it('accepts a text that holds the six characters \\u0000 (no NUL in it)', async () => {
    const purser = await m.as(PURSER);
    const body = messageBody(PURSER, SHORE, 'type \\u0000 to escape');
    await sendAndWait(purser.client, `/exchange/${SHORE}/message`, body);
    const [row] = await m.t.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.messageid} = ${body.messageid}`);
    expect(row?.message).toBe('type \\u0000 to escape');
  });

  it('refuses a body that is not JSON', async () => {
    const purser = await m.as(PURSER);
    const error = nextError(purser.client);
    purser.client.publish({ destination: `/exchange/${SHORE}/message`, body: '{"sender":' });
    expect(await error).toBe('The body of a SEND must be JSON.');
  });

  it('lets a role that may only read (auditor) connect and subscribe but not send', async () => {
    const auditor = await signIn(m.t.app, A, 'auditor', PASSWORD);
    const c = await connect(m.url, { login: SPA }, { cookie: auditor });
    m.keep(c);
    await Inbox.open(c.client, `/exchange/${SPA}`);
    const before = await m.messageCount();
    const error = nextError(c.client);
    publish(c.client, `/exchange/${SHORE}/message`, messageBody(SPA, SHORE, 'x'));
    expect(await error).toBe('Your role may read messages but not send them.');
    expect(await m.messageCount()).toBe(before);
  });
});

describe('catch-up after a gap', () => {
  it('returns exactly the items missed while the socket was down, then live delivery goes on from there', async () => {
    const purser = await m.as(PURSER);
    let crew = await m.as(CREW);
    let inbox = await Inbox.open(crew.client, `/exchange/${CREW}`);
    await sendAndWait(
      purser.client,
      `/exchange/${CREW}/message`,
      messageBody(PURSER, CREW, 'before the gap'),
    );
    const last = (await inbox.message('before the gap')).seq;

    await disconnect(crew);
    const missed = ['first missed', 'second missed', 'third missed'];
    for (const text of missed) {
      await sendAndWait(purser.client, `/exchange/${CREW}/message`, messageBody(PURSER, CREW, text));
    }
    const sync = (after: number, limit?: number) =>
      m.t.app.inject({
        method: 'GET',
        url: `/v3/chat/sync?user=${CREW}&after=${after}${limit ? `&limit=${limit}` : ''}`,
        headers: { cookie: m.operator },
      });
    const res = await sync(last);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { message: { message: string } }) => i.message.message)).toEqual(missed);
    expect(page.items.map((i: { seq: number }) => i.seq)).toEqual([last + 1, last + 2, last + 3]);
    expect(page).toMatchObject({ last_seq: last + 3, more: false });
    const paged = (await sync(last, 2)).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.more).toBe(true);
    expect((await sync(last + 2, 2)).json()).toMatchObject({ more: false, items: [{ seq: last + 3 }] });

    crew = await m.as(CREW);
    inbox = await Inbox.open(crew.client, `/exchange/${CREW}`);
    await sendAndWait(purser.client, `/exchange/${CREW}/message`, messageBody(PURSER, CREW, 'after the gap'));
    expect((await inbox.message('after the gap')).seq).toBe(last + 4);
    expect(inbox.items).toHaveLength(1);
  });
});
