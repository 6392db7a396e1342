/**
 * The stompjs transport against a minimal STOMP peer on a real WebSocket (ws): what CONNECT says, that
 * MESSAGE and RECEIPT frames reach the engine's events, and that the reported next attempt follows
 * stompjs's backing off (2 s, then 4 s while the link stays down; at once on retryNow).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { stompTransport, type TransportEvents, type TransportFrame } from './transport.ts';

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): Frame[] {
  return text
    .split('\0')
    .map((raw) => raw.replace(/^\n+/, ''))
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      const [head = '', body = ''] = raw.split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at)] ??= line.slice(at + 1);
      }
      return { command, headers, body };
    });
}

function frame(command: string, headers: Record<string, string>, body = ''): string {
  return `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n${body}\0`;
}

/** A STOMP peer that answers CONNECT and receipts, or refuses every connection while `refusing`. */
class Peer {
  readonly server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  readonly frames: Frame[] = [];
  socket: WebSocket | null = null;
  refusing = false;
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  constructor() {
    this.server.on('connection', (socket) => {
      if (this.refusing) {
        socket.terminate();
        return;
      }
      this.socket = socket;
      socket.on('message', (data) => {
        for (const f of parse(String(data))) {
          this.frames.push(f);
          if (f.command === 'CONNECT' || f.command === 'STOMP') {
            socket.send(frame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
          }
          if (f.headers.receipt) socket.send(frame('RECEIPT', { 'receipt-id': f.headers.receipt }));
          for (const w of [...this.waiters]) {
            if (w.test(f)) {
              this.waiters.splice(this.waiters.indexOf(w), 1);
              w.resolve(f);
            }
          }
        }
      });
    });
  }

  get url(): string {
    const address = this.server.address();
    if (typeof address === 'string' || !address) throw new Error('not listening');
    return `ws://127.0.0.1:${address.port}/ws`;
  }

  next(command: string): Promise<Frame> {
    const seen = this.frames.find((f) => f.command === command);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve) =>
      this.waiters.push({
        test: (f) => f.command === command,
        resolve: (f) => {
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      }),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The transport's events as awaitable queues. */
function recorder() {
  const log: { kind: keyof TransportEvents; value?: unknown }[] = [];
  const waiters: { kind: keyof TransportEvents; resolve: (value: unknown) => void }[] = [];
  const push = (kind: keyof TransportEvents, value?: unknown) => {
    const waiter = waiters.find((w) => w.kind === kind);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(value);
    } else {
      log.push({ kind, value });
    }
  };
  const events: TransportEvents = {
    connecting: () => push('connecting'),
    connected: () => push('connected'),
    message: (f: TransportFrame) => push('message', f),
    receipt: (id: string) => push('receipt', id),
    error: (f: TransportFrame) => push('error', f),
    closed: (retryIn: number | null) => push('closed', retryIn),
  };
  const next = <T>(kind: keyof TransportEvents): Promise<T> => {
    const at = log.findIndex((e) => e.kind === kind);
    if (at !== -1) return Promise.resolve(log.splice(at, 1)[0]?.value as T);
    return new Promise((resolve) => waiters.push({ kind, resolve: resolve as (value: unknown) => void }));
  };
  return { events, next };
}

const peers: Peer[] = [];
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const peer of peers.splice(0)) await peer.close();
});

async function listening(): Promise<Peer> {
  const peer = new Peer();
  peers.push(peer);
  await new Promise<void>((resolve) => peer.server.once('listening', () => resolve()));
  return peer;
}

describe('stompTransport', () => {
  it('connects as the account, passes MESSAGE and RECEIPT frames on, and reports the next attempt as it backs off', async () => {
    const peer = await listening();
    const transport = stompTransport({
      url: peer.url,
      login: '99982101',
      host: 'cpl.portside.example',
      // jsdom's page has no working WebSocket of its own; ws's client is the same API.
      webSocketFactory: () => new WebSocket(peer.url, ['v12.stomp']),
    });
    stops.push(() => transport.stop());
    const { events, next } = recorder();
    transport.start(events);

    const connect = await peer.next('CONNECT');
    expect(connect.headers).toMatchObject({
      login: '99982101',
      host: 'cpl.portside.example',
      'heart-beat': '20000,20000',
    });
    expect(connect.headers['accept-version']).toContain('1.2');
    await next('connected');

    transport.subscribe('/exchange/99982101');
    const subscribe = await peer.next('SUBSCRIBE');
    expect(subscribe.headers.destination).toBe('/exchange/99982101');
    peer.socket?.send(
      frame(
        'MESSAGE',
        {
          destination: '/exchange/99982101/message',
          subscription: subscribe.headers.id ?? '',
          'message-id': '7',
          seq: '5',
          'content-type': 'application/json',
        },
        '{"payload":"message"}',
      ),
    );
    const message = await next<TransportFrame>('message');
    expect(message.headers.seq).toBe('5');
    expect(message.body).toBe('{"payload":"message"}');

    transport.publish('/exchange/99982102/message', '{"a":1}', { receipt: 'm-1' });
    const send = await peer.next('SEND');
    expect(send.headers).toMatchObject({
      destination: '/exchange/99982102/message',
      receipt: 'm-1',
      'content-type': 'application/json',
    });
    expect(await next('receipt')).toBe('m-1');

    // The link drops: the next attempt in 2 s; while it stays down, 4 s.
    peer.refusing = true;
    peer.socket?.terminate();
    expect(await next('closed')).toBe(2000);
    expect(await next('closed')).toBe(4000);

    // Back: retryNow connects at once rather than in 4 s, and the delay starts again at 2 s.
    peer.refusing = false;
    const asked = Date.now();
    transport.retryNow();
    await next('connected');
    expect(Date.now() - asked).toBeLessThan(1500);
    peer.socket?.terminate();
    expect(await next('closed')).toBe(2000);
  });
});
