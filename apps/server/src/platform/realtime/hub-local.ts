/**
 * The in-process hub (one server instance): a map of account key to listeners. publish hands every
 * delivery to the key's listeners before it resolves; a listener that throws is logged and the others
 * still get theirs.
 */
import type { FastifyBaseLogger } from 'fastify';
import { routingKey } from './routing-key.ts';
import type { Hub, HubDelivery, HubKey } from './seams.ts';

type Listener = (delivery: HubDelivery) => void;

export class LocalHub implements Hub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private closed = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  async publish(items: readonly { key: HubKey; delivery: HubDelivery }[]): Promise<void> {
    if (this.closed) throw new Error('The message hub is closed.');
    for (const { key, delivery } of items) {
      for (const listener of [...(this.listeners.get(routingKey(key)) ?? [])]) {
        try {
          listener(delivery);
        } catch (err) {
          this.log.error({ err }, 'A hub listener failed');
        }
      }
    }
  }

  async subscribe(key: HubKey, listener: Listener): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The message hub is closed.');
    const name = routingKey(key);
    const set = this.listeners.get(name) ?? new Set();
    this.listeners.set(name, set);
    // A wrapper, so the same function subscribed twice is two listeners.
    const entry: Listener = (delivery) => listener(delivery);
    set.add(entry);
    return async () => {
      set.delete(entry);
      if (set.size === 0 && this.listeners.get(name) === set) this.listeners.delete(name);
    };
  }

  /** Keys with a listener (tests: a closed connection leaves none behind). */
  get keys(): string[] {
    return [...this.listeners.keys()];
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
