/**
 * Test doubles of the data layer's tests: a fake of the STOMP transport (the boundary the engine talks
 * to; the real @stomp/stompjs client meets the real server in the browser tests) and payload builders.
 */
import type { ChatMessage, Receipt, StreamItem, SyncPage } from '@portside/contract/messaging';
import type { StompTransport, TransportEvents, TransportFrame } from './transport.ts';

export interface Published {
  destination: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A transport whose link the test drives: connect, drop, deliver frames, answer receipts. */
export class FakeTransport implements StompTransport {
  events: TransportEvents | null = null;
  connected = false;
  readonly published: Published[] = [];
  readonly subscriptions: string[] = [];
  retries = 0;
  private waiters: { count: number; resolve: () => void }[] = [];

  start(events: TransportEvents): void {
    this.events = events;
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.events = null;
  }

  retryNow(): void {
    this.retries += 1;
  }

  subscribe(destination: string): void {
    this.subscriptions.push(destination);
  }

  publish(destination: string, body: string, headers: Record<string, string>): void {
    if (!this.connected) throw new TypeError('There is no underlying STOMP connection');
    this.published.push({ destination, headers, body: JSON.parse(body) });
    for (const waiter of [...this.waiters]) {
      if (this.published.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  /** Resolves once `count` frames in all have been published. */
  waitForPublished(count: number): Promise<void> {
    if (this.published.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** The link comes up (CONNECTED). */
  connect(): void {
    this.events?.connecting();
    this.connected = true;
    this.events?.connected();
  }

  /** The link drops; the next attempt in `retryIn` ms. */
  drop(retryIn: number | null = 2000): void {
    this.connected = false;
    this.events?.closed(retryIn);
  }

  /** A MESSAGE frame of the account's subscription. */
  deliver(seq: number | null, body: ChatMessage | Receipt): void {
    const headers: Record<string, string> = {
      destination: '/exchange/x',
      'content-type': 'application/json',
    };
    if (seq !== null) headers.seq = String(seq);
    this.events?.message({ headers, body: JSON.stringify(body) });
  }

  /** The server's RECEIPT of a published frame. */
  answer(frame: Published): void {
    const id = frame.headers.receipt;
    if (!id) throw new Error('The frame asked for no receipt');
    this.events?.receipt(id);
  }

  /** An ERROR frame; the server closes the connection after it. */
  error(headers: Record<string, string>, body = ''): void {
    const frame: TransportFrame = { headers, body };
    this.events?.error(frame);
    this.drop();
  }

  /** Published frames of messages (SEND …/message) and of receipts (…/IQ). */
  sends(): Published[] {
    return this.published.filter((p) => p.destination.endsWith('/message'));
  }

  receipts(): Published[] {
    return this.published.filter((p) => p.destination.endsWith('/IQ'));
  }
}

let counter = 0;

export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return {
    sender: '99982102',
    address: '99982101',
    message: `Hello ${counter}`,
    mediatype: null,
    media: null,
    messageid: `m-${counter}`,
    date: '2025-03-01 10:00:00 GMT',
    topic: null,
    payload: 'message',
    issync: false,
    senderid: null,
    channel: 'app',
    extras: null,
    status: 0,
    type: 0,
    ...overrides,
  };
}

export function aReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    messageid: 'm-1',
    sender: '99982102',
    address: '99982101',
    date: '2025-03-01 10:00:01 GMT',
    type: 3,
    status: 3,
    payload: 'IQ',
    extra: null,
    ...overrides,
  };
}

export type MessageItem = Extract<StreamItem, { payload: 'message' }>;

export function messageItem(seq: number, message: ChatMessage): MessageItem {
  return { seq, payload: 'message', message };
}

/** A /v3/chat/sync page answering `after` from the whole stream `items`, `limit` at a time. */
export function syncPage(items: readonly StreamItem[], after: number, limit = 500): SyncPage {
  const rest = items.filter((item) => item.seq > after);
  return {
    items: rest.slice(0, limit),
    last_seq: items.at(-1)?.seq ?? 0,
    more: rest.length > limit,
  };
}
