/**
 * The RabbitMQ hub (BROKER_URL): one connection per server instance, a topic exchange `portside.chat`
 * (durable), and one exclusive, auto-deleted, server-named queue per instance, consumed without acks.
 * The queue is bound to an account's routing key (routing-key.ts) when its first listener on this
 * instance appears and unbound when its last one leaves, so each instance receives only what its own
 * connections wait for. Deliveries are published on a confirm channel: publish resolves once the broker
 * has confirmed every item of the batch (each publish waits for its own items only, not for other
 * batches in flight on the shared channel as waitForConfirms would), and rejects if any is refused.
 *
 * There is no reconnection: a lost connection or channel is logged, every later publish and subscribe
 * fails with a sentence saying so, and onFailure listeners (the STOMP endpoint) close their sockets so
 * clients reconnect (to a healthy instance) and catch up from the database.
 */
import type * as Amqplib from 'amqplib';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import { lazyRequire } from '../lazy-require.ts';
import { routingKey } from './routing-key.ts';
import type { Hub, HubDelivery, HubKey } from './seams.ts';

/** Loaded only by a server with BROKER_URL, when it connects (lazy-require.ts). */
const amqp = lazyRequire<typeof Amqplib>('amqplib');

export const EXCHANGE = 'portside.chat';

type Listener = (delivery: HubDelivery) => void;

interface KeyState {
  listeners: Set<Listener>;
  bound: boolean;
  /** Binds and unbinds of one key, one after the other. */
  chain: Promise<void>;
}

export class AmqpHub implements Hub {
  private readonly keys = new Map<string, KeyState>();
  private readonly failureListeners = new Set<(error: Error) => void>();
  private failure: Error | null = null;
  private closing = false;

  private constructor(
    private readonly connection: ChannelModel,
    private readonly publisher: ConfirmChannel,
    private readonly consumer: Channel,
    /** This instance's queue (server-named). */
    readonly queue: string,
    private readonly log: FastifyBaseLogger,
  ) {
    connection.on('error', (err: Error) => this.fail(err));
    connection.on('close', (err?: Error) => this.fail(err ?? new Error('the broker closed the connection')));
    connection.on('blocked', (reason: string) =>
      log.warn({ reason }, 'The message broker blocks publishing'),
    );
    connection.on('unblocked', () => log.info('The message broker accepts publishing again'));
    for (const [name, channel] of [
      ['publishing', publisher],
      ['consuming', consumer],
    ] as const) {
      channel.on('error', (err: Error) => log.error({ err }, `Message broker ${name} channel error`));
      // After the connection's own events, which name the cause when it is the connection that went.
      channel.on('close', () => setImmediate(() => this.fail(new Error(`the ${name} channel was closed`))));
    }
  }

  /** Connects, declares the exchange and this instance's queue, and starts consuming it. */
  static async connect(url: string, log: FastifyBaseLogger): Promise<AmqpHub> {
    // Nagle's algorithm off (amqplib leaves it on): a small publish or confirm otherwise waits for the
    // peer's delayed ACK, tens of milliseconds, which is most of a delivery's time between instances.
    const connection = await amqp().connect(url, { noDelay: true });
    try {
      const publisher = await connection.createConfirmChannel();
      const consumer = await connection.createChannel();
      await consumer.assertExchange(EXCHANGE, 'topic', { durable: true });
      const { queue } = await consumer.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      const hub = new AmqpHub(connection, publisher, consumer, queue, log);
      await consumer.consume(queue, (message) => hub.receive(message), { noAck: true });
      return hub;
    } catch (err) {
      await connection.close().catch(() => undefined);
      throw err;
    }
  }

  private usable(): void {
    if (this.closing) throw new Error('The message hub is closed.');
    if (this.failure) {
      throw new Error(
        `The message broker connection is lost (${this.failure.message}); nothing was delivered.`,
      );
    }
  }

  private fail(error: Error): void {
    if (this.closing || this.failure) return;
    this.failure = error;
    this.log.error(
      { err: error },
      'The message broker connection is lost: live delivery between instances stops',
    );
    for (const listener of [...this.failureListeners]) {
      try {
        listener(error);
      } catch (err) {
        this.log.error({ err }, 'A hub failure listener failed');
      }
    }
  }

  onFailure(listener: (error: Error) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  async publish(items: readonly { key: HubKey; delivery: HubDelivery }[]): Promise<void> {
    this.usable();
    await Promise.all(
      items.map(
        ({ key, delivery }) =>
          new Promise<void>((resolve, reject) => {
            const options = {
              type: delivery.kind,
              headers: { seq: delivery.seq },
              contentType: 'application/json',
            };
            const confirmed = (err: unknown) =>
              err ? reject(new Error(`The message broker refused a delivery (${String(err)}).`)) : resolve();
            try {
              this.publisher.publish(
                EXCHANGE,
                routingKey(key),
                Buffer.from(delivery.body),
                options,
                confirmed,
              );
            } catch (err) {
              reject(err);
            }
          }),
      ),
    );
  }

  private receive(message: ConsumeMessage | null): void {
    if (!message) {
      this.fail(new Error('the broker cancelled the consumer of the queue'));
      return;
    }
    const state = this.keys.get(message.fields.routingKey);
    if (!state) return;
    const seq = Number(message.properties.headers?.seq);
    const kind = message.properties.type;
    if ((kind !== 'message' && kind !== 'IQ') || !Number.isSafeInteger(seq)) {
      this.log.warn(
        { routingKey: message.fields.routingKey },
        'A hub message without a kind or seq was dropped',
      );
      return;
    }
    const delivery: HubDelivery = { seq, kind, body: message.content.toString('utf8') };
    for (const listener of [...state.listeners]) {
      try {
        listener(delivery);
      } catch (err) {
        this.log.error({ err }, 'A hub listener failed');
      }
    }
  }

  async subscribe(key: HubKey, listener: Listener): Promise<() => Promise<void>> {
    this.usable();
    const name = routingKey(key);
    let state = this.keys.get(name);
    if (!state) {
      state = { listeners: new Set(), bound: false, chain: Promise.resolve() };
      this.keys.set(name, state);
    }
    const entry: Listener = (delivery) => listener(delivery);
    state.listeners.add(entry);
    try {
      await this.reconcile(name, state);
    } catch (err) {
      state.listeners.delete(entry);
      await this.reconcile(name, state).catch(() => undefined);
      throw err;
    }
    const current = state;
    return async () => {
      if (!current.listeners.delete(entry)) return;
      await this.reconcile(name, current);
    };
  }

  /** Binds the key if it has listeners and is not bound, unbinds it if it has none and is. */
  private reconcile(name: string, state: KeyState): Promise<void> {
    const step = async () => {
      if (this.closing) return;
      if (state.listeners.size > 0 && !state.bound) {
        this.usable();
        await this.consumer.bindQueue(this.queue, EXCHANGE, name);
        state.bound = true;
      } else if (state.listeners.size === 0 && state.bound) {
        if (this.failure) return;
        await this.consumer.unbindQueue(this.queue, EXCHANGE, name);
        state.bound = false;
      }
      if (state.listeners.size === 0 && !state.bound && this.keys.get(name) === state) this.keys.delete(name);
    };
    const next = state.chain.then(step, step);
    state.chain = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.keys.clear();
    this.failureListeners.clear();
    // The exclusive queue goes with the connection.
    await this.connection.close().catch(() => undefined);
  }
}
