/**
 * The live state of one account's connection, shared by the hooks (useSyncExternalStore): the link's
 * state, the messages that arrived over STOMP or the catch-up (by conversation), the statuses receipts
 * brought, the outbox as shown (pending), and the conversations waiting for bot 9998214's answer.
 * Every change replaces the snapshot (and only the parts that changed), so selectors stay stable.
 */
import type { ChannelDelivery } from '@portside/contract/channels';
import {
  type ChatMessage,
  GROUP_SEPARATOR,
  groupAddress,
  isGroupAddress,
} from '@portside/contract/messaging';
import type { OutboxItem } from './queue.ts';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface LiveState {
  connection: {
    state: ConnectionState;
    /** When the next attempt comes (ms since the epoch), while disconnected; null when none is planned. */
    retryAt: number | null;
    /** The server's last ERROR sentence since the last CONNECTED. */
    error: string | null;
  };
  /** Messages by conversation (peerOf), in the order they arrived, one per messageKey. */
  messages: ReadonlyMap<string, readonly ChatMessage[]>;
  /**
   * Statuses receipts brought, by messageKey, then by the account that sent the receipt (a recipient;
   * for an incoming message, this account itself): the highest seen of each.
   */
  statuses: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Language scores (type 14 receipts, -100 to +100) of this account's own messages, by messageKey. */
  scores: ReadonlyMap<string, number>;
  /** Outcomes on an outside channel (type 20 receipts) of this account's own messages, by messageKey. */
  deliveries: ReadonlyMap<string, ChannelDelivery>;
  /** The outbox, oldest first. */
  pending: readonly OutboxItem[];
  /** Conversations waiting for the processing bot's answer. */
  processing: ReadonlySet<string>;
}

/** A message's identity: messageid is unique per sender. */
export function messageKey(sender: string, messageid: string): string {
  return `${sender}/${messageid}`;
}

/**
 * The conversation an address means, seen from account `me`: a group is all its members with `me`
 * (as the server names it, whoever sent), one account or outside number is itself.
 */
export function normalizePeer(address: string, me: string): string {
  return isGroupAddress(address) ? groupAddress([...address.split(GROUP_SEPARATOR), me]) : address;
}

/**
 * The conversation a message belongs to, seen from account `me`: the server says it (`peer`: a system
 * message names the conversation it speaks about); a client's own copy works it out.
 */
export function peerOf(message: { sender: string; address: string; peer?: string }, me: string): string {
  if (message.peer) return normalizePeer(message.peer, me);
  if (isGroupAddress(message.address)) return normalizePeer(message.address, me);
  return message.sender === me ? message.address : message.sender;
}

export class LiveStore {
  private state: LiveState = {
    connection: { state: 'connecting', retryAt: null, error: null },
    messages: new Map(),
    statuses: new Map(),
    scores: new Map(),
    deliveries: new Map(),
    pending: [],
    processing: new Set(),
  };
  private readonly listeners = new Set<() => void>();
  /** Every messageKey in `messages`. */
  private readonly keys = new Set<string>();
  private batching = 0;
  private changed = false;

  constructor(readonly me: string) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LiveState => this.state;

  /** Runs several changes and tells the listeners once. */
  batch(changes: () => void): void {
    this.batching += 1;
    try {
      changes();
    } finally {
      this.batching -= 1;
      if (this.batching === 0 && this.changed) this.emit();
    }
  }

  private emit(): void {
    this.changed = false;
    for (const listener of this.listeners) listener();
  }

  private set(next: Partial<LiveState>): void {
    this.state = { ...this.state, ...next };
    this.changed = true;
    if (this.batching === 0) this.emit();
  }

  setConnection(connection: Partial<LiveState['connection']>): void {
    this.set({ connection: { ...this.state.connection, ...connection } });
  }

  /** Adds a message or replaces the one with its key (a newer copy from the server). */
  putMessage(message: ChatMessage): void {
    const peer = peerOf(message, this.me);
    const key = messageKey(message.sender, message.messageid);
    const list = this.state.messages.get(peer) ?? [];
    const at = this.keys.has(key) ? list.findIndex((m) => messageKey(m.sender, m.messageid) === key) : -1;
    const next = at === -1 ? [...list, message] : list.map((m, i) => (i === at ? message : m));
    this.keys.add(key);
    const messages = new Map(this.state.messages);
    messages.set(peer, next);
    const update: Partial<LiveState> = { messages };
    if (message.sender !== this.me && this.state.processing.has(peer)) {
      const processing = new Set(this.state.processing);
      processing.delete(peer);
      update.processing = processing;
    }
    this.set(update);
  }

  hasMessage(sender: string, messageid: string): boolean {
    return this.keys.has(messageKey(sender, messageid));
  }

  /** Records the language score of message `key` (a type 14 receipt). */
  putScore(key: string, score: number): void {
    if (this.state.scores.get(key) === score) return;
    this.set({ scores: new Map(this.state.scores).set(key, score) });
  }

  /** Records the outcome of message `key` on its outside channel (a type 20 receipt). */
  putDelivery(key: string, delivery: ChannelDelivery): void {
    this.set({ deliveries: new Map(this.state.deliveries).set(key, delivery) });
  }

  /** Records recipient `by`'s status of message `key` (the highest wins). */
  putStatus(key: string, by: string, status: number): void {
    const known = this.state.statuses.get(key);
    if ((known?.get(by) ?? -1) >= status) return;
    const statuses = new Map(this.state.statuses);
    statuses.set(key, new Map([...(known ?? []), [by, status]]));
    this.set({ statuses });
  }

  /** How far this account got with an incoming message (its own receipts, or the server's status). */
  myStatus(message: ChatMessage): number {
    return statusOf(message, this.state.statuses, this.me);
  }

  setPending(pending: readonly OutboxItem[]): void {
    this.set({ pending });
  }

  startProcessing(peer: string): void {
    if (this.state.processing.has(peer)) return;
    this.set({ processing: new Set([...this.state.processing, peer]) });
  }
}

/**
 * The status to show for a message seen from account `me`, with what receipts brought since it was
 * loaded. Incoming: how far `me` got (its own receipts; the server's status is its own copy's). Outgoing:
 * the highest status a receipt reported (the server puts in each receipt the message's status: for a
 * group, the least over its recipients, which only rises).
 */
export function statusOf(
  message: Pick<ChatMessage, 'sender' | 'messageid' | 'status'>,
  statuses: LiveState['statuses'],
  me: string,
): number {
  const reported = statuses.get(messageKey(message.sender, message.messageid));
  if (!reported) return message.status;
  if (message.sender !== me) return Math.max(message.status, reported.get(me) ?? -1);
  return Math.max(message.status, ...reported.values());
}
