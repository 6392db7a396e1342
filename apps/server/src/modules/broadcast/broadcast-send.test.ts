/**
 * Sending a broadcast through the messaging core: stored before it is delivered, one copy per member
 * delivered live in the group's conversation (named by its directory entry), the members' delivered and
 * read receipts reaching the sender and counted in the group's history; a resend is the same broadcast;
 * roles that may not send are refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { A, PASSWORD } from '../../test/fixtures.ts';
import { signIn } from '../../test/helper.ts';
import { chatMessages } from '../messaging/schema.ts';
import { MessagingApp } from '../messaging/stomp-fixture.ts';
import { Inbox, sendAndWait } from '../messaging/test-kit.ts';

const PURSER = '99986101';
const SHORE = '99986102';
const SPA = '99986103';
const CREW = '99986104';
const m = MessagingApp.setup({ PURSER, SHORE, SPA, CREW });
const base = `/v3/broadcast/domain/${A}`;

const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie = m.operator) =>
  m.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a broadcast', () => {
  let group = 0;

  it('reaches every member live, and their receipts are counted for the sender', async () => {
    const created = await inject('POST', `${base}/group`, { group_name: 'Deck Crew', members: [SHORE, SPA] });
    expect(created.statusCode).toBe(201);
    group = created.json().group_number;
    expect(group).toBe(18000);

    const purser = await m.as(PURSER);
    const sender = await Inbox.open(purser.client, `/exchange/${PURSER}`);
    const shoreClient = await m.as(SHORE);
    const shore = await Inbox.open(shoreClient.client, `/exchange/${SHORE}`);
    const spaClient = await m.as(SPA);
    const spa = await Inbox.open(spaClient.client, `/exchange/${SPA}`);
    const crew = await Inbox.open((await m.as(CREW)).client, `/exchange/${CREW}`);

    const sent = await inject('POST', `${base}/group/${group}/message`, {
      sender: PURSER,
      messageid: 'bc-1',
      message: 'Muster drill at 10:00',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      mMessageId: 'bc-1',
      mAddress: `18000@${A}`,
      mType: 1,
      members: 2,
      delivered: 0,
      read: 0,
    });

    const atShore = (await shore.message('Muster drill at 10:00')).message;
    expect(atShore).toMatchObject({ sender: PURSER, address: '18000', peer: '18000', type: 0, status: 0 });
    expect((await spa.message('Muster drill at 10:00')).message.peer).toBe('18000');
    // The sender's other devices get its own copy, in the same conversation.
    expect((await sender.message('Muster drill at 10:00')).message).toMatchObject({ peer: '18000', type: 1 });

    const receipt = (account: string, type: 3 | 5) => ({
      messageid: 'bc-1',
      sender: account,
      address: PURSER,
      type,
      payload: 'IQ',
    });
    await sendAndWait(shoreClient.client, `/exchange/${PURSER}/IQ`, receipt(SHORE, 3));
    await sendAndWait(spaClient.client, `/exchange/${PURSER}/IQ`, receipt(SPA, 3));
    await sendAndWait(shoreClient.client, `/exchange/${PURSER}/IQ`, receipt(SHORE, 5));
    const receipts = await sender.until((items) => items.filter((i) => i.kind === 'IQ').length >= 3);
    expect(
      receipts
        .filter((i) => i.receipt && i.receipt.type !== 14)
        .map((i) => [i.receipt?.sender, i.receipt?.type]),
    ).toEqual([
      [SHORE, 3],
      [SPA, 3],
      [SHORE, 5],
    ]);

    const history = await inject('GET', `${base}/group/${group}/message?user=${PURSER}`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 1,
      data: [
        {
          mMessageId: 'bc-1',
          mAddress: `18000@${A}`,
          mMessageText: 'Muster drill at 10:00',
          mType: 1,
          sender: PURSER,
          members: 2,
          delivered: 2,
          read: 1,
        },
      ],
    });
    expect(history.json().data[0].mDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/);
    // Nobody outside the group got it.
    expect(crew.messages()).toEqual([]);
  });

  it('is scored like any message: its rating comes with the history', async () => {
    const url = `${base}/group/${group}/message?user=${PURSER}`;
    // The score is written after the batch (writer.afterCommit); its receipt reaches the sender's stream.
    const sender = await Inbox.open((await m.as(PURSER)).client, `/exchange/${PURSER}/IQ`);
    await inject('POST', `${base}/group/${group}/message`, {
      sender: PURSER,
      messageid: 'bc-2',
      message: 'Great news, wonderful weather today!',
    });
    await sender.until((items) =>
      items.some((i) => i.receipt?.type === 14 && i.receipt.messageid === 'bc-2'),
    );
    const [newest] = (await inject('GET', url)).json().data;
    expect(newest).toMatchObject({ mMessageId: 'bc-2' });
    expect(newest.rating).toBeGreaterThan(0);
  });

  it("names the group in the members' conversation list and lists it on the sender's Messages tab", async () => {
    const list = await inject('GET', `/v3/chat/message?user=${SHORE}&newestOnly=true`);
    const row = list.json().data.find((r: { peer: string }) => r.peer === '18000');
    expect(row.peer_names).toEqual(['Deck Crew']);
    const tab = await inject('GET', `${base}/message?user=${PURSER}`);
    expect(tab.json()).toMatchObject({
      total: 1,
      data: [{ group: { group_number: 18000, group_name: 'Deck Crew' }, last: { mMessageId: 'bc-2' } }],
    });
    expect((await inject('GET', `${base}/message?user=${PURSER}&search=nothing-like-it`)).json().total).toBe(
      0,
    );
  });

  it('stores and delivers a resend with the same messageid once', async () => {
    const before = await m.messageCount();
    const again = await inject('POST', `${base}/group/${group}/message`, {
      sender: PURSER,
      messageid: 'bc-1',
      message: 'Muster drill at 10:00',
    });
    expect(again.statusCode).toBe(201);
    expect(await m.messageCount()).toBe(before);
    const rows = await m.t.db.select().from(chatMessages).where(eq(chatMessages.messageid, 'bc-1'));
    expect(rows).toHaveLength(1);
  });

  it('refuses roles that may not send, an unknown group, a sender of another domain and an empty text', async () => {
    const auditor = await signIn(m.t.app, A, 'auditor', PASSWORD);
    const body = { sender: PURSER, messageid: 'bc-9', message: 'Hello' };
    expect((await inject('POST', `${base}/group/${group}/message`, body, auditor)).statusCode).toBe(403);
    expect(
      (await inject('GET', `${base}/group/${group}/message?user=${PURSER}`, undefined, auditor)).statusCode,
    ).toBe(200);
    expect((await inject('POST', `${base}/group/18099/message`, body)).statusCode).toBe(404);
    expect(
      (await inject('POST', `${base}/group/${group}/message`, { ...body, sender: '4000' })).statusCode,
    ).toBe(403);
    const empty = await inject('POST', `${base}/group/${group}/message`, { ...body, message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/message/);
    expect(await m.t.db.select().from(chatMessages).where(eq(chatMessages.messageid, 'bc-9'))).toEqual([]);
  });
});
