/**
 * Test helpers for the STOMP endpoint (used by *.test.ts only): a raw WebSocket STOMP client that can
 * send anything, a @stomp/stompjs client as the console uses it, a hub that counts its listeners and can
 * be made to fail, and a small StompApplication (the real one is modules/messaging's).
 */
import { Client, type IFrame } from '@stomp/stompjs';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { parseFrames, type StompFrame } from './frame.ts';
import { type Hub, type HubDelivery, type HubKey, type StompApplication, StompRefusal } from './seams.ts';

/** A logger that says nothing (hubs made outside an app). */
export const silentLog: FastifyBaseLogger = (() => {
  const nothing = () => undefined;
  const log = {
    error: nothing,
    warn: nothing,
    info: nothing,
    debug: nothing,
    trace: nothing,
    fatal: nothing,
  };
  return Object.assign(log, {
    level: 'silent',
    child: () => log,
    silent: nothing,
  }) as unknown as FastifyBaseLogger;
})();

/** Calls `check` after every event until it returns true; rejects when the socket closes first. */
class Waiters {
  private readonly checks = new Set<() => void>();
  notify(): void {
    for (const check of [...this.checks]) check();
  }
  until(condition: () => boolean, closed: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (condition()) {
          this.checks.delete(check);
          resolve();
        } else if (closed()) {
          this.checks.delete(check);
          reject(new Error(`The socket closed before ${what}.`));
        }
      };
      this.checks.add(check);
      check();
    });
  }
}

export class RawStompClient {
  readonly frames: StompFrame[] = [];
  /** When each heart-beat EOL arrived (performance.now()). */
  readonly heartBeats: number[] = [];
  closeCode: number | null = null;
  closedAt = 0;
  private cursor = 0;
  private readonly waiters = new Waiters();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const { frames, heartBeats } = parseFrames(data, Number.MAX_SAFE_INTEGER);
      this.frames.push(...frames);
      for (let i = 0; i < heartBeats; i++) this.heartBeats.push(performance.now());
      this.waiters.notify();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.closedAt = performance.now();
      this.waiters.notify();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<RawStompClient> {
    const ws = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawStompClient(ws)));
      ws.once('error', reject);
    });
  }

  send(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** The next frame not yet taken by next(). */
  async next(): Promise<StompFrame> {
    const at = this.cursor++;
    await this.until(() => this.frames.length > at, 'a frame');
    return this.frames[at]!;
  }

  until(condition: () => boolean, what = 'the condition held'): Promise<void> {
    return this.waiters.until(condition, () => this.closeCode !== null, what);
  }

  /** Resolves with the close code once the server has closed the socket. */
  async closed(): Promise<number> {
    await this.waiters.until(
      () => this.closeCode !== null,
      () => false,
      'close',
    );
    return this.closeCode!;
  }

  /** CONNECT with login/passcode; resolves with CONNECTED (rejects with the ERROR's sentence). */
  async connect(headers: Record<string, string> = {}): Promise<StompFrame> {
    const all = { 'accept-version': '1.2', host: 'a.test', login: 'alice', passcode: 'pw', ...headers };
    this.send(
      `CONNECT\n${Object.entries(all)
        .map(([k, v]) => `${k}:${v}\n`)
        .join('')}\n\0`,
    );
    const frame = await this.next();
    if (frame.command !== 'CONNECTED') throw new Error(frame.headers.message);
    return frame;
  }

  /** The ERROR frame that must come next, and the close code after it. */
  async error(): Promise<{ message: string; receiptId: string | undefined; code: number }> {
    const frame = await this.next();
    if (frame.command !== 'ERROR') throw new Error(`Expected ERROR, got ${frame.command}.`);
    return {
      message: frame.headers.message!,
      receiptId: frame.headers['receipt-id'],
      code: await this.closed(),
    };
  }

  close(): void {
    this.ws.close();
  }
}

/** A @stomp/stompjs client over ws, as the console connects; resolves once CONNECTED. */
export function stompClient(
  url: string,
  connectHeaders: Record<string, string>,
  opts: { heartbeatIncoming?: number; heartbeatOutgoing?: number; wsHeaders?: Record<string, string> } = {},
): Promise<{ client: Client; connected: IFrame }> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, { headers: opts.wsHeaders ?? {} }),
      connectHeaders,
      reconnectDelay: 0,
      heartbeatIncoming: opts.heartbeatIncoming ?? 0,
      heartbeatOutgoing: opts.heartbeatOutgoing ?? 0,
      debug: () => undefined,
      onConnect: (connected) => resolve({ client, connected }),
      onStompError: (frame) => reject(new Error(frame.headers.message)),
      onWebSocketClose: (event) => reject(new Error(`The socket closed (${event.code}).`)),
    });
    client.activate();
  });
}

/** Publishes a frame with a receipt and resolves when the RECEIPT comes. */
export function withReceipt(client: Client, send: (receipt: string) => void): Promise<IFrame> {
  const receipt = `r-${Math.random().toString(36).slice(2)}`;
  const arrived = new Promise<IFrame>((resolve) => client.watchForReceipt(receipt, resolve));
  send(receipt);
  return arrived;
}

/** A hub that counts its live listeners (a closed connection must leave none) and can be made to fail. */
export class WatchedHub implements Hub {
  active = 0;
  private readonly waiters = new Waiters();
  private readonly failureListeners = new Set<(error: Error) => void>();

  constructor(readonly inner: Hub) {}

  publish(items: readonly { key: HubKey; delivery: HubDelivery }[]): Promise<void> {
    return this.inner.publish(items);
  }

  async subscribe(key: HubKey, listener: (delivery: HubDelivery) => void): Promise<() => Promise<void>> {
    const stop = await this.inner.subscribe(key, listener);
    this.active++;
    this.waiters.notify();
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      await stop();
      this.active--;
      this.waiters.notify();
    };
  }

  until(condition: () => boolean): Promise<void> {
    return this.waiters.until(condition, () => false, 'never');
  }

  onFailure(listener: (error: Error) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  fail(error: Error): void {
    for (const listener of this.failureListeners) listener(error);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** What the test application saw and did, in the order it happened (shared with the test's own events). */
export class TestLog {
  readonly events: string[] = [];
  /** Bodies committed by send, in order. */
  readonly committed: string[] = [];
  /** Every call the endpoint made into the application. */
  readonly calls: string[] = [];
  /** Holds the next sends until released (receipt ordering). */
  gate: Promise<void> | null = null;
  /** Holds the sends of these bodies until released. */
  readonly holds = new Map<string, Promise<void>>();
  private readonly waiters = new Waiters();

  call(text: string): void {
    this.calls.push(text);
    this.waiters.notify();
  }

  event(text: string): void {
    this.events.push(text);
    this.waiters.notify();
  }

  until(condition: () => boolean): Promise<void> {
    return this.waiters.until(condition, () => false, 'never');
  }
}

export const DOMAIN = 'a.test';

/**
 * Accounts alice (1001, passcode pw) and bob (1002, passcode pw), or the cookie's user as account 2000.
 * Subscriptions: only `/exchange/<own>` with optional `/message`, `/IQ` or `/#`. SEND to
 * `/exchange/<account>/message` commits the body and publishes it to that account; a body 'refuse' is a
 * StompRefusal, a body 'crash' an unexpected error.
 */
export function testApplication(hub: Hub, log: TestLog): StompApplication {
  const accounts: Record<string, string> = { alice: '1001', bob: '1002' };
  let seq = 0;
  return {
    async authenticate({ headers, actor }) {
      log.call('authenticate');
      if (actor) {
        return { domain: DOMAIN, account: '2000', userName: `2000@${DOMAIN}`, mayWrite: true, actor };
      }
      const account = accounts[headers.login ?? ''];
      if (!account || headers.passcode !== 'pw') throw new StompRefusal('Wrong login or passcode.');
      return { domain: DOMAIN, account, userName: `${account}@${DOMAIN}`, mayWrite: true, actor: null };
    },
    subscription(principal, destination) {
      log.call(`subscription ${destination}`);
      const match = /^\/exchange\/([^/]+)(?:\/(message|IQ|#))?$/.exec(destination);
      if (!match || match[1] !== principal.account) {
        throw new StompRefusal(`You may subscribe only to /exchange/${principal.account}.`);
      }
      const kinds: HubDelivery['kind'][] =
        match[2] === 'message' ? ['message'] : match[2] === 'IQ' ? ['IQ'] : ['message', 'IQ'];
      return { key: { domain: principal.domain, account: principal.account }, kinds };
    },
    async send(_principal, destination, body) {
      log.call(`send ${body}`);
      const match = /^\/exchange\/([^/]+)\/(message|IQ)$/.exec(destination);
      if (!match) throw new StompRefusal(`Nothing can be sent to ${destination}.`);
      if (body === 'refuse') throw new StompRefusal('The message does not follow the contract.');
      if (body === 'crash') throw new Error('the database is gone');
      // The gate holds a SEND once taken, as a commit in progress would.
      const gate = log.holds.get(body) ?? log.gate;
      const stored = (async () => {
        if (gate) await gate;
        log.committed.push(body);
        log.event(`commit ${body}`);
        await hub.publish([
          {
            key: { domain: DOMAIN, account: match[1]! },
            delivery: { seq: ++seq, kind: match[2] as 'message', body },
          },
        ]);
      })();
      return { stored };
    },
  };
}

export const newTestLog = (): TestLog => new TestLog();
