/**
 * The hubs: routing-key escaping, the in-process hub always, and the RabbitMQ hub when BROKER_URL is
 * set (.ci/run sets it when RabbitMQ answers): two instances, a publish on A reaching a listener on B,
 * unbinding, keys that would be wildcards or collide, publisher confirms awaited, and a lost connection
 * that is logged and makes publish and subscribe fail.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createHub } from './hub.ts';
import { AmqpHub, EXCHANGE } from './hub-amqp.ts';
import { LocalHub } from './hub-local.ts';
import { routingKey } from './routing-key.ts';
import type { HubDelivery, HubKey } from './seams.ts';

function testLogger() {
  const log = {
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
  };
  return Object.assign(log, { child: () => log, level: 'silent' }) as unknown as FastifyBaseLogger &
    typeof log;
}

const delivery = (seq: number, body = `body ${seq}`, kind: HubDelivery['kind'] = 'message'): HubDelivery => ({
  seq,
  kind,
  body,
});

/** A listener that records deliveries and can wait for the n-th. */
function recorder() {
  const got: HubDelivery[] = [];
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  return {
    got,
    listener: (d: HubDelivery) => {
      got.push(d);
      for (const w of waiting.filter((x) => got.length >= x.n)) w.resolve();
    },
    count: (n: number) =>
      got.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
  };
}

describe('routing keys', () => {
  it('writes <domain>.<account> with . * # % escaped, so a key is two words and never a wildcard', () => {
    expect(routingKey({ domain: 'a.test', account: '99982101' })).toBe('a%2Etest.99982101');
    expect(routingKey({ domain: 'x', account: '#' })).toBe('x.%23');
    expect(routingKey({ domain: 'x', account: '*' })).toBe('x.%2A');
    expect(routingKey({ domain: '%2E', account: '1' })).toBe('%252E.1');
    expect(routingKey({ domain: 'a.b', account: '1' })).not.toBe(routingKey({ domain: 'a', account: 'b.1' }));
    expect(() => routingKey({ domain: 'd'.repeat(250), account: '99982101' })).toThrow(/over 255 octets/);
  });
});

describe('createHub', () => {
  it('makes the in-process hub without BROKER_URL', async () => {
    const hub = await createHub({ BROKER_URL: undefined }, testLogger());
    expect(hub).toBeInstanceOf(LocalHub);
    await hub.close();
  });

  it('fails the start with a sentence naming the broker, never its password, when it does not answer', async () => {
    const attempt = createHub({ BROKER_URL: 'amqp://portside:s3cret@127.0.0.1:1' }, testLogger());
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to the message broker at 127\.0\.0\.1:1 \(BROKER_URL\): /,
    );
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});

describe('in-process hub', () => {
  it("hands a delivery to every listener of its key before publish resolves, and no other key's", async () => {
    const hub = new LocalHub(testLogger());
    const a = recorder();
    const b = recorder();
    const other = recorder();
    const key = { domain: 'a.test', account: '1001' };
    await hub.subscribe(key, a.listener);
    await hub.subscribe(key, b.listener);
    await hub.subscribe({ domain: 'a', account: 'test.1001' }, other.listener);
    await hub.publish([{ key, delivery: delivery(1) }]);
    expect(a.got).toEqual([delivery(1)]);
    expect(b.got).toEqual([delivery(1)]);
    expect(other.got).toEqual([]);
    await hub.close();
  });

  it('keeps delivering to the others when a listener throws, and logs it', async () => {
    const log = testLogger();
    const hub = new LocalHub(log);
    const key = { domain: 'a.test', account: '1001' };
    const good = recorder();
    await hub.subscribe(key, () => {
      throw new Error('broken listener');
    });
    await hub.subscribe(key, good.listener);
    await hub.publish([{ key, delivery: delivery(1) }]);
    expect(good.got).toHaveLength(1);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'A hub listener failed');
  });

  it('stops a listener when its stop function is called and forgets keys without listeners', async () => {
    const hub = new LocalHub(testLogger());
    const key = { domain: 'a.test', account: '1001' };
    const r = recorder();
    const stop1 = await hub.subscribe(key, r.listener);
    const stop2 = await hub.subscribe(key, r.listener);
    await hub.publish([{ key, delivery: delivery(1) }]);
    expect(r.got).toHaveLength(2);
    await stop1();
    await hub.publish([{ key, delivery: delivery(2) }]);
    expect(r.got).toHaveLength(3);
    await stop2();
    expect(hub.keys).toEqual([]);
    await hub.close();
    await expect(hub.publish([{ key, delivery: delivery(3) }])).rejects.toThrow('The message hub is closed.');
  });
});

const BROKER_URL = loadConfig().BROKER_URL;

describe.runIf(BROKER_URL)('RabbitMQ hub (BROKER_URL)', () => {
  let a: AmqpHub;
  let b: AmqpHub;
  const unique = `hub-test-${process.pid}-${Date.now()}`;
  const key = (account: string): HubKey => ({ domain: `${unique}.test`, account });

  beforeAll(async () => {
    a = await AmqpHub.connect(BROKER_URL!, testLogger());
    b = await AmqpHub.connect(BROKER_URL!, testLogger());
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives each instance its own queue on the exchange', () => {
    expect(EXCHANGE).toBe('portside.chat');
    expect(a.queue).toMatch(/^amq\.gen-/);
    expect(b.queue).not.toBe(a.queue);
  });

  it('carries a publish on instance A to a listener on instance B, in order, kind and seq intact', async () => {
    const r = recorder();
    const stop = await b.subscribe(key('1001'), r.listener);
    const items = Array.from({ length: 50 }, (_, i) => ({
      key: key('1001'),
      delivery: delivery(i + 1, JSON.stringify({ n: i, text: 'héllo' }), i % 2 ? 'IQ' : 'message'),
    }));
    await a.publish(items);
    await r.count(50);
    expect(r.got).toEqual(items.map((i) => i.delivery));
    await stop();
  });

  it('resolves publish only after the broker confirmed every item of the batch', async () => {
    const events: string[] = [];
    const publisher = (a as unknown as { publisher: { publish: (...args: unknown[]) => boolean } }).publisher;
    const original = publisher.publish.bind(publisher);
    publisher.publish = (...args: unknown[]) => {
      const callback = args[4] as (err: unknown, ok: unknown) => void;
      return original(...args.slice(0, 4), (err: unknown, ok: unknown) => {
        events.push(err ? 'nack' : 'confirm');
        callback(err, ok);
      });
    };
    try {
      await a.publish([1, 2, 3].map((n) => ({ key: key('nobody'), delivery: delivery(n) })));
      events.push('resolved');
    } finally {
      publisher.publish = original;
    }
    expect(events).toEqual(['confirm', 'confirm', 'confirm', 'resolved']);
  });

  it('unbinds when the last listener of a key leaves; rebinds when one comes back', async () => {
    const first = recorder();
    const second = recorder();
    const marker = recorder();
    const stopMarker = await b.subscribe(key('marker'), marker.listener);
    const [stop1, stop2] = await Promise.all([
      b.subscribe(key('1002'), first.listener),
      b.subscribe(key('1002'), second.listener),
    ]);
    await stop1!();
    await a.publish([{ key: key('1002'), delivery: delivery(1) }]);
    await second.count(1);
    expect(first.got).toEqual([]);
    await stop2!();
    // Published before the marker on one channel: had it been routed to B's queue, it would come first.
    await a.publish([
      { key: key('1002'), delivery: delivery(2) },
      { key: key('marker'), delivery: delivery(1) },
    ]);
    await marker.count(1);
    expect(second.got).toHaveLength(1);
    const again = recorder();
    const stop3 = await b.subscribe(key('1002'), again.listener);
    await a.publish([{ key: key('1002'), delivery: delivery(3) }]);
    await again.count(1);
    expect(again.got).toEqual([delivery(3)]);
    await stop3();
    await stopMarker();
  });

  it('never lets an account named # or * act as a wildcard, nor dotted parts collide', async () => {
    const wild = recorder();
    const dotted = recorder();
    const marker = recorder();
    const stops = await Promise.all([
      b.subscribe({ domain: unique, account: '#' }, wild.listener),
      b.subscribe({ domain: unique, account: '*' }, wild.listener),
      b.subscribe({ domain: `${unique}.x`, account: '1' }, dotted.listener),
      b.subscribe(key('marker2'), marker.listener),
    ]);
    await a.publish([
      { key: { domain: unique, account: '5' }, delivery: delivery(1) },
      { key: { domain: unique, account: 'x.1' }, delivery: delivery(2) },
      { key: key('marker2'), delivery: delivery(3) },
    ]);
    await marker.count(1);
    expect(wild.got).toEqual([]);
    expect(dotted.got).toEqual([]);
    for (const stop of stops) await stop();
  });

  it('logs a lost connection, tells its failure listeners, and fails every later publish and subscribe', async () => {
    const log = testLogger();
    const hub = await AmqpHub.connect(BROKER_URL!, log);
    const failed = new Promise<Error>((resolve) => hub.onFailure(resolve));
    // As a link that drops does: the socket fails under the connection.
    type Inner = { connection: { connection: { stream: { destroy(error: Error): void } } } };
    (hub as unknown as Inner).connection.connection.stream.destroy(new Error('read ECONNRESET'));
    expect((await failed).message).toBe('read ECONNRESET');
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'The message broker connection is lost: live delivery between instances stops',
    );
    await expect(hub.publish([{ key: key('1001'), delivery: delivery(1) }])).rejects.toThrow(
      /^The message broker connection is lost \(.+\); nothing was delivered\.$/,
    );
    await expect(hub.subscribe(key('1001'), () => undefined)).rejects.toThrow(/connection is lost/);
    await hub.close();
  });
});
