/**
 * The STOMP endpoint over real sockets (app.listen on a free port), driven by @stomp/stompjs as the
 * console drives it and by a raw WebSocket where the wire itself is under test: the handshake (login,
 * cookie, refusals), subscriptions and MESSAGE frames, RECEIPTs after the commit and in frame order,
 * ACK/NACK, DISCONNECT, clean-up of hub listeners, and the 1001 on shutdown. Limits and bad frames are
 * in stomp-limits.test.ts. The StompApplication here is a small one (stomp-test-kit.ts).
 */
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { loadConfig } from '../config.ts';
import { AmqpHub } from './hub-amqp.ts';
import { LocalHub } from './hub-local.ts';
import { stompEndpoint } from './stomp-endpoint.ts';
import {
  newTestLog,
  RawStompClient,
  silentLog,
  stompClient,
  testApplication,
  WatchedHub,
  withReceipt,
} from './stomp-test-kit.ts';

let t: TestApp;
let base: string;
let url: string;
let hub: WatchedHub;
const log = newTestLog();
const BROKER_URL = loadConfig().BROKER_URL;
/** With BROKER_URL: two more endpoints, each on its own RabbitMQ hub, as two server instances are. */
const instances: AmqpHub[] = [];

beforeAll(async () => {
  if (BROKER_URL) {
    for (let i = 0; i < 2; i++) instances.push(await AmqpHub.connect(BROKER_URL, silentLog));
  }
  t = await buildTestApp({
    routes: (app) => {
      hub = new WatchedHub(new LocalHub(app.log));
      // Under /ws/ so the access hooks read the cookie; the app's own /ws is the messaging module's.
      void app.register(stompEndpoint, { prefix: '/ws/t', hub, application: testApplication(hub, log) });
      instances.forEach((instance, i) => {
        void app.register(stompEndpoint, {
          prefix: `/ws/instance${i}`,
          hub: instance,
          application: testApplication(instance, newTestLog()),
        });
      });
    },
  });
  await insertFixtures(t.db);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  url = `${base}/ws/t/ws`;
});

afterAll(async () => {
  await t?.close();
  for (const instance of instances) await instance.close();
});

const alice = () => stompClient(url, { login: 'alice', passcode: 'pw' });
const bob = () => stompClient(url, { login: 'bob', passcode: 'pw' });

/** Resolves with the next messages a subscription gets. */
function inbox() {
  const messages: IMessage[] = [];
  let wake: () => void = () => undefined;
  return {
    messages,
    callback: (m: IMessage) => {
      messages.push(m);
      wake();
    },
    async count(n: number) {
      while (messages.length < n) await new Promise<void>((resolve) => (wake = resolve));
      return messages;
    },
  };
}

describe('STOMP endpoint: handshake', () => {
  it('accepts CONNECT with login and passcode: version, heart-beat, server, user-name, session', async () => {
    const { client, connected } = await alice();
    expect(connected.headers).toMatchObject({
      version: '1.2',
      'heart-beat': '10000,10000',
      server: 'Portside',
      'user-name': '1001@a.test',
    });
    expect(connected.headers.session).toMatch(/^[0-9a-f-]{36}$/);
    await client.deactivate();
  });

  it('accepts the STOMP command as CONNECT', async () => {
    const raw = await RawStompClient.open(url);
    raw.send('STOMP\naccept-version:1.1,1.2\nlogin:bob\npasscode:pw\n\n\0');
    expect((await raw.next()).headers['user-name']).toBe('1002@a.test');
    raw.close();
  });

  it('passes the session cookie of the upgrade request to the application as the actor', async () => {
    const cookie = await signIn(t.app, A, 'operator', PASSWORD);
    const { client, connected } = await stompClient(url, {}, { wsHeaders: { cookie } });
    expect(connected.headers['user-name']).toBe('2000@a.test');
    await client.deactivate();
    const { client: anonymous } = await stompClient(url, { login: 'alice', passcode: 'pw' });
    await anonymous.deactivate();
  });

  it('answers bad credentials with an ERROR and closes; the other connections go on', async () => {
    const { client: other } = await alice();
    await expect(stompClient(url, { login: 'alice', passcode: 'wrong' })).rejects.toThrow(
      'Wrong login or passcode.',
    );
    const raw = await RawStompClient.open(url);
    await expect(raw.connect({ passcode: 'nope' })).rejects.toThrow('Wrong login or passcode.');
    expect(await raw.closed()).toBe(1008);
    expect(other.connected).toBe(true);
    await other.deactivate();
  });
});

describe('STOMP endpoint: subscriptions and deliveries', () => {
  it('delivers a SEND to the recipient as MESSAGE with destination, subscription, message-id, content-type and seq', async () => {
    const { client: a } = await alice();
    const { client: b } = await bob();
    const box = inbox();
    await withReceipt(a, (receipt) => a.subscribe('/exchange/1001', box.callback, { id: 'mine', receipt }));
    const body = JSON.stringify({ text: 'héllo <b>', n: 1 });
    await withReceipt(b, (receipt) =>
      b.publish({ destination: '/exchange/1001/message', body, headers: { receipt } }),
    );
    const [message] = await box.count(1);
    expect(message!.body).toBe(body);
    expect(message!.headers).toMatchObject({
      destination: '/exchange/1001/message',
      subscription: 'mine',
      'content-type': 'application/json',
      seq: expect.stringMatching(/^\d+$/),
      'message-id': expect.any(String),
    });
    expect(message!.headers.ack).toBeUndefined();
    await a.deactivate();
    await b.deactivate();
  });

  it('a subscription to /IQ gets receipts only; one to /message messages only', async () => {
    const { client: a } = await alice();
    const iq = inbox();
    const messages = inbox();
    await withReceipt(a, (receipt) => a.subscribe('/exchange/1001/IQ', iq.callback, { id: 'iq', receipt }));
    await withReceipt(a, (receipt) =>
      a.subscribe('/exchange/1001/message', messages.callback, { id: 'm', receipt }),
    );
    await withReceipt(a, (receipt) =>
      a.publish({ destination: '/exchange/1001/message', body: 'm1', headers: { receipt } }),
    );
    await withReceipt(a, (receipt) =>
      a.publish({ destination: '/exchange/1001/IQ', body: 'r1', headers: { receipt } }),
    );
    expect((await iq.count(1)).map((m) => m.body)).toEqual(['r1']);
    expect((await messages.count(1)).map((m) => m.body)).toEqual(['m1']);
    expect(iq.messages.map((m) => m.headers.destination)).toEqual(['/exchange/1001/IQ']);
    await a.deactivate();
  });

  it("refuses a subscription to another account's destination: ERROR, closed, nothing delivered", async () => {
    const raw = await RawStompClient.open(url);
    await raw.connect({ login: 'bob' });
    raw.send('SUBSCRIBE\nid:x\ndestination:/exchange/1001\nreceipt:s1\n\n\0');
    const error = await raw.error();
    expect(error).toEqual({
      message: 'You may subscribe only to /exchange/1002.',
      receiptId: 's1',
      code: 1008,
    });
    const { client: a } = await alice();
    await withReceipt(a, (receipt) =>
      a.publish({ destination: '/exchange/1001/message', body: 'secret', headers: { receipt } }),
    );
    expect(raw.frames.filter((f) => f.command === 'MESSAGE')).toEqual([]);
    await a.deactivate();
  });

  it('UNSUBSCRIBE stops deliveries and releases the hub listener; closing a connection releases all of them', async () => {
    await hub.until(() => hub.active === 0);
    const raw = await RawStompClient.open(url);
    await raw.connect();
    raw.send(
      'SUBSCRIBE\nid:1\ndestination:/exchange/1001\n\n\0SUBSCRIBE\nid:2\ndestination:/exchange/1001/#\nreceipt:s\n\n\0',
    );
    expect((await raw.next()).headers['receipt-id']).toBe('s');
    expect(hub.active).toBe(2);
    raw.send('UNSUBSCRIBE\nid:1\nreceipt:u\n\n\0');
    expect((await raw.next()).headers['receipt-id']).toBe('u');
    expect(hub.active).toBe(1);
    raw.send('SEND\ndestination:/exchange/1001/message\nreceipt:m\n\nafter\0');
    const message = await raw.next();
    expect(message.command).toBe('MESSAGE');
    expect(message.headers.subscription).toBe('2');
    expect((await raw.next()).headers['receipt-id']).toBe('m');
    raw.close();
    await hub.until(() => hub.active === 0);
  });
});

describe.runIf(BROKER_URL)('STOMP endpoint: two instances through RabbitMQ (BROKER_URL)', () => {
  it('delivers a SEND on instance 0 to a subscriber on instance 1', async () => {
    const { client: sender } = await stompClient(`${base}/ws/instance0/ws`, {
      login: 'alice',
      passcode: 'pw',
    });
    const { client: receiver } = await stompClient(`${base}/ws/instance1/ws`, {
      login: 'bob',
      passcode: 'pw',
    });
    const box = inbox();
    await withReceipt(receiver, (receipt) => receiver.subscribe('/exchange/1002', box.callback, { receipt }));
    await withReceipt(sender, (receipt) =>
      sender.publish({ destination: '/exchange/1002/message', body: 'across', headers: { receipt } }),
    );
    const [message] = await box.count(1);
    expect(message!.body).toBe('across');
    expect(message!.headers.destination).toBe('/exchange/1002/message');
    await sender.deactivate();
    await receiver.deactivate();
  });
});

describe('STOMP endpoint: receipts', () => {
  it('answers a RECEIPT only after the SEND committed, and the RECEIPTs of one connection in frame order', async () => {
    const raw = await RawStompClient.open(url);
    await raw.connect();
    let release: () => void = () => undefined;
    log.gate = new Promise<void>((resolve) => (release = resolve));
    const started = log.calls.length;
    // Three frames in one WebSocket message: a SEND held by the application, then two quick ones.
    raw.send(
      'SEND\ndestination:/exchange/1002/message\nreceipt:1\n\nfirst\0' +
        'SUBSCRIBE\nid:a\ndestination:/exchange/1001\nreceipt:2\n\n\0' +
        'SEND\ndestination:/exchange/1002/message\nreceipt:3\n\nsecond\0',
    );
    try {
      await log.until(() => log.calls.length > started);
      // The held SEND holds the frames behind it: the SUBSCRIBE has not reached the application.
      expect(log.calls.slice(started)).toEqual(['send first']);
      expect(raw.frames).toHaveLength(1);
    } finally {
      log.gate = null;
    }
    raw
      .until(() => raw.frames.length > 1)
      .then(
        () => log.event('receipt arrived'),
        () => undefined,
      );
    const before = log.events.length;
    release();
    const receipts = [await raw.next(), await raw.next(), await raw.next()];
    expect(receipts.map((f) => [f.command, f.headers['receipt-id']])).toEqual([
      ['RECEIPT', '1'],
      ['RECEIPT', '2'],
      ['RECEIPT', '3'],
    ]);
    const after = log.events.slice(before);
    expect(after.indexOf('commit first')).toBe(0);
    expect(after.indexOf('receipt arrived')).toBeGreaterThan(0);
    expect(log.calls.slice(started)).toEqual(['send first', 'subscription /exchange/1001', 'send second']);
    raw.close();
  });

  it('takes the next SEND while an earlier one commits, and answers them in frame order', async () => {
    const raw = await RawStompClient.open(url);
    await raw.connect();
    let release: () => void = () => undefined;
    log.holds.set('slow', new Promise<void>((resolve) => (release = resolve)));
    const started = log.calls.length;
    const committed = log.committed.length;
    raw.send(
      'SEND\ndestination:/exchange/1002/message\nreceipt:1\n\nslow\0' +
        'SEND\ndestination:/exchange/1002/message\nreceipt:2\n\nquick\0',
    );
    try {
      // The second SEND reached the application and committed while the first is held...
      await log.until(() => log.committed.length > committed);
      expect(log.calls.slice(started)).toEqual(['send slow', 'send quick']);
      expect(log.committed.slice(committed)).toEqual(['quick']);
      // ...but its RECEIPT waits for the first's.
      raw.send('SUBSCRIBE\nid:a\ndestination:/exchange/1001\nreceipt:3\n\n\0');
      // A ping's pong comes after anything the server wrote before it.
      await new Promise((resolve) => {
        raw.ws.once('pong', resolve);
        raw.ws.ping();
      });
      expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED']);
      expect(log.calls.slice(started)).toEqual(['send slow', 'send quick']);
    } finally {
      log.holds.delete('slow');
      release();
    }
    const answers = [await raw.next(), await raw.next(), await raw.next()];
    expect(answers.map((f) => [f.command, f.headers['receipt-id']])).toEqual([
      ['RECEIPT', '1'],
      ['RECEIPT', '2'],
      ['RECEIPT', '3'],
    ]);
    raw.close();
  });

  it('DISCONNECT with a receipt is answered, then the socket is closed normally', async () => {
    const raw = await RawStompClient.open(url);
    await raw.connect();
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(await raw.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });
    expect(await raw.closed()).toBe(1000);
  });
});

describe('STOMP endpoint: ACK and NACK', () => {
  async function subscribed(ack: string) {
    const raw = await RawStompClient.open(url);
    await raw.connect();
    raw.send(`SUBSCRIBE\nid:s\ndestination:/exchange/1001\nack:${ack}\nreceipt:0\n\n\0`);
    await raw.next();
    for (const n of [1, 2, 3]) raw.send(`SEND\ndestination:/exchange/1001/message\n\nm${n}\0`);
    raw.send('SEND\ndestination:/exchange/1001/message\nreceipt:sent\n\nm4\0');
    const frames = [];
    for (let i = 0; i < 5; i++) frames.push(await raw.next());
    const messages = frames.filter((f) => f.command === 'MESSAGE');
    expect(messages.map((m) => m.body.toString())).toEqual(['m1', 'm2', 'm3', 'm4']);
    for (const m of messages) expect(m.headers.ack).toBe(m.headers['message-id']);
    return { raw, acks: messages.map((m) => m.headers.ack!) };
  }

  it('client-individual: each ACK or NACK settles its own message only; a settled id is an ERROR', async () => {
    const { raw, acks } = await subscribed('client-individual');
    raw.send(
      `ACK\nid:${acks[1]}\nreceipt:a\n\n\0NACK\nid:${acks[0]}\nreceipt:b\n\n\0ACK\nid:${acks[2]}\nreceipt:c\n\n\0`,
    );
    expect(
      [await raw.next(), await raw.next(), await raw.next()].map((f) => f.headers['receipt-id']),
    ).toEqual(['a', 'b', 'c']);
    raw.send(`ACK\nid:${acks[1]}\n\n\0`);
    expect((await raw.error()).message).toBe(`No message waits for an ACK with id ${acks[1]}.`);
  });

  it('client: an ACK settles its message and every earlier one of the subscription', async () => {
    const { raw, acks } = await subscribed('client');
    raw.send(`ACK\nid:${acks[2]}\nreceipt:a\n\n\0ACK\nid:${acks[3]}\nreceipt:b\n\n\0`);
    expect((await raw.next()).headers['receipt-id']).toBe('a');
    expect((await raw.next()).headers['receipt-id']).toBe('b');
    raw.send(`NACK\nid:${acks[0]}\nreceipt:c\n\n\0`);
    const error = await raw.error();
    expect(error).toMatchObject({
      message: `No message waits for a NACK with id ${acks[0]}.`,
      receiptId: 'c',
    });
  });

  it('an ACK without an id, or with an id never sent, is an ERROR', async () => {
    const { raw } = await subscribed('client');
    raw.send('ACK\n\n\0');
    expect((await raw.error()).message).toBe('ACK needs an id header.');
    const other = await subscribed('client-individual');
    other.raw.send('ACK\nid:nope\n\n\0');
    expect((await other.raw.error()).message).toBe('No message waits for an ACK with id nope.');
  });
});

describe('STOMP endpoint: shutdown', () => {
  it('closes every socket with 1001 when the app closes, and leaves no hub listener', async () => {
    const raw = await RawStompClient.open(url);
    await raw.connect();
    raw.send('SUBSCRIBE\nid:1\ndestination:/exchange/1001\nreceipt:s\n\n\0');
    await raw.next();
    expect(hub.active).toBeGreaterThan(0);
    await t.app.close();
    expect(await raw.closed()).toBe(1001);
    expect(hub.active).toBe(0);
  });
});
