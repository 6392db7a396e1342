/**
 * The two bots through the real STOMP endpoint and the messaging core (issue 12 item 5): the assistant
 * (9998214) answers from the environment's FAQ, tells a cabin its own calling-card balance (never
 * another's), and hands other questions to the support desk (SUPPORT_ACCOUNT), whose inbox gets the
 * question from the asker; 9998216 answers with the language analysis. The answer is stored with the
 * question (a resend adds none). The FAQ editor's routes as each role. Inbound messages of an outside
 * channel get their type 14 score as app messages do.
 */
import type { ChatMessage } from '@portside/contract/messaging';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, loadSecretKey } from '../../platform/secrets.ts';
import { createSession, SESSION_COOKIE } from '../../platform/session.ts';
import { A, B, insertFixtures, PASSWORD, ROLE_FIXTURES } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { cards } from '../callingcards/schema.ts';
import { storeInbound } from '../channels/inbound.ts';
import { chatEvents, chatMessages } from '../messaging/schema.ts';
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
import { extensions } from '../pbx/schema.ts';

const DESK = '99983100';
const CREW = '99983101';
/** Cabin 3104's app account, and the cabin extensions 3104 and 3106 (room data in the description). */
const CABIN_APP = '99983104';
const ASSISTANT = '9998214';
const ANALYSIS = '9998216';
const FAQ = `/v3/messaging/domain/${A}/assistant/faq`;

let t: TestApp;
let url = '';
let admin = '';
const open: Connected[] = [];

async function as(account: string): Promise<Connected> {
  const c = await connect(url, { login: `${account}@${A}`, passcode: `pw-${account}` });
  open.push(c);
  return c;
}

/** Sends `text` from `account` to `bot` and answers the bot's reply as the account received it. */
async function ask(account: string, bot: string, text: string, messageid?: string): Promise<ChatMessage> {
  const c = await as(account);
  const inbox = await Inbox.open(c.client, `/exchange/${account}/message`);
  const body = { ...messageBody(account, bot, text), ...(messageid ? { messageid } : {}) };
  await sendAndWait(c.client, `/exchange/${bot}/message`, body);
  const [reply] = await inbox.until((items) => items.some((i) => i.message?.sender === bot));
  return (inbox.items.find((i) => i.message?.sender === bot) ?? reply)?.message as ChatMessage;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_ACCOUNT: DESK } });
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, {
    [DESK]: { name: 'Guest Desk' },
    [CREW]: { name: 'Crew Mess' },
    [CABIN_APP]: { name: 'Cabin 3104 app' },
    [ASSISTANT]: { name: 'Concierge Bot' },
  });
  const key = loadSecretKey(t.config);
  await t.db.insert(extensions).values(
    ['3104', '3106'].map((cabin, i) => ({
      domain: A,
      extension: cabin,
      passwordEncrypted: encryptSecret(`pw-${cabin}`, key),
      effectiveCallerIdName: `Cabin ${cabin}`,
      description: `1,${i + 5},6,7`,
    })),
  );
  await t.db.insert(cards).values([
    { domain: A, pin: '3104', name: 'Cabin 3104', type: 'cabin', credit: '23.4500', initialbalance: '50' },
    { domain: A, pin: '3106', name: 'Cabin 3106', type: 'cabin', credit: '7.1', initialbalance: '40' },
    // Bravo's card of the same number is not Alpha's cabin's.
    { domain: B, pin: '3104', name: 'Cabin 3104', type: 'cabin', credit: '99', initialbalance: '99' },
  ]);
  url = await listen(t.app);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  for (const entry of [
    {
      keywords: ['wifi', 'wi-fi', 'internet'],
      question: 'How do I get on the Wi-Fi?',
      answer: 'Join the network SeaNet and sign in with your cabin number.',
    },
    {
      keywords: ['opening hours', 'open', 'spa'],
      question: 'When is the spa open?',
      answer: 'The spa is open from 08:00 to 20:00.',
    },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: FAQ, headers: { cookie: admin }, payload: entry });
    expect(res.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await Promise.all(open.map((c) => disconnect(c)));
  await t?.close();
});

describe('the ship’s assistant (9998214)', () => {
  it('answers from the FAQ, matching a keyword as whole words', async () => {
    const reply = await ask(CABIN_APP, ASSISTANT, 'How can I get on the WI-FI please?');
    expect(reply).toMatchObject({
      sender: ASSISTANT,
      peer: ASSISTANT,
      type: 0,
      message: 'Join the network SeaNet and sign in with your cabin number.',
      extras: { bot: { kind: 'faq' } },
    });
    // 'Spa' as a word, not inside another ('spacious' must not match).
    const spa = await ask(CREW, ASSISTANT, 'When does the spa open?');
    expect(spa.message).toBe('The spa is open from 08:00 to 20:00.');
  });

  it('tells the asking cabin its own calling-card balance and never another cabin’s', async () => {
    const fromApp = await ask(CABIN_APP, ASSISTANT, 'What is my calling card balance?');
    expect(fromApp.message).toBe(
      'The calling card of cabin 3104 has 23.45 USD left of its 50.00 USD for this billing period.',
    );
    expect(fromApp.extras).toMatchObject({ bot: { kind: 'balance', cabin: '3104' } });
    const fromCabin = await ask('3106', ASSISTANT, 'how much credit do I have left');
    expect(fromCabin.message).toBe(
      'The calling card of cabin 3106 has 7.10 USD left of its 40.00 USD for this billing period.',
    );
    expect(fromCabin.message).not.toContain('23.45');
    // A desk is no cabin: no balance is told at all.
    const fromCrew = await ask(CREW, ASSISTANT, 'What is the balance?');
    expect(fromCrew.message).toContain(`${CREW} is not a cabin with a calling card`);
    expect(fromCrew.message).not.toMatch(/USD/);
  });

  it('hands a question it cannot answer to the support desk, whose inbox gets it from the asker', async () => {
    const desk = await as(DESK);
    const deskInbox = await Inbox.open(desk.client, `/exchange/${DESK}/message`);
    const question = 'Can I bring my dog to the dining room?';
    const reply = await ask(CABIN_APP, ASSISTANT, question);
    expect(reply.message).toBe(
      `I do not have an answer to that yet, so I have passed your question to Guest Desk (${DESK}). A person will answer you there shortly.`,
    );
    expect(reply.extras).toMatchObject({ bot: { kind: 'handoff' } });
    const handed = await deskInbox.message(question);
    expect(handed.message).toMatchObject({
      sender: CABIN_APP,
      peer: CABIN_APP,
      type: 0,
      extras: { handoff: { bot: ASSISTANT } },
    });
    // The desk's answer reaches the asker in their conversation with the desk.
    const asker = await as(CABIN_APP);
    const askerInbox = await Inbox.open(asker.client, `/exchange/${CABIN_APP}/message`);
    await sendAndWait(
      desk.client,
      `/exchange/${CABIN_APP}/message`,
      messageBody(DESK, CABIN_APP, 'Small dogs are welcome on deck 5.'),
    );
    expect((await askerInbox.message('Small dogs are welcome on deck 5.')).message).toMatchObject({
      peer: DESK,
    });
  });

  it('answers a question sent again with the same id once', async () => {
    const id = `again-${Date.now()}`;
    await ask(CREW, ASSISTANT, 'Is there internet in the cabins?', id);
    const c = await as(CREW);
    await sendAndWait(c.client, `/exchange/${ASSISTANT}/message`, {
      ...messageBody(CREW, ASSISTANT, 'Is there internet in the cabins?'),
      messageid: id,
    });
    const answers = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sender, ASSISTANT), like(chatMessages.messageid, `bot.${CREW}.${id}`)));
    expect(answers).toHaveLength(1);
  });
});

describe('the language analysis bot (9998216)', () => {
  it.each([
    ['This is wonderful, thank you so much!', /^Language analysis: Good \(score [1-9][0-9]\.[0-9]{2} /],
    ['The tender leaves at nine.', /^Language analysis: Neutral \(score 0\.00 /],
    ['This is terrible and the service is awful.', /^Language analysis: Unacceptable \(score -[1-9]/],
  ])('answers %j with its score and rating word', async (text, expected) => {
    // 9998216 is no extension here: the answer still reaches the asker.
    const reply = await ask(CREW, ANALYSIS, text);
    expect(reply.message).toMatch(expected);
    expect(reply.message).toMatch(/Positive \d+%, neutral \d+%, negative \d+% of the words\.$/);
    expect(reply.extras).toMatchObject({
      bot: { kind: 'analysis', sentiment: { compound: expect.any(Number) } },
    });
  });
});

describe('the FAQ editor routes', () => {
  const entry = { keywords: ['Breakfast', 'morning  meal'], question: 'Breakfast?', answer: 'From 07:00.' };

  it('lets administrators change the FAQ, everyone who reads messages see it, and no one else', async () => {
    const cookies: Record<string, string> = {
      admin,
      officer: await signIn(t.app, A, 'officer', PASSWORD),
      ...Object.fromEntries(
        await Promise.all(
          Object.keys(ROLE_FIXTURES).map(async (u) => [u, await signIn(t.app, A, u, PASSWORD)] as const),
        ),
      ),
      extension: `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '2101', domain: A })}`,
    };
    const mayChange = new Set(['admin', 'officer', 'orgadmin']);
    const mayRead = new Set([...mayChange, 'operator', 'auditor']);
    for (const [who, cookie] of Object.entries(cookies)) {
      const list = await t.app.inject({ method: 'GET', url: FAQ, headers: { cookie } });
      expect(list.statusCode, `GET as ${who}`).toBe(mayRead.has(who) ? 200 : 403);
      const created = await t.app.inject({ method: 'POST', url: FAQ, headers: { cookie }, payload: entry });
      expect(created.statusCode, `POST as ${who}`).toBe(mayChange.has(who) ? 201 : 403);
      const id = mayChange.has(who) ? created.json().id : 1;
      const put = await t.app.inject({
        method: 'PUT',
        url: `${FAQ}/${id}`,
        headers: { cookie },
        payload: { ...entry, answer: 'From 06:30.' },
      });
      expect(put.statusCode, `PUT as ${who}`).toBe(mayChange.has(who) ? 200 : 403);
      const del = await t.app.inject({ method: 'DELETE', url: `${FAQ}/${id}`, headers: { cookie } });
      expect(del.statusCode, `DELETE as ${who}`).toBe(mayChange.has(who) ? 200 : 403);
    }
  });

  it('stores keywords in lower case, once each; answers 400 naming the field and 404 for an unknown entry', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: FAQ,
      headers: { cookie: admin },
      payload: {
        ...entry,
        keywords: ['Breakfast', 'breakfast', 'morning  meal'],
      },
    });
    expect(created.json()).toMatchObject({ keywords: ['breakfast', 'morning meal'], answer: 'From 07:00.' });
    const id = created.json().id as number;
    const listed = await t.app.inject({ method: 'GET', url: FAQ, headers: { cookie: admin } });
    expect(listed.json().data.map((e: { id: number }) => e.id)).toContain(id);

    const bad = await t.app.inject({
      method: 'POST',
      url: FAQ,
      headers: { cookie: admin },
      payload: { ...entry, keywords: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/keywords/);
    const noAnswer = await t.app.inject({
      method: 'POST',
      url: FAQ,
      headers: { cookie: admin },
      payload: { ...entry, answer: '  ' },
    });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().error).toMatch(/answer/);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${FAQ}/999999`,
      headers: { cookie: admin },
      payload: entry,
    });
    expect(missing.statusCode).toBe(404);
    // Another environment's list does not hold it, and its path cannot delete it.
    const bravo = `/v3/messaging/domain/${B}/assistant/faq`;
    const other = await t.app.inject({ method: 'GET', url: bravo, headers: { cookie: admin } });
    expect(other.json().data).toEqual([]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${bravo}/${id}`,
      headers: { cookie: admin },
    });
    expect(foreign.statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `${FAQ}/${id}`, headers: { cookie: admin } });
  });
});

describe('messages from outside channels', () => {
  it('are scored with a type 14 receipt as app messages are', async () => {
    const guest = '+15550001234';
    await storeInbound(
      t.db,
      { publish: async () => undefined },
      { domain: A, channel: 'sms', inboxAccount: DESK },
      [
        {
          from: guest,
          providerMessageId: 'SM-score-1',
          text: 'Thank you, the room is lovely!',
          media: null,
          mediatype: null,
          name: null,
        },
      ],
    );
    const [message] = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sender, guest), eq(chatMessages.messageid, 'SM-score-1')));
    const events = await t.db
      .select()
      .from(chatEvents)
      .where(eq(chatEvents.messageId, message?.id ?? -1));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ type: 14, sender: DESK });
    const payload = event?.payload as { extra?: { sentiment?: { compound?: number } } } | undefined;
    expect(payload?.extra?.sentiment?.compound).toBeGreaterThan(0);
  });
});
