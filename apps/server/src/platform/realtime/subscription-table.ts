/**
 * One connection's subscriptions and the MESSAGE frames waiting for an ACK or NACK. `client` mode
 * settles a message and every earlier one of its subscription, `client-individual` only it.
 */
import type { HubDelivery, HubKey } from './seams.ts';

export type AckMode = 'auto' | 'client' | 'client-individual';
export const ACK_MODES: readonly string[] = ['auto', 'client', 'client-individual'];

export interface Subscription {
  id: string;
  key: HubKey;
  kinds: HubDelivery['kind'][];
  ack: AckMode;
  /** Stops the hub listener; null until the hub has confirmed it. */
  stop: (() => Promise<void>) | null;
}

export class SubscriptionTable {
  private readonly byId = new Map<string, Subscription>();
  /** ack id -> subscription id, in delivery order. */
  private readonly pending = new Map<string, string>();

  get size(): number {
    return this.byId.size;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  get(id: string): Subscription | undefined {
    return this.byId.get(id);
  }

  /** Whether this very subscription is still the connection's (not unsubscribed or replaced). */
  holds(subscription: Subscription): boolean {
    return this.byId.get(subscription.id) === subscription;
  }

  add(subscription: Subscription): void {
    this.byId.set(subscription.id, subscription);
  }

  /** Removes a subscription and forgets its pending messages. */
  remove(id: string): Subscription | undefined {
    const subscription = this.byId.get(id);
    this.byId.delete(id);
    for (const [ackId, owner] of this.pending) if (owner === id) this.pending.delete(ackId);
    return subscription;
  }

  expectAck(ackId: string, subscription: Subscription): void {
    this.pending.set(ackId, subscription.id);
  }

  /** Settles an ACK or NACK; false when no message waits for that id. */
  settle(ackId: string): boolean {
    const owner = this.pending.get(ackId);
    if (owner === undefined) return false;
    if (this.byId.get(owner)?.ack !== 'client') {
      this.pending.delete(ackId);
      return true;
    }
    for (const [id, sub] of this.pending) {
      if (sub === owner) this.pending.delete(id);
      if (id === ackId) break;
    }
    return true;
  }

  /** Empties the table and gives the stop functions of what it held. */
  clear(): Array<() => Promise<void>> {
    const stops = [...this.byId.values()].flatMap((s) => (s.stop ? [s.stop] : []));
    this.byId.clear();
    this.pending.clear();
    return stops;
  }
}
