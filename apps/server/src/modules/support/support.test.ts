/**
 * The public site's support chat (issue 12 item 6): a visitor opens a conversation that appears in the
 * support desk's inbox with the visitor's name and e-mail; the desk replies over STOMP as the inbox does
 * and the visitor's waiting read answers with it; visitors cannot read each other's conversations (with
 * each other's tokens, guessed addresses, no token); bad input is a 400 naming the field; limits are 429.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import {
  addAccounts,
  connect,
  disconnect,
  listen,
  messageBody,
  StompError,
  sendAndWait,
} from '../messaging/test-kit.ts';
import { SUPPORT_MESSAGE_LIMIT, SUPPORT_START_LIMIT } from './routes.ts';
import { supportVisitors } from './schema.ts';
import { hashToken } from './service.ts';

const DESK = '99982101';
let t: TestApp;
let url: string;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_ENVIRONMENT: 'AAA', SUPPORT_ACCOUNT: DESK } });
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, { [DESK]: { name: 'Guest Services', password: 'desk-secret' } });
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  url = await listen(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from attempt_counters`);
});

const post = (path: string, payload: object, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: `/v1/support/chat${path}`, payload, remoteAddress: ip });

async function start(name: string, email: string, message: string, ip?: string) {
  const res = await post('', { name, email, message, messageid: `w-${++n}` }, ip);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { token: string; name: string; email: string };
  const [visitor] = await t.db
    .select()
    .from(supportVisitors)
    .where(sql`${supportVisitors.tokenHash} = ${hashToken(body.token)}`);
  if (!visitor) throw new Error('the visitor was not stored');
  return { token: body.token, number: visitor.number };
}

const read = (token: string, after = 0, wait = 0) => post('/read', { token, after, wait });

/** Reads as the widget does (waiting, then after the last number seen) until a message arrives. */
async function nextMessages(token: string, after: number, pending = read(token, after, 10)) {
  for (let last = after, res = await pending; ; res = await read(token, last, 10)) {
    const page = res.json();
    if (page.items.length > 0 || page.last_seq === last) return page;
    last = page.last_seq; // only receipts (a delivered mark, the language score) came
  }
}

const deskList = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v3/chat/message?user=${DESK}&newestOnly=true`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { peer: string; peer_names: string[]; message: string }[];
};

describe('a support conversation', () => {
  it("appears in the desk's list with the visitor's name, and the desk's reply reaches the waiting widget", async () => {
    const ana = await start('Ana Reyes', 'ana.reyes@oceanic.example', 'Is there Wi-Fi in the cabins?');
    expect(ana.token.length).toBeGreaterThanOrEqual(40);
    // Only the token's hash is kept.
    expect(await t.db.$count(supportVisitors, sql`${supportVisitors.tokenHash} = ${ana.token}`)).toBe(0);

    const row = (await deskList()).find((r) => r.peer === ana.number);
    expect(row?.peer_names).toEqual(['Ana Reyes (ana.reyes@oceanic.example)']);
    expect(row?.message).toBe('Is there Wi-Fi in the cabins?');

    const first = await read(ana.token);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.name).toBe('Ana Reyes');
    expect(page.items.map((i: { from: string; message: string }) => [i.from, i.message])).toEqual([
      ['visitor', 'Is there Wi-Fi in the cabins?'],
    ]);

    // The widget waits for news; the desk answers from its inbox over STOMP, as the console does.
    const waiting = read(ana.token, page.last_seq, 10);
    const desk = await connect(url, { login: `${DESK}@${A}`, passcode: 'desk-secret' });
    try {
      await sendAndWait(
        desk.client,
        `/exchange/${ana.number}/message`,
        messageBody(DESK, ana.number, 'Yes: join "Ship-WiFi" <free>.'),
      );
    } finally {
      await disconnect(desk);
    }
    const live = await nextMessages(ana.token, page.last_seq, waiting);
    expect(live.items).toHaveLength(1);
    expect(live.items[0]).toMatchObject({ from: 'desk', message: 'Yes: join "Ship-WiFi" <free>.' });
    expect(live.last_seq).toBeGreaterThan(page.last_seq);

    // A reload: the stored token finds the whole conversation again, in order.
    const again = (await read(ana.token)).json();
    expect(again.items.map((i: { from: string }) => i.from)).toEqual(['visitor', 'desk']);

    // A further message of the visitor reaches the same conversation of the desk.
    const more = await post('/message', { token: ana.token, message: 'Thanks!', messageid: `w-${++n}` });
    expect(more.statusCode, more.body).toBe(200);
    expect((await deskList()).find((r) => r.peer === ana.number)?.message).toBe('Thanks!');
  });
});

describe('visitors are kept apart', () => {
  it("cannot read each other's conversations with their own token, a guessed address or no token", async () => {
    const ana = await start('Ana', 'ana@a.example', 'Secret question of Ana');
    const bob = await start('Bob', 'bob@b.example', 'Question of Bob');

    const bobs = (await read(bob.token)).json();
    expect(bobs.name).toBe('Bob');
    expect(JSON.stringify(bobs)).not.toContain('Ana');
    expect(bobs.items.map((i: { message: string }) => i.message)).toEqual(['Question of Bob']);

    // A guessed or lost token reaches nothing.
    expect((await read(`${ana.token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    // No token: a 400 naming it.
    const none = await post('/read', { after: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain("'token'");
    // The calls take no address: one given is not honoured.
    const guessed = await post('/read', { token: bob.token, after: 0, user: ana.number });
    expect(JSON.stringify(guessed.json())).not.toContain('Secret question of Ana');
    // The inbox's calls need a console session, and the token is not one.
    for (const path of [`/v3/chat/sync?user=${ana.number}&after=0`, `/v3/chat/message?user=${ana.number}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(res.statusCode, path).toBe(401);
    }
    // Nor is STOMP open to a visitor's address with a token.
    await expect(connect(url, { login: `${ana.number}@${A}`, passcode: ana.token })).rejects.toBeInstanceOf(
      StompError,
    );
  });
});

describe('bad input and limits', () => {
  const good = { name: 'Ana', email: 'ana@a.example', message: 'Hello', messageid: 'w-bad' };

  it.each([
    ['name', { ...good, name: '  ' }],
    ['name', { email: good.email, message: good.message, messageid: 'w-x' }],
    ['email', { ...good, email: 'ana@' }],
    ['message', { ...good, message: 'x'.repeat(4001) }],
    ['name', { ...good, name: 'x'.repeat(121) }],
  ])('refuses a bad %s with a 400 naming it and stores nothing', async (field, payload) => {
    const before = await t.db.$count(supportVisitors);
    const res = await post('', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`'${field}'`);
    expect(await t.db.$count(supportVisitors)).toBe(before);
  });

  it('limits conversations per address and messages per visitor with a 429', async () => {
    for (let i = 0; i < SUPPORT_START_LIMIT.max; i++) {
      expect((await post('', { ...good, messageid: `w-l${i}` }, '198.51.100.4')).statusCode).toBe(201);
    }
    const over = await post('', { ...good, messageid: 'w-over' }, '198.51.100.4');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/Too many attempts/);
    // Another address may still open one.
    const carla = await start('Carla', 'carla@c.example', 'Hi', '198.51.100.5');

    for (let i = 0; i < SUPPORT_MESSAGE_LIMIT.max; i++) {
      const res = await post('/message', { token: carla.token, message: `m${i}`, messageid: `w-c${i}` });
      expect(res.statusCode).toBe(200);
    }
    const flood = await post('/message', { token: carla.token, message: 'one more', messageid: 'w-c-over' });
    expect(flood.statusCode).toBe(429);
    const page = (await read(carla.token)).json();
    expect(page.items.map((i: { message: string }) => i.message)).not.toContain('one more');
  });
});

describe('a deployment whose support desk is not set up', () => {
  it.each([
    ['an environment the fleet does not have', { SUPPORT_ENVIRONMENT: 'ZZZ', SUPPORT_ACCOUNT: DESK }],
    ['a desk that is no extension of it', { SUPPORT_ENVIRONMENT: 'AAA', SUPPORT_ACCOUNT: '99989999' }],
  ])('answers 503 with a sentence for %s', async (_, env) => {
    const other = await buildTestApp({ env });
    try {
      await insertFixtures(other.db);
      const res = await other.app.inject({
        method: 'POST',
        url: '/v1/support/chat',
        payload: { name: 'Ana', email: 'ana@a.example', message: 'Hello', messageid: 'w-503' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/^Chat support is not available/);
      expect(await other.db.$count(supportVisitors)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
