/**
 * Each real connector against a local fake of its provider's HTTP API (fake-providers.ts): a message sent
 * over STOMP is committed, handed to the provider by the delivery worker (request shape and auth
 * checked) and settled with a type 20 receipt to the sender; a provider's error or silence is retried
 * with backoff, and failed for good with the reason after the last attempt; webhooks with good and bad
 * signatures (a bad one is a 401 and stores nothing) and repeated webhooks (stored once); an unconfigured
 * channel's message stored failed with the reason and never sent.
 */
import { DELIVERY_RECEIPT_TYPE } from '@portside/contract/channels';
import type { Receipt } from '@portside/contract/messaging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { chatMessages } from '../messaging/schema.ts';
import {
  addAccounts,
  type Connected,
  connect,
  disconnect,
  Inbox,
  listen,
  messageBody,
  sendAndWait,
} from '../messaging/test-kit.ts';
import { insertMessages } from '../messaging/write-queries.ts';
import { MAX_ATTEMPTS } from './delivery-worker.ts';
import { FakeProviders } from './fake-providers.ts';
import { enqueueDeliveries } from './queries.ts';
import { channelDeliveries } from './schema.ts';
import { TELEGRAM_SECRET_HEADER } from './telegram.ts';
import { twilioSignature } from './twilio.ts';

const PURSER = '99982101';
const DESK = '99982102';
const BOT_TOKEN = '123456:telegram-bot-token';
const HOOK_SECRET = 'hook-secret_42';
const AUTH_TOKEN = 'twilio-auth-token';
const SID = 'AC0123456789abcdef0123456789abcdef';

let t: TestApp;
let fake: FakeProviders;
let admin: string;
let purser: Connected;
let inbox: Inbox;

beforeAll(async () => {
  fake = await FakeProviders.start();
  t = await buildTestApp({
    env: { CHANNEL_POLL_MS: '20', CHANNEL_RETRY_MS: '20', CHANNEL_TIMEOUT_MS: '300' },
  });
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, { [PURSER]: { password: 'purser-pw' }, [DESK]: { name: 'Desk' } });
  const url = await listen(t.app);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  const twilio = { base_url: fake.url, account_id: SID, secret: AUTH_TOKEN, inbox_account: DESK };
  await configure('telegram', {
    base_url: fake.url,
    secret: BOT_TOKEN,
    webhook_secret: HOOK_SECRET,
    inbox_account: DESK,
  });
  await configure('sms', { ...twilio, sender: '+15550000001' });
  await configure('whatsapp', { ...twilio, sender: '+15550000002' });
  purser = await connect(url, { login: `${PURSER}@${A}`, passcode: 'purser-pw' });
  inbox = await Inbox.open(purser.client, `/exchange/${PURSER}`);
});
afterAll(async () => {
  if (purser) await disconnect(purser);
  await t?.close();
  await fake?.close();
});

async function configure(channel: string, body: object): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v3/tenant/domain/${A}/channel/${channel}`,
    headers: { cookie: admin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sends as the purser and waits for the delivery's outcome (the type 20 receipt). */
async function sendOutside(address: string, channel: string, text: string) {
  const body = messageBody(PURSER, address, text, { channel });
  await sendAndWait(purser.client, `/exchange/${address}/message`, body);
  const items = await inbox.until((all) =>
    all.some((i) => i.receipt?.messageid === body.messageid && i.receipt.type === DELIVERY_RECEIPT_TYPE),
  );
  const receipt = items.find((i) => i.receipt?.messageid === body.messageid)?.receipt as Receipt;
  const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.messageid, body.messageid));
  const [delivery] = row
    ? await t.db.select().from(channelDeliveries).where(eq(channelDeliveries.messageId, row.id))
    : [];
  return { body, receipt, row, delivery };
}

const form = (text: string) => Object.fromEntries(new URLSearchParams(text));
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0]?.n;

describe('Telegram', () => {
  it('sends through the Bot API (sendMessage with the bot token in the path) and marks the message sent', async () => {
    const before = fake.requests.length;
    const { receipt, row, delivery } = await sendOutside('424242', 'telegram', 'Your cabin is ready');
    const request = fake.requests[before];
    expect(request).toMatchObject({ method: 'POST', path: `/bot${BOT_TOKEN}/sendMessage` });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ chat_id: 424242, text: 'Your cabin is ready' });
    expect(receipt).toMatchObject({
      sender: '424242',
      address: PURSER,
      type: 20,
      extra: { delivery: { state: 'sent' } },
    });
    expect(row?.extras).toMatchObject({ delivery: { state: 'sent', attempts: 1 } });
    expect(delivery).toMatchObject({
      state: 'sent',
      attempts: 1,
      providerMessageId: expect.stringMatching(/^7\d+$/),
    });
  });

  const update = (id: number, text: string) => ({
    update_id: 9000 + id,
    message: {
      message_id: id,
      date: 1,
      chat: { id: 424242, type: 'private' },
      from: { first_name: 'Maria' },
      text,
    },
  });
  const hook = (payload: object, secret: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/webhooks/telegram/${A}`,
      headers: secret === null ? {} : { [TELEGRAM_SECRET_HEADER]: secret },
      payload,
    });

  it('takes a webhook update with the secret token into the conversation of the account that wrote', async () => {
    const res = await hook(update(51, 'Thank you!'), HOOK_SECRET);
    expect(res.statusCode, res.body).toBe(200);
    const got = await inbox.message('Thank you!');
    expect(got.message).toMatchObject({
      sender: '424242',
      address: PURSER,
      peer: '424242',
      channel: 'telegram',
      type: 0,
    });
  });

  it('refuses an update with a wrong or missing secret token (401) and stores nothing', async () => {
    const before = await count();
    for (const secret of ['wrong-secret', null]) {
      const res = await hook(update(52, 'Forged'), secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'The webhook signature or secret token is not valid.' });
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for an environment or a channel without a configuration, storing nothing', async () => {
    const before = await count();
    const other = await t.app.inject({
      method: 'POST',
      url: `/webhooks/telegram/${B}`,
      headers: { [TELEGRAM_SECRET_HEADER]: HOOK_SECRET },
      payload: update(54, 'Wrong ship'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: `No Telegram for Business provider is configured for ${B}.` });
    const unknown = await t.app.inject({ method: 'POST', url: `/webhooks/fax/${A}`, payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('stores an update sent twice once', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await hook(update(53, 'Twice'), HOOK_SECRET)).statusCode).toBe(200);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.message, 'Twice'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sender: '424242', messageid: 'tg.53' });
  });
});

describe('SMS and WhatsApp (Twilio-compatible)', () => {
  it('sends SMS as a form POST to Messages.json with basic auth', async () => {
    const before = fake.requests.length;
    const { receipt, delivery } = await sendOutside('+15551230001', 'sms', 'Tender at 9');
    const request = fake.requests[before];
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${SID}/Messages.json` });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(form(request?.body ?? '')).toEqual({
      To: '+15551230001',
      From: '+15550000001',
      Body: 'Tender at 9',
    });
    expect(receipt.extra).toEqual({ delivery: { state: 'sent', attempts: 1 } });
    expect(delivery?.providerMessageId).toMatch(/^SM/);
  });

  it("sends WhatsApp with the 'whatsapp:' addresses", async () => {
    const before = fake.requests.length;
    await sendOutside('+15551230002', 'whatsapp', 'Hola');
    expect(form(fake.requests[before]?.body ?? '')).toEqual({
      To: 'whatsapp:+15551230002',
      From: 'whatsapp:+15550000002',
      Body: 'Hola',
    });
  });

  it("computes Twilio's documented signature", () => {
    const fields = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', fields)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    );
  });

  const inbound = (sid: string, from: string, body: string) => ({
    MessageSid: sid,
    AccountSid: SID,
    From: from,
    To: '+15550000001',
    Body: body,
    NumMedia: '0',
  });
  const post = (channel: string, fields: Record<string, string>, token: string | null) => {
    const url = `http://portside.test/webhooks/${channel}/${A}`;
    return t.app.inject({
      method: 'POST',
      url: `/webhooks/${channel}/${A}`,
      headers: {
        host: 'portside.test',
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { 'x-twilio-signature': twilioSignature(token, url, fields) } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  };

  it('takes a signed incoming SMS into the inbox account (a new number) and answers empty TwiML', async () => {
    const res = await post(
      'sms',
      inbound('SM0000000000000000000000000000aa01', '+15557770001', 'Is the spa open?'),
      AUTH_TOKEN,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Response></Response>');
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.message, 'Is the spa open?'));
    expect(row).toMatchObject({ sender: '+15557770001', address: DESK, channel: 'sms' });
  });

  it('takes a WhatsApp reply into the conversation of the account that wrote, without the prefix', async () => {
    const res = await post(
      'whatsapp',
      inbound('SM0000000000000000000000000000aa02', 'whatsapp:+15551230002', 'Gracias'),
      AUTH_TOKEN,
    );
    expect(res.statusCode).toBe(200);
    const got = await inbox.message('Gracias');
    expect(got.message).toMatchObject({ sender: '+15551230002', peer: '+15551230002', channel: 'whatsapp' });
  });

  it('refuses a bad or missing signature (401), and a body changed after signing, storing nothing', async () => {
    const before = await count();
    const fields = inbound('SM0000000000000000000000000000aa03', '+15557770002', 'Forged');
    expect((await post('sms', fields, 'another-token')).statusCode).toBe(401);
    expect((await post('sms', fields, null)).statusCode).toBe(401);
    const url = `http://portside.test/webhooks/sms/${A}`;
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/webhooks/sms/${A}`,
      headers: {
        host: 'portside.test',
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(AUTH_TOKEN, url, fields),
      },
      payload: new URLSearchParams({ ...fields, Body: 'Changed' }).toString(),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('stores a message the provider posts twice once', async () => {
    const fields = inbound('SM0000000000000000000000000000aa04', '+15557770003', 'Again');
    for (let i = 0; i < 2; i += 1) expect((await post('sms', fields, AUTH_TOKEN)).statusCode).toBe(200);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.message, 'Again'));
    expect(rows).toHaveLength(1);
  });
});

describe('failures and retries', () => {
  it('retries after a provider error and after silence (timeout), then succeeds', async () => {
    fake.script.push(
      { kind: 'status', status: 500, body: '{"code":20500,"message":"Internal"}' },
      { kind: 'silent' },
    );
    const before = fake.requests.length;
    const { receipt, delivery } = await sendOutside('+15551230003', 'sms', 'Third time lucky');
    expect(fake.requests.length - before).toBe(3);
    expect(receipt.extra).toEqual({ delivery: { state: 'sent', attempts: 3 } });
    expect(delivery).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  });

  it('fails for good with the reason after the last attempt, and the message says why', async () => {
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      fake.script.push({
        kind: 'status',
        status: 503,
        body: '{"code":20503,"message":"Service unavailable"}',
      });
    }
    const before = fake.requests.length;
    const { receipt, row, delivery } = await sendOutside('+15551230004', 'sms', 'Never arrives');
    const reason = 'The SMS provider refused the message (HTTP 503): Service unavailable.';
    expect(fake.requests.length - before).toBe(MAX_ATTEMPTS);
    expect(receipt.extra).toEqual({ delivery: { state: 'failed', reason, attempts: MAX_ATTEMPTS } });
    expect(row?.extras).toMatchObject({ delivery: { state: 'failed', reason }, delivery_error: reason });
    expect(delivery).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: reason });
  });

  it('fails at once when the provider refuses the message itself (a 4xx)', async () => {
    fake.script.push({ kind: 'status', status: 400, body: '{"code":21211,"message":"Invalid To number"}' });
    const before = fake.requests.length;
    const { receipt } = await sendOutside('+15551230005', 'sms', 'Bad number');
    expect(fake.requests.length - before).toBe(1);
    expect(receipt.extra).toMatchObject({
      delivery: {
        state: 'failed',
        reason: 'The SMS provider refused the message (HTTP 400): Invalid To number.',
      },
    });
  });

  it('sends what an instance committed and never sent: the queue is read from the database', async () => {
    const before = fake.requests.length;
    // As an instance that stopped right after its commit leaves it: the message and its queue row.
    const [row] = await t.db.transaction(async (tx) => {
      const rows = await insertMessages(tx, [
        {
          domain: A,
          sender: PURSER,
          address: '+15551230007',
          messageid: 'left-behind-1',
          message: 'Sent after a restart',
          channel: 'sms',
          extras: { delivery: { state: 'pending', attempts: 0 } },
        },
      ]);
      await enqueueDeliveries(tx, rows);
      return rows;
    });
    await inbox.until((all) => all.some((i) => i.receipt?.messageid === 'left-behind-1'));
    expect(form(fake.requests[before]?.body ?? '')).toMatchObject({
      To: '+15551230007',
      Body: 'Sent after a restart',
    });
    const [delivery] = await t.db
      .select()
      .from(channelDeliveries)
      .where(eq(channelDeliveries.messageId, row?.id ?? 0));
    expect(delivery).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('stores a message to an unconfigured channel as failed with the reason, and never sends it', async () => {
    const before = fake.requests.length;
    const body = messageBody(PURSER, '+15551230006', 'Viber hello', { channel: 'viber' });
    await sendAndWait(purser.client, `/exchange/+15551230006/message`, body);
    const copy = await inbox.message('Viber hello');
    const reason =
      'No Viber for Business provider is configured, so this message to +15551230006 was stored but not sent.';
    expect(copy.message?.extras).toMatchObject({
      delivery: { state: 'failed', reason },
      delivery_error: reason,
    });
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.messageid, body.messageid));
    expect(
      await t.db
        .select()
        .from(channelDeliveries)
        .where(eq(channelDeliveries.messageId, row?.id ?? 0)),
    ).toEqual([]);
    // No system message stands in for it; and the app's own sends still go to nobody's provider.
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.sender, '1'))).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });
});
