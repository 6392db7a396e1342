/**
 * One account's messaging engine (docs/MESSAGING.md; issue 11 items 2 and 7): what happens on the wire,
 * without React. It owns
 * - the stream: every MESSAGE frame carries the account's `seq`; an item one past the last applied is
 *   applied, an older one ignored, one that skips numbers (and every CONNECTED) starts a catch-up from
 *   GET /v3/chat/sync after the last applied `seq`, applied in order until `more` is false. The last
 *   `seq` is kept in IndexedDB, so a reload resumes where it stopped;
 * - receipts: delivered (3) for every incoming message on arrival (none for one's own, none for the
 *   system sender '1'), read (5) when the open conversation shows it; each sent with a `receipt` header
 *   and sent again after a reconnect until the server answers its RECEIPT;
 * - the outbox (IndexedDB): sent oldest first (the server handles one connection's frames in order), each
 *   SEND with a `receipt` header and its own messageid; an item leaves the outbox only once its RECEIPT
 *   came (the server committed it); a drop leaves the rest waiting, and the resend after the reconnect
 *   keeps the messageid, so what was stored but not yet answered is not stored twice. A SEND the server
 *   refuses (an ERROR naming its receipt) stays in the outbox as failed and is not sent again.
 * Frames are paced under the server's per-connection limit (200 a second, a burst of 400).
 */
import { BOT_EXTENSIONS } from '@portside/contract';
import { DELIVERY_RECEIPT_TYPE, deliveryOf } from '@portside/contract/channels';
import { scoreOfReceipt } from '@portside/contract/language';
import {
  type Channel,
  type ChatMessage,
  ChatMessage as ChatMessageSchema,
  GROUP_SEPARATOR,
  LIST_RELOAD_MS,
  MESSAGE_STATUS,
  Receipt,
  SendMessage,
  type SendReceipt,
  type StreamItem,
  SYSTEM_SENDER,
  type SyncPage,
  toWireDate,
} from '@portside/contract/messaging';
import { t } from '../../../kit/i18n/index.ts';
import { LiveStore, messageKey, normalizePeer, peerOf } from './live-store.ts';
import { type MessagingDatabase, Outbox, type OutboxItem, StreamCursor } from './queue.ts';
import type { StompTransport, TransportFrame } from './transport.ts';

export interface Draft {
  address: string;
  message: string;
  channel: Channel;
}

export interface EngineOptions {
  /** The account's number (the STOMP login) and its key in the browser's stores (ext@domain). */
  account: { username: string; key: string };
  transport: StompTransport;
  db: Promise<MessagingDatabase>;
  /** GET /v3/chat/sync?user=&after=&limit= */
  fetchSync(after: number): Promise<SyncPage>;
  /** Refetch the conversation list (called at most once every LIST_RELOAD_MS after a change, and after each reconnect). */
  reloadList(): void;
  /** A new incoming message arrived (the caller decides whether and how to show a notification). */
  notify(message: ChatMessage, peer: string): void;
  /**
   * The user's role may read but not send (an auditor): no delivered or read receipts either, since
   * reading someone's inbox must not tell the guest it was read (and the server refuses them).
   */
  readOnly?: boolean;
}

/** How long a failed catch-up waits before trying again while connected. */
export const SYNC_RETRY_MS = 5000;
/** An ERROR without a receipt-id while the same message was in flight this often: the message is refused. */
export const MAX_SEND_ATTEMPTS = 3;
/** The pace of frames sent (a bucket of this many, refilled this many a second). */
export const FRAMES_PER_SECOND = 100;
/** The most outbox messages sent and not yet answered by a RECEIPT. */
export const OUTBOX_WINDOW = 20;

interface Stores {
  outbox: Outbox;
  cursor: StreamCursor;
}

interface QueuedReceipt {
  destination: string;
  body: string;
  /** The message's key (original sender/messageid). */
  message: string;
  status: number;
}

/** A token bucket: FRAMES_PER_SECOND frames at once, then FRAMES_PER_SECOND a second. */
class Pacer {
  private tokens = FRAMES_PER_SECOND;
  private last = Date.now();

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(FRAMES_PER_SECOND, this.tokens + ((now - this.last) / 1000) * FRAMES_PER_SECOND);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until the next frame may go. */
  wait(): number {
    return Math.ceil(((1 - this.tokens) / FRAMES_PER_SECOND) * 1000);
  }
}

/** A MESSAGE frame's body as a stream item (without its seq), or null when it is neither shape. */
export function parseFrameBody(body: string): StreamItem | { payload: 'unknown' } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { payload: 'unknown' };
  }
  const payload = (value as { payload?: unknown } | null)?.payload;
  if (payload === 'IQ') {
    const receipt = Receipt.safeParse(value);
    if (receipt.success) return { seq: 0, payload: 'IQ', receipt: receipt.data };
  } else {
    const message = ChatMessageSchema.safeParse(value);
    if (message.success) return { seq: 0, payload: 'message', message: message.data };
  }
  return { payload: 'unknown' };
}

export class MessagingEngine {
  readonly store: LiveStore;
  readonly me: string;
  private readonly ready: Promise<Stores | null>;
  private resolveReady!: (value: Stores | null) => void;
  private stores: Stores | null = null;
  private seq = 0;
  private chain: Promise<void> = Promise.resolve();
  /** The outbox's writes after RECEIPTs and ERRORs, one after another. */
  private io: Promise<void> = Promise.resolve();
  private connected = false;
  private connections = 0;
  private stopped = false;
  private counter = 0;
  private readonly pacer = new Pacer();
  private paceTimer: ReturnType<typeof setTimeout> | null = null;
  private listTimer: ReturnType<typeof setTimeout> | null = null;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  /** Outbox items sent on this connection and not yet answered: messageid → receipt-id, in send order. */
  private readonly sending = new Map<string, string>();
  /** ERRORs that named no frame while a message was the oldest in flight, by messageid. */
  private readonly attempts = new Map<string, number>();
  /** Receipts to send, by `<status>/<message key>`, in the order they were asked for. */
  private readonly receipts = new Map<string, QueuedReceipt>();
  /** Receipts sent on this connection and not yet answered: receipts key → receipt-id. */
  private readonly receiptsInFlight = new Map<string, string>();
  /** Receipts the server answered (never sent again in this engine's life). */
  private readonly receiptsDone = new Set<string>();
  /** receipt-id → what it answers. */
  private readonly answers = new Map<string, { kind: 'message' | 'receipt'; key: string }>();

  constructor(private readonly options: EngineOptions) {
    this.me = options.account.username;
    this.store = new LiveStore(this.me);
    this.ready = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
  }

  /** Loads the outbox and the stream cursor, then connects. */
  async start(): Promise<void> {
    try {
      const db = await this.options.db;
      const outbox = new Outbox(db, this.options.account.key);
      const cursor = new StreamCursor(db, this.options.account.key);
      const [seq, pending] = await Promise.all([cursor.read(), outbox.list()]);
      if (!this.stopped) {
        this.seq = seq;
        this.store.setPending(pending);
        this.stores = { outbox, cursor };
      }
    } catch {
      // No IndexedDB (a private window of an old browser): messages are still sent, just not kept.
    }
    this.resolveReady(this.stores);
    if (this.stopped) return;
    this.options.transport.start({
      connecting: () => this.onConnecting(),
      connected: () => this.onConnected(),
      message: (frame) => this.onMessage(frame),
      receipt: (id) => this.onReceipt(id),
      error: (frame) => this.onError(frame),
      closed: (retryIn) => this.onClosed(retryIn),
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    this.resolveReady(this.stores);
    for (const timer of [this.paceTimer, this.listTimer, this.syncTimer]) if (timer) clearTimeout(timer);
    await this.options.transport.stop();
  }

  retryNow(): void {
    if (!this.stopped) this.options.transport.retryNow();
  }

  /** Resolves once the stream work queued so far (frames, catch-ups) is done. */
  async settled(): Promise<void> {
    let chain: Promise<void>;
    let io: Promise<void>;
    do {
      chain = this.chain;
      io = this.io;
      await Promise.all([chain, io]);
    } while (chain !== this.chain || io !== this.io);
  }

  /** Runs an outbox write after the ones before it. */
  private write(step: () => Promise<void>): void {
    this.io = this.io.then(step).catch(() => {});
  }

  /** The last stream number applied. */
  get lastSeq(): number {
    return this.seq;
  }

  /** Runs one step of stream work after the ones before it: frames and catch-ups never interleave. */
  private serial(step: () => Promise<void> | void): Promise<void> {
    this.chain = this.chain.then(step).catch(() => {});
    return this.chain;
  }

  // ---- connection events ----

  private onConnecting(): void {
    if (this.stopped) return;
    this.store.setConnection({ state: 'connecting', retryAt: null });
  }

  private onConnected(): void {
    if (this.stopped) return;
    this.connected = true;
    this.connections += 1;
    const reconnect = this.connections > 1;
    this.store.setConnection({ state: 'connected', retryAt: null, error: null });
    // The catch-up is queued before any frame of the subscription can be: frames wait behind it.
    void this.serial(() => this.catchUp()).then(() => {
      if (reconnect && !this.stopped) this.options.reloadList();
    });
    this.options.transport.subscribe(`/exchange/${this.me}`);
    this.pump();
  }

  private onClosed(retryIn: number | null): void {
    if (this.stopped) return;
    this.connected = false;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    // Whatever was not answered goes again, in the same order, after the reconnect.
    this.sending.clear();
    this.receiptsInFlight.clear();
    this.answers.clear();
    this.store.setConnection({
      state: 'disconnected',
      retryAt: retryIn === null ? null : Date.now() + retryIn,
    });
  }

  private onError(frame: TransportFrame): void {
    if (this.stopped) return;
    const reason = (frame.headers.message ?? '').trim() || frame.body.trim() || t('messagingLive.refused');
    this.store.setConnection({ error: reason });
    const receiptId = frame.headers['receipt-id'];
    const answer = receiptId ? this.answers.get(receiptId) : undefined;
    if (answer?.kind === 'receipt') {
      // A refused receipt is not asked again: the server would refuse it again.
      this.receipts.delete(answer.key);
      this.receiptsDone.add(answer.key);
      return;
    }
    if (answer?.kind === 'message') {
      this.refuse(answer.key, reason);
      return;
    }
    const oldest = this.sending.keys().next();
    if (receiptId || oldest.done) return;
    // The server did not say which frame it refused; the oldest message in flight is the likely one.
    // Only a repeated refusal marks it failed, so a heart-beat timeout never condemns a message.
    const attempts = (this.attempts.get(oldest.value) ?? 0) + 1;
    this.attempts.set(oldest.value, attempts);
    if (attempts >= MAX_SEND_ATTEMPTS) this.refuse(oldest.value, reason);
  }

  private onReceipt(receiptId: string): void {
    if (this.stopped) return;
    const answer = this.answers.get(receiptId);
    if (!answer) return;
    this.answers.delete(receiptId);
    if (answer.kind === 'message') {
      this.sent(answer.key);
      return;
    }
    this.receiptsInFlight.delete(answer.key);
    const receipt = this.receipts.get(answer.key);
    this.receipts.delete(answer.key);
    this.receiptsDone.add(answer.key);
    if (receipt) {
      this.store.putStatus(receipt.message, this.me, receipt.status);
      if (receipt.status === MESSAGE_STATUS.read) this.listChanged();
    }
    this.pump();
  }

  // ---- the stream ----

  private onMessage(frame: TransportFrame): void {
    if (this.stopped) return;
    const item = parseFrameBody(frame.body);
    if (item.payload === 'unknown') return;
    const seq = Number(frame.headers.seq);
    void this.serial(async () => {
      if (this.stopped) return;
      if (!Number.isInteger(seq) || seq <= 0) {
        // Not part of the account's stream: shown, and deduplicated by messageid like everything.
        this.apply(item, true);
        return;
      }
      if (seq <= this.seq) return;
      if (seq === this.seq + 1) {
        this.apply(item, true);
        this.seq = seq;
        await this.writeCursor();
        return;
      }
      // Numbers were skipped: fetch them (this one included) in order.
      await this.catchUp();
      // The catch-up could not reach it (the server did not answer): show it; the next catch-up
      // applies it in its place.
      if (this.seq < seq) this.apply(item, true);
    });
  }

  private async writeCursor(): Promise<void> {
    await this.stores?.cursor.write(this.seq).catch(() => {});
  }

  /** GET /v3/chat/sync after the last applied seq until `more` is false, applying each new item. */
  private async catchUp(): Promise<void> {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    // The very first catch-up of this browser brings the whole history: no notifications for it.
    const notify = this.seq > 0;
    try {
      for (;;) {
        const page = await this.options.fetchSync(this.seq);
        if (this.stopped) return;
        if (page.last_seq < this.seq) {
          // The server's stream restarted (a new database): follow it from where it is.
          this.seq = page.last_seq;
          await this.writeCursor();
          return;
        }
        const before = this.seq;
        this.store.batch(() => {
          for (const item of page.items) {
            if (item.seq <= this.seq) continue;
            this.apply(item, notify);
            this.seq = item.seq;
          }
        });
        if (this.seq !== before) await this.writeCursor();
        if (!page.more || this.seq === before) return;
      }
    } catch {
      if (this.connected && !this.stopped) {
        this.syncTimer = setTimeout(() => void this.serial(() => this.catchUp()), SYNC_RETRY_MS);
      }
    }
  }

  private apply(item: StreamItem, notify: boolean): void {
    if (item.payload === 'IQ') {
      const receipt = item.receipt;
      // `receipt.sender` received message `messageid` from `receipt.address`; `status` is how far the
      // message got (for a group, the least over its recipients).
      const key = messageKey(receipt.address, receipt.messageid);
      // The outcome on an outside channel (sent, or failed with the reason) raises no status.
      const delivery = receipt.type === DELIVERY_RECEIPT_TYPE ? deliveryOf(receipt.extra) : null;
      if (delivery) {
        this.store.putDelivery(key, delivery);
        this.listChanged();
        return;
      }
      const score = scoreOfReceipt(receipt);
      if (score !== null) this.store.putScore(key, score);
      else this.store.putStatus(key, receipt.sender, receipt.status);
      this.listChanged();
      return;
    }
    const message = item.message;
    const isNew = !this.store.hasMessage(message.sender, message.messageid);
    this.store.putMessage(message);
    this.listChanged();
    if (message.sender === this.me) return;
    if (isNew && notify) this.options.notify(message, peerOf(message, this.me));
    if (message.sender !== SYSTEM_SENDER && message.status < MESSAGE_STATUS.delivered) {
      this.queueReceipt(message, MESSAGE_STATUS.delivered);
    }
  }

  // ---- receipts ----

  /** Sends read receipts (5) for the incoming messages given that are not read yet. */
  markRead(messages: readonly ChatMessage[]): void {
    if (this.stopped) return;
    for (const message of messages) {
      if (message.sender === this.me || message.sender === SYSTEM_SENDER) continue;
      if (this.store.myStatus(message) >= MESSAGE_STATUS.read) continue;
      this.queueReceipt(message, MESSAGE_STATUS.read);
    }
  }

  private queueReceipt(message: ChatMessage, status: 3 | 5): void {
    if (this.options.readOnly) return;
    const target = messageKey(message.sender, message.messageid);
    const key = `${status}/${target}`;
    if (this.receiptsDone.has(key) || this.receipts.has(key)) return;
    const body: SendReceipt = {
      messageid: message.messageid,
      sender: this.me,
      address: message.sender,
      date: toWireDate(new Date()),
      type: status,
      status,
      payload: 'IQ',
    };
    this.receipts.set(key, {
      destination: `/exchange/${message.sender}/IQ`,
      body: JSON.stringify(body),
      message: target,
      status,
    });
    this.pump();
  }

  // ---- sending (outbox first, then receipts), paced ----

  /**
   * Sends what waits, while connected: the outbox's items in order (up to OUTBOX_WINDOW unanswered; the
   * server handles a connection's frames in order), then the receipts. Out of pace, it comes back.
   */
  private pump(): void {
    if (this.paceTimer || !this.connected || this.stopped) return;
    const paced = (): boolean => {
      if (this.pacer.take()) return true;
      this.paceTimer = setTimeout(() => {
        this.paceTimer = null;
        this.pump();
      }, this.pacer.wait());
      return false;
    };
    try {
      for (const item of this.store.getSnapshot().pending) {
        if (item.failed || this.sending.has(item.messageid)) continue;
        if (this.sending.size >= OUTBOX_WINDOW) break;
        if (!paced()) return;
        const receiptId = `m-${++this.counter}`;
        this.options.transport.publish(
          `/exchange/${item.address}/message`,
          JSON.stringify(messageBody(item, this.me)),
          { receipt: receiptId },
        );
        this.sending.set(item.messageid, receiptId);
        this.answers.set(receiptId, { kind: 'message', key: item.messageid });
      }
      for (const [key, receipt] of this.receipts) {
        if (this.receiptsInFlight.has(key)) continue;
        if (!paced()) return;
        const receiptId = `r-${++this.counter}`;
        this.options.transport.publish(receipt.destination, receipt.body, { receipt: receiptId });
        this.receiptsInFlight.set(key, receiptId);
        this.answers.set(receiptId, { kind: 'receipt', key });
      }
    } catch {
      // The link went: everything left goes after the reconnect.
    }
  }

  // ---- the outbox ----

  /** Queues a message (IndexedDB) and resolves once it is queued; it goes out when connected. */
  async enqueue(draft: Draft): Promise<OutboxItem> {
    const address = draft.address.trim();
    const item = {
      messageid: crypto.randomUUID(),
      address,
      text: draft.message,
      channel: draft.channel,
      queuedAt: Date.now(),
    };
    const check = SendMessage.safeParse({
      sender: this.me,
      address,
      message: item.text,
      messageid: item.messageid,
      channel: item.channel,
    });
    if (!check.success) {
      const field = check.error.issues[0]?.path[0];
      throw new Error(
        field === 'address'
          ? t('messagingLive.badAddress')
          : field === 'channel'
            ? t('messagingLive.badChannel')
            : item.text.trim() === ''
              ? t('messagingLive.emptyMessage')
              : t('messagingLive.tooLong'),
      );
    }
    const stores = await this.ready;
    if (this.stopped) throw new Error(t('messagingLive.noAccount'));
    const queued: OutboxItem = stores
      ? await stores.outbox.add(item)
      : { ...item, account: this.options.account.key };
    this.store.setPending([...this.store.getSnapshot().pending, queued]);
    if (address.split(GROUP_SEPARATOR).includes(BOT_EXTENSIONS[0])) {
      this.store.startProcessing(normalizePeer(address, this.me));
    }
    this.pump();
    return queued;
  }

  /** The server stored an outbox item (its RECEIPT): out of the outbox, shown as sent. */
  private sent(messageid: string): void {
    const item = this.store.getSnapshot().pending.find((i) => i.messageid === messageid);
    this.sending.delete(messageid);
    this.attempts.delete(messageid);
    this.store.batch(() => {
      this.store.setPending(this.store.getSnapshot().pending.filter((i) => i.messageid !== messageid));
      if (item && !this.store.hasMessage(this.me, messageid))
        this.store.putMessage(outboxMessage(item, this.me, new Date()));
    });
    this.listChanged();
    this.pump();
    this.write(async () => this.stores?.outbox.remove(messageid));
  }

  /**
   * Takes a refused (failed) message out of the outbox and the conversation, and gives its text back
   * (to be edited and sent again, or dropped); null when it is not a failed message of the outbox.
   */
  async discard(messageid: string): Promise<string | null> {
    const item = this.store.getSnapshot().pending.find((i) => i.messageid === messageid);
    if (!item || item.failed === undefined) return null;
    this.store.setPending(this.store.getSnapshot().pending.filter((i) => i.messageid !== messageid));
    // After the outbox's other writes (its failed mark among them).
    this.write(async () => this.stores?.outbox.remove(messageid));
    await this.io;
    return item.text;
  }

  /** The server refused an outbox item: kept, shown as failed, never sent again. */
  private refuse(messageid: string, reason: string): void {
    this.sending.delete(messageid);
    this.store.setPending(
      this.store
        .getSnapshot()
        .pending.map((item) => (item.messageid === messageid ? { ...item, failed: reason } : item)),
    );
    this.write(async () => this.stores?.outbox.markFailed(messageid, reason));
  }

  // ---- the conversation list ----

  private listChanged(): void {
    if (this.listTimer || this.stopped) return;
    this.listTimer = setTimeout(() => {
      this.listTimer = null;
      if (!this.stopped) this.options.reloadList();
    }, LIST_RELOAD_MS);
  }
}

/** A SEND's body of an outbox item. */
function messageBody(item: OutboxItem, me: string): SendMessage {
  return {
    sender: me,
    address: item.address,
    message: item.text,
    messageid: item.messageid,
    date: toWireDate(new Date(item.queuedAt)),
    payload: 'message',
    channel: item.channel,
  };
}

/**
 * An outbox item as a message of its conversation: while it waits (dated when it was typed) and, once
 * its RECEIPT came, as the server stored it until the server's own copy arrives (dated at the RECEIPT).
 */
export function outboxMessage(item: OutboxItem, me: string, at: Date): ChatMessage {
  return {
    sender: me,
    address: item.address,
    message: item.text,
    mediatype: null,
    media: null,
    messageid: item.messageid,
    date: toWireDate(at),
    topic: null,
    payload: 'message',
    issync: false,
    senderid: null,
    channel: item.channel,
    extras: null,
    status: MESSAGE_STATUS.new,
    type: 1,
  };
}
