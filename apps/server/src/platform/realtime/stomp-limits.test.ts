/**
 * The STOMP endpoint's limits and bad input (issue 11 item 4): every bad frame is an ERROR with a
 * sentence and a close, nothing of it reaches the application, and a bystander connection goes on
 * receiving; oversize frames and messages; a flood; heart-beat negotiation and the silent-connection cut;
 * the CONNECT timeout; too many unacknowledged messages; a hub failure. The test endpoints sit under /ws/ (the
 * app's own /ws is the messaging module's): `/ws/t/ws` has the real limits, `/ws/fast/ws` small ones
 * so that time-based limits take milliseconds.
 */
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { MAX_FRAME_OCTETS } from './frame.ts';
import { LocalHub } from './hub-local.ts';
import { type StompLimits, WEBSOCKET_MAX_PAYLOAD } from './limits.ts';
import { stompEndpoint } from './stomp-endpoint.ts';
import {
  newTestLog,
  RawStompClient,
  stompClient,
  testApplication,
  WatchedHub,
  withReceipt,
} from './stomp-test-kit.ts';

const FAST: Partial<StompLimits> = {
  heartBeatMs: 100,
  framesPerSecond: 20,
  frameBurst: 10,
  maxFrameOctets: 1024,
  connectTimeoutMs: 300,
  maxPendingAcks: 3,
};

let t: TestApp;
let base: string;
let hub: WatchedHub;
let fastHub: WatchedHub;
const log = newTestLog();
const fastLog = newTestLog();

/** bob subscribed on /ws/t/ws: must keep receiving whatever happens to other connections. */
let bystander: { sent: number; received: IMessage[]; check(): Promise<void>; close(): Promise<void> };

beforeAll(async () => {
  t = await buildTestApp({
    routes: (app) => {
      hub = new WatchedHub(new LocalHub(app.log));
      fastHub = new WatchedHub(new LocalHub(app.log));
      void app.register(stompEndpoint, { prefix: '/ws/t', hub, application: testApplication(hub, log) });
      void app.register(stompEndpoint, {
        prefix: '/ws/fast',
        hub: fastHub,
        application: testApplication(fastHub, fastLog),
        limits: FAST,
      });
    },
  });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const { client: bob } = await stompClient(`${base}/ws/t/ws`, { login: 'bob', passcode: 'pw' });
  const { client: alice } = await stompClient(`${base}/ws/t/ws`, { login: 'alice', passcode: 'pw' });
  const received: IMessage[] = [];
  await withReceipt(bob, (receipt) => bob.subscribe('/exchange/1002', (m) => received.push(m), { receipt }));
  bystander = {
    sent: 0,
    received,
    /** alice sends bob one more message; it arrives (LocalHub delivers before the RECEIPT). */
    async check() {
      const body = `still here ${++this.sent}`;
      await withReceipt(alice, (receipt) =>
        alice.publish({ destination: '/exchange/1002/message', body, headers: { receipt } }),
      );
      expect(bob.connected).toBe(true);
      expect(received.at(-1)?.body).toBe(body);
    },
    async close() {
      await alice.deactivate();
      await bob.deactivate();
    },
  };
});

afterAll(async () => {
  await bystander?.close();
  await t?.close();
});

const connect = 'CONNECT\naccept-version:1.2\nlogin:alice\npasscode:pw\n\n\0';

describe('bad frames: ERROR with a sentence, closed, nothing passed on, nobody else affected', () => {
  const cases: Array<{
    name: string;
    connected: boolean;
    wire: string | Buffer;
    message: string | RegExp;
    code?: number;
    calls?: string[];
  }> = [
    {
      name: 'a SEND before CONNECT',
      connected: false,
      wire: 'SEND\ndestination:/exchange/1002/message\n\nhi\0',
      message: 'The first frame must be CONNECT, not SEND.',
    },
    {
      name: 'a SUBSCRIBE before CONNECT',
      connected: false,
      wire: 'SUBSCRIBE\nid:1\ndestination:/exchange/1001\n\n\0',
      message: 'The first frame must be CONNECT, not SUBSCRIBE.',
    },
    {
      name: 'text that is not a frame',
      connected: false,
      wire: 'hello there\n\n\0',
      message: 'The frame does not start with a command in capital letters.',
    },
    {
      name: 'CONNECT without 1.2 in accept-version',
      connected: false,
      wire: 'CONNECT\naccept-version:1.0,1.1\nlogin:alice\npasscode:pw\n\n\0',
      message: 'This server speaks STOMP 1.2 only: accept-version must include 1.2.',
    },
    {
      name: 'CONNECT without accept-version (STOMP 1.0)',
      connected: false,
      wire: 'CONNECT\nlogin:alice\npasscode:pw\n\n\0',
      message: 'This server speaks STOMP 1.2 only: accept-version must include 1.2.',
    },
    {
      name: 'CONNECT with a bad heart-beat header',
      connected: false,
      wire: 'CONNECT\naccept-version:1.2\nheart-beat:often\nlogin:alice\npasscode:pw\n\n\0',
      message: 'The heart-beat header must be two numbers of milliseconds, such as 20000,20000.',
    },
    {
      name: 'an unknown command',
      connected: true,
      wire: 'FOO\n\n\0',
      message: 'FOO is not a STOMP 1.2 client command.',
    },
    {
      name: 'a second CONNECT',
      connected: true,
      wire: connect,
      message: 'This connection is already connected.',
    },
    {
      name: 'BEGIN (transactions)',
      connected: true,
      wire: 'BEGIN\ntransaction:t\n\n\0',
      message: 'Transactions are not supported: send each message on its own.',
    },
    {
      name: 'a SEND in a transaction',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/message\ntransaction:t\n\nx\0',
      message: 'Transactions are not supported: send each message on its own.',
    },
    {
      name: 'a SEND without destination',
      connected: true,
      wire: 'SEND\nreceipt:r\n\nx\0',
      message: 'SEND needs a destination header.',
    },
    {
      name: 'a SUBSCRIBE without id',
      connected: true,
      wire: 'SUBSCRIBE\ndestination:/exchange/1001\n\n\0',
      message: 'SUBSCRIBE needs an id header.',
    },
    {
      name: 'a SUBSCRIBE without destination',
      connected: true,
      wire: 'SUBSCRIBE\nid:1\n\n\0',
      message: 'SUBSCRIBE needs a destination header.',
    },
    {
      name: 'a SUBSCRIBE with a bad ack mode',
      connected: true,
      wire: 'SUBSCRIBE\nid:1\ndestination:/exchange/1001\nack:sometimes\n\n\0',
      message: 'The ack header must be auto, client or client-individual.',
    },
    {
      name: 'a SUBSCRIBE with an id in use',
      connected: true,
      wire: 'SUBSCRIBE\nid:1\ndestination:/exchange/1001\n\n\0SUBSCRIBE\nid:1\ndestination:/exchange/1001/IQ\n\n\0',
      message: 'This connection already has a subscription with id 1.',
      calls: ['subscription /exchange/1001'],
    },
    {
      name: 'an UNSUBSCRIBE of nothing',
      connected: true,
      wire: 'UNSUBSCRIBE\nid:9\n\n\0',
      message: 'This connection has no subscription with id 9.',
    },
    { name: 'an ACK without id', connected: true, wire: 'ACK\n\n\0', message: 'ACK needs an id header.' },
    {
      name: 'an undefined escape in a header',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/mess\\tage\n\nx\0',
      message: 'A header holds the undefined escape \\t.',
    },
    {
      name: 'a header line without colon',
      connected: true,
      wire: 'SEND\ndestination\n\nx\0',
      message: 'A header line has no colon.',
    },
    {
      name: 'a frame without its NUL',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/message\n\nx',
      message: 'The frame does not end with a NUL octet.',
    },
    {
      name: 'a content-length that does not match',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/message\ncontent-length:10\n\nx\0',
      message: 'The frame is shorter than its content-length.',
    },
    {
      name: 'a SEND body that is not UTF-8',
      connected: true,
      wire: Buffer.concat([
        Buffer.from('SEND\ndestination:/exchange/1002/message\n\n'),
        Buffer.of(0xc3, 0x28, 0),
      ]),
      message: 'The body of a SEND must be UTF-8 text.',
    },
    {
      name: 'a SEND the application refuses (contract)',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/message\n\nrefuse\0',
      message: 'The message does not follow the contract.',
      code: 1008,
      calls: ['send refuse'],
    },
    {
      name: 'a SEND to a destination the application refuses',
      connected: true,
      wire: 'SEND\ndestination:/queue/x\n\nhi\0',
      message: 'Nothing can be sent to /queue/x.',
      code: 1008,
      calls: ['send hi'],
    },
    {
      name: 'a SEND the application fails on unexpectedly',
      connected: true,
      wire: 'SEND\ndestination:/exchange/1002/message\n\ncrash\0',
      message: 'The server could not handle the frame; nothing was done.',
      code: 1011,
      calls: ['send crash'],
    },
  ];

  it.each(cases)('$name', async ({ connected, wire, message, code, calls }) => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    if (connected) await raw.connect();
    const before = { calls: log.calls.length, committed: log.committed.length };
    raw.send(wire);
    const error = await raw.error();
    expect(error.message).toEqual(message);
    expect(error.code).toBe(code ?? 1002);
    expect(log.calls.slice(before.calls)).toEqual(calls ?? []);
    expect(log.committed.length).toBe(before.committed);
    await bystander.check();
  });

  it('names the receipt of the refused frame in the ERROR (receipt-id)', async () => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    await raw.connect();
    raw.send('SEND\nreceipt:77\n\nx\0');
    expect(await raw.error()).toEqual({
      message: 'SEND needs a destination header.',
      receiptId: '77',
      code: 1002,
    });
  });

  it('takes no frame after the bad one, even in the same message, and the ones before it are handled', async () => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    await raw.connect();
    const before = log.calls.length;
    raw.send(
      'SEND\ndestination:/exchange/1002/message\nreceipt:1\n\nfirst\0' +
        'NOPE\n\n\0' +
        'SEND\ndestination:/exchange/1002/message\nreceipt:2\n\nnever\0',
    );
    expect(await raw.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': '1' } });
    expect((await raw.error()).message).toBe('NOPE is not a STOMP 1.2 client command.');
    expect(log.calls.slice(before)).toEqual(['send first']);
  });
});

describe('size limits', () => {
  const send = (body: string) => `SEND\ndestination:/exchange/1002/message\n\n${body}\0`;
  const overhead = send('').length;

  it(`takes a frame of exactly ${MAX_FRAME_OCTETS} octets`, async () => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    await raw.connect();
    const body = 'x'.repeat(MAX_FRAME_OCTETS - overhead);
    expect(Buffer.byteLength(send(body))).toBe(MAX_FRAME_OCTETS);
    const before = log.committed.length;
    raw.send(send(body));
    raw.send('SUBSCRIBE\nid:1\ndestination:/exchange/1001\nreceipt:done\n\n\0');
    expect((await raw.next()).headers['receipt-id']).toBe('done');
    expect(log.committed.slice(before)).toEqual([body]);
    raw.close();
  });

  it(`refuses a frame of ${MAX_FRAME_OCTETS + 1} octets with an ERROR and 1009, passing nothing on`, async () => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    await raw.connect();
    const before = log.calls.length;
    raw.send(send('x'.repeat(MAX_FRAME_OCTETS + 1 - overhead)));
    expect(await raw.error()).toEqual({
      message: `The frame is larger than the limit of ${MAX_FRAME_OCTETS} octets.`,
      receiptId: undefined,
      code: 1009,
    });
    expect(log.calls.length).toBe(before);
    await bystander.check();
  });

  it('closes a WebSocket message over the payload limit (1009) before reading it', async () => {
    const raw = await RawStompClient.open(`${base}/ws/t/ws`);
    await raw.connect();
    const before = log.calls.length;
    raw.send(send('x'.repeat(WEBSOCKET_MAX_PAYLOAD)));
    expect(await raw.closed()).toBe(1009);
    expect(raw.frames.map((f) => f.command)).toEqual(['CONNECTED']);
    expect(log.calls.length).toBe(before);
    await bystander.check();
  });

  it('applies the limit a registration gives (1024 octets on /ws/fast/ws)', async () => {
    const raw = await RawStompClient.open(`${base}/ws/fast/ws`);
    await raw.connect();
    raw.send(send('x'.repeat(1024)));
    expect(await raw.error()).toMatchObject({
      message: 'The frame is larger than the limit of 1024 octets.',
    });
  });
});

describe('flood', () => {
  it('closes a connection that sends more than its rate (burst 10, 20/s) after answering what it took', async () => {
    const raw = await RawStompClient.open(`${base}/ws/fast/ws`);
    await raw.connect();
    const before = fastLog.calls.length;
    for (let i = 0; i < 40; i++)
      raw.send(`SEND\ndestination:/exchange/1002/message\nreceipt:${i}\n\nf${i}\0`);
    await raw.closed();
    const error = raw.frames.at(-1)!;
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe(
      'More than 20 frames a second (a burst of 10) came from this connection.',
    );
    const receipts = raw.frames.slice(1, -1);
    // CONNECT spent one token of the burst; refill adds one per 50 ms the server takes to read them.
    expect(receipts.length).toBeGreaterThanOrEqual(9);
    expect(receipts.length).toBeLessThan(30);
    expect(receipts.map((f) => f.headers['receipt-id'])).toEqual(receipts.map((_, i) => String(i)));
    expect(fastLog.calls.slice(before)).toEqual(receipts.map((_, i) => `send f${i}`));
    // Another connection on the same endpoint is not throttled by this one.
    const other = await RawStompClient.open(`${base}/ws/fast/ws`);
    await other.connect();
    other.send('SEND\ndestination:/exchange/1002/message\nreceipt:ok\n\nfine\0');
    expect((await other.next()).headers['receipt-id']).toBe('ok');
    other.close();
    await bystander.check();
  });
});

describe('heart-beats (floor 100 ms on /ws/fast/ws)', () => {
  async function connected(heartBeat: string) {
    const raw = await RawStompClient.open(`${base}/ws/fast/ws`);
    const frame = await raw.connect({ 'heart-beat': heartBeat });
    return { raw, frame, at: performance.now() };
  }

  it('offers the floor both ways and sends at max(client wish, floor): 100 ms when the client asks for 50', async () => {
    const { raw, frame, at } = await connected('0,50');
    expect(frame.headers['heart-beat']).toBe('100,100');
    await raw.until(() => raw.heartBeats.length >= 3);
    // At 50 ms three beats would come in 150 ms; at 100 ms not before 300 (less the CONNECTED's transit).
    expect(raw.heartBeats[2]! - at).toBeGreaterThan(250);
    raw.close();
  });

  it('sends at the client wish when it is above the floor (300 ms)', async () => {
    const { raw, at } = await connected('0,300');
    await raw.until(() => raw.heartBeats.length >= 1);
    expect(raw.heartBeats[0]! - at).toBeGreaterThan(250);
    raw.close();
  });

  it('cuts a connection silent for twice the agreed interval, and sends no beats to a client that wants none', async () => {
    const { raw, at } = await connected('50,0');
    await raw.closed();
    // Agreed: max(50, 100) = 100 ms, so silence of 200 ms.
    expect(raw.closedAt - at).toBeGreaterThan(190);
    expect(raw.heartBeats).toEqual([]);
  });

  it('keeps a connection whose client beats in time, and cuts it once the beats stop', async () => {
    // Agreed 300 ms, so cut after 600 ms of silence; beats every 60 ms leave room for a slow machine.
    const { raw } = await connected('300,0');
    let beats = 0;
    const beating = setInterval(() => {
      raw.send('\n');
      beats++;
    }, 60);
    await new Promise<void>((resolve) => {
      const done = setInterval(() => {
        if (beats >= 10 || raw.closeCode !== null) {
          clearInterval(done);
          resolve();
        }
      }, 20);
    });
    clearInterval(beating);
    expect(raw.closeCode).toBeNull();
    await raw.closed();
  });

  it('negotiates with @stomp/stompjs as the console does (20 s both ways)', async () => {
    const { client, connected } = await stompClient(
      `${base}/ws/t/ws`,
      { login: 'alice', passcode: 'pw' },
      { heartbeatIncoming: 20_000, heartbeatOutgoing: 20_000 },
    );
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    await client.deactivate();
  });
});

describe('other limits', () => {
  it('closes a socket that sends no CONNECT in time', async () => {
    const raw = await RawStompClient.open(`${base}/ws/fast/ws`);
    const opened = performance.now();
    expect(await raw.error()).toEqual({
      message: 'No CONNECT frame came in time.',
      receiptId: undefined,
      code: 1008,
    });
    expect(raw.closedAt - opened).toBeGreaterThan(250);
  });

  it('closes a connection with more unacknowledged messages than allowed (3 on /ws/fast/ws)', async () => {
    const raw = await RawStompClient.open(`${base}/ws/fast/ws`);
    await raw.connect();
    raw.send('SUBSCRIBE\nid:s\ndestination:/exchange/1001\nack:client\n\n\0');
    for (const n of [1, 2, 3, 4]) raw.send(`SEND\ndestination:/exchange/1001/message\n\nm${n}\0`);
    expect(await raw.closed()).toBe(1008);
    expect(raw.frames.at(-1)?.headers.message).toBe('More than 3 messages wait for an ACK.');
    expect(raw.frames.filter((f) => f.command === 'MESSAGE').map((f) => f.body.toString())).toEqual([
      'm1',
      'm2',
      'm3',
    ]);
  });

  it("closes the endpoint's connections (1011) when its hub fails; another endpoint's go on", async () => {
    const raws = await Promise.all([1, 2].map(() => RawStompClient.open(`${base}/ws/fast/ws`)));
    for (const raw of raws) await raw.connect();
    fastHub.fail(new Error('the broker went away'));
    expect(await Promise.all(raws.map((raw) => raw.closed()))).toEqual([1011, 1011]);
    await bystander.check();
  });
});
