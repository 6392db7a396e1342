/**
 * `npm run bench:messaging`: the real-time layer's speed (issue 11 item 9), printed, not asserted.
 * 500 STOMP clients (@stomp/stompjs over ws, signed in with login/passcode as app extensions) in 250
 * pairs send to each other through real server processes:
 *  1. throughput: every client keeps a window of SENDs in flight for 30 s; a message counts when its
 *     RECEIPT reached the sender and its MESSAGE reached the recipient (target >= 3,000/s);
 *  2. latency: 1,000 messages a second spread over the clients for 15 s, SEND-to-delivery p50/p99
 *     (target p99 < 50 ms);
 *  3. the same through two server instances sharing the database and the RabbitMQ hub (BROKER_URL),
 *     each pair split across the instances.
 * On PostgreSQL when DATABASE_URL is set (a fresh database is created on that server and dropped after),
 * else on an embedded PGlite folder (one instance only: PGlite is one process's). When RabbitMQ answers
 * (BROKER_URL), it also measures RabbitMQ's own rate for the same body size and prints ours as a ratio.
 * The clients run in this process, the servers in child processes: on a two-core machine they share
 * the cores, so read the figures as a floor; each phase prints where the CPU went (clients, servers,
 * PostgreSQL, RabbitMQ), from /proc. The one-instance runs use the in-process hub.
 * BENCH_SECONDS=<n> shortens the throughput runs, BENCH_ONE=1 skips the two-instance and RabbitMQ
 * runs, BENCH_CPU_PROF=<dir> has the servers write V8 CPU profiles there.
 * Last, on a database of its own: a broadcast to a group of 2,000 members (issue 12, target < 2 s), as
 * its request stores it (the group, its members, the message and 2,001 stream copies by the core's
 * commitBatch, one transaction) and builds the deliveries the hub is then handed; BENCH_BROADCAST=only
 * runs that alone.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toWireDate } from '@portside/contract/messaging';
import { Client } from '@stomp/stompjs';
import amqp from 'amqplib';
import WebSocket from 'ws';
import { storeBroadcast } from '../src/modules/broadcast/send.ts';
import { createGroupInOrder } from '../src/modules/broadcast/service.ts';
import { extensions } from '../src/modules/pbx/schema.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { encryptSecret, parseSecretKey } from '../src/platform/secrets.ts';
import { A, insertFixtures } from '../src/test/fixtures.ts';
import { admin, BenchServers, cpuSecondsOf } from './lib.ts';

const CLIENTS = 500;
const THROUGHPUT_S = Number(process.env.BENCH_SECONDS ?? 30);
const LATENCY_S = 15;
const WARMUP_S = 3;
const LATENCY_RATE = 1000;
const WINDOW = 8;
const PASSWORD = 'bench-password-1';
const TEXT = 'Good morning! Your table for four is booked at 19:30 in the Italian restaurant on deck 5.';
const SECRET_KEY = randomBytes(32).toString('hex');
/** BENCH_CPU_PROF=<dir>: the server processes write V8 CPU profiles there (node --cpu-prof). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const servers = new BenchServers({ secretKey: SECRET_KEY, cpuProfDir: CPU_PROF_DIR });
/** BENCH_ONE=1: one instance only (no two-instance run, no RabbitMQ rate), for quick runs. */
const ONE_ONLY = process.env.BENCH_ONE === '1';
/** BENCH_BROADCAST=only: the broadcast measurement alone. */
const BROADCAST_ONLY = process.env.BENCH_BROADCAST === 'only';
const BROADCAST_MEMBERS = 2000;
const BROADCAST_SENDS = 6;

const config = loadConfig();
const brokerUrl = config.BROKER_URL;
const serverUrl = config.DATABASE_URL;

interface Target {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function prepareDatabase(): Promise<Target> {
  const accounts = Array.from({ length: CLIENTS }, (_, i) => account(i));
  const fill = async (url: string | undefined, dataDir: string | undefined) => {
    const database = await openDatabase(url ? { url } : { dataDir });
    await insertFixtures(database.db);
    const key = parseSecretKey(SECRET_KEY);
    const encrypted = encryptSecret(PASSWORD, key);
    await database.db.insert(extensions).values(
      accounts.map((extension) => ({
        domain: A,
        extension,
        passwordEncrypted: encrypted,
        effectiveCallerIdName: `Bench ${extension}`,
      })),
    );
    await database.close();
  };
  if (serverUrl) {
    const name = `portside_bench_${randomBytes(4).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    await fill(target.toString(), undefined);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: target.toString() },
      cleanup: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portside-bench-msg-'));
  await fill(undefined, dir);
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function account(i: number): string {
  return String(99983_00000 + i);
}

interface Peer {
  account: string;
  client: Client;
  /** messageid -> send time, awaiting delivery to the partner. */
  inFlight: Map<string, number>;
}

/** Connects every client, alternate clients to alternate ports; resolves once all are subscribed. */
async function connectAll(ports: number[], onDelivery: (from: string, id: string) => void) {
  const peers: Peer[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const me = account(i);
      const port = ports[i % ports.length];
      const client = new Client({
        webSocketFactory: () => new WebSocket(`ws://127.0.0.1:${port}/ws`),
        connectHeaders: { login: `${me}@${A}`, passcode: PASSWORD, host: A },
        heartbeatIncoming: 0,
        heartbeatOutgoing: 0,
        reconnectDelay: 0,
      });
      const peer: Peer = { account: me, client, inFlight: new Map() };
      peers[i] = peer;
      await new Promise<void>((resolve, reject) => {
        client.onConnect = () => {
          // Subscribed once the server answers the SUBSCRIBE's receipt: a message sent before that
          // would wait in the stream for a catch-up, not reach this client live.
          const receipt = `sub-${me}`;
          client.watchForReceipt(receipt, () => resolve());
          client.subscribe(
            `/exchange/${me}/message`,
            (frame) => {
              const body = JSON.parse(frame.body) as { sender: string; messageid: string };
              if (body.sender !== me) onDelivery(body.sender, body.messageid);
            },
            { receipt },
          );
        };
        client.onStompError = (frame) => reject(new Error(frame.headers.message));
        client.onWebSocketError = () => reject(new Error(`client ${me} could not connect`));
        client.activate();
      });
    }),
  );
  return peers;
}

function partnerOf(i: number): number {
  return i % 2 === 0 ? i + 1 : i - 1;
}

let seq = 0;
function send(peer: Peer, to: string, onReceipt: () => void): string {
  const messageid = `b${++seq}-${peer.account}`;
  const receipt = `r-${messageid}`;
  peer.client.watchForReceipt(receipt, onReceipt);
  peer.inFlight.set(messageid, performance.now());
  peer.client.publish({
    destination: `/exchange/${to}/message`,
    headers: { receipt, 'content-type': 'application/json' },
    body: JSON.stringify({
      sender: peer.account,
      address: to,
      message: TEXT,
      messageid,
      date: toWireDate(new Date()),
      payload: 'message',
      channel: 'app',
    }),
  });
  return messageid;
}

/** Phase 1: closed loop, WINDOW messages in flight per client. */
async function throughput(ports: number[]) {
  let done = 0;
  let receipts = 0;
  let deliveries = 0;
  let running = true;
  const byAccount = new Map<string, Peer>();
  const pump = (i: number) => {
    const peer = peers[i];
    const partner = peers[partnerOf(i)];
    if (!peer || !partner || !running) return;
    send(peer, partner.account, () => {
      receipts++;
      pump(i);
    });
  };
  const peers = await connectAll(ports, (from, id) => {
    deliveries++;
    const sender = byAccount.get(from);
    if (sender?.inFlight.delete(id)) done++;
  });
  for (const p of peers) byAccount.set(p.account, p);
  const start = performance.now();
  for (let i = 0; i < peers.length; i++) for (let w = 0; w < WINDOW; w++) pump(i);
  const perSecond: number[] = [];
  let last = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      perSecond.push(done - last);
      last = done;
      if (perSecond.length >= THROUGHPUT_S) {
        clearInterval(tick);
        resolve();
      }
    }, 1000);
  });
  running = false;
  const seconds = (performance.now() - start) / 1000;
  await Promise.all(peers.map((p) => p.client.deactivate()));
  const sorted = [...perSecond].sort((a, b) => a - b);
  return {
    rate: Math.round(done / seconds),
    minSecond: sorted[0] ?? 0,
    receipts,
    deliveries,
  };
}

/** Phase 2: open loop at LATENCY_RATE messages a second, SEND-to-delivery latency. */
async function latency(ports: number[]) {
  const samples: number[] = [];
  const byAccount = new Map<string, Peer>();
  const peers = await connectAll(ports, (from, id) => {
    const sender = byAccount.get(from);
    const sentAt = sender?.inFlight.get(id);
    if (sender && sentAt !== undefined) {
      sender.inFlight.delete(id);
      if (counted.has(id)) samples.push(performance.now() - sentAt);
    }
  });
  for (const p of peers) byAccount.set(p.account, p);
  const total = LATENCY_RATE * LATENCY_S;
  const start = performance.now();
  let sent = 0;
  // The first WARMUP_S seconds warm the JIT and the connection pools and are not counted.
  const warmup = LATENCY_RATE * WARMUP_S;
  const counted = new Set<string>();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * LATENCY_RATE));
      for (; sent < due; sent++) {
        const i = sent % CLIENTS;
        const peer = peers[i];
        const partner = peers[partnerOf(i)];
        if (peer && partner) {
          const id = send(peer, partner.account, () => {});
          if (sent >= warmup) counted.add(id);
        }
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const deadline = Date.now() + 10_000;
  while (samples.length < counted.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await Promise.all(peers.map((p) => p.client.deactivate()));
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN;
  return {
    delivered: samples.length,
    sent: counted.size,
    p50: q(0.5),
    p99: q(0.99),
    max: samples.at(-1) ?? NaN,
  };
}

/** RabbitMQ's own rate: 250 queues, a confirm channel, the same body size, the same window. */
async function rabbitRate(url: string, bodyBytes: number) {
  const connection = await amqp.connect(url);
  const channel = await connection.createConfirmChannel();
  const consumer = await connection.createChannel();
  const exchange = `portside.bench.${randomBytes(3).toString('hex')}`;
  await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: true });
  const pairs = CLIENTS / 2;
  let delivered = 0;
  for (let i = 0; i < pairs; i++) {
    const q = await consumer.assertQueue('', { exclusive: true, autoDelete: true });
    await consumer.bindQueue(q.queue, exchange, `k${i}`);
    await consumer.consume(q.queue, () => delivered++, { noAck: true });
  }
  const body = Buffer.alloc(bodyBytes, 'x');
  const seconds = 10;
  let running = true;
  let confirmed = 0;
  const pump = (i: number) => {
    if (!running) return;
    channel.publish(exchange, `k${i}`, body, {}, (err) => {
      if (!err) confirmed++;
      pump(i);
    });
  };
  const start = performance.now();
  for (let i = 0; i < pairs; i++) for (let w = 0; w < WINDOW * 2; w++) pump(i);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  running = false;
  const elapsed = (performance.now() - start) / 1000;
  const rate = Math.round(Math.min(confirmed, delivered) / elapsed);
  await channel.close().catch(() => {});
  await consumer.close().catch(() => {});
  await connection.close();
  return rate;
}

/** CPU seconds of every process of that name on the machine (PostgreSQL's backends, RabbitMQ's VM), by pid. */
function cpuByName(comm: string): Map<number, number> {
  const found = new Map<number, number>();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === comm) {
          found.set(Number(name), cpuSecondsOf(Number(name)));
        }
      } catch {}
    }
  } catch {}
  return found;
}

/** CPU seconds used since `before` by the processes alive now (one that exited in between is not counted). */
function cpuSince(before: Map<number, number>, now: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of now) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The machine's busy and total CPU seconds so far (/proc/stat). */
function machineCpu(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0) / 100;
    const idle = ((fields[3] ?? 0) + (fields[4] ?? 0)) / 100;
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Where the cores went during a phase: the clients (this process), the servers, PostgreSQL, RabbitMQ. */
async function measureCpu<T>(
  servers: ChildProcess[],
  run: () => Promise<T>,
  broker = false,
): Promise<T & { cpu: string }> {
  const wall = performance.now();
  const self = process.cpuUsage();
  const server0 = servers.map((c) => cpuSecondsOf(c.pid));
  const pg0 = cpuByName('postgres');
  const rabbit0 = broker ? cpuByName('beam.smp') : new Map<number, number>();
  const machine0 = machineCpu();
  const result = await run();
  const seconds = (performance.now() - wall) / 1000;
  const used = process.cpuUsage(self);
  const clients = (used.user + used.system) / 1e6;
  const server = servers.reduce((sum, c, i) => sum + cpuSecondsOf(c.pid) - (server0[i] ?? 0), 0);
  const postgres = cpuSince(pg0, cpuByName('postgres'));
  const machine1 = machineCpu();
  const pct = (x: number) => `${Math.round((100 * x) / seconds)}%`;
  const rabbit = broker ? `, RabbitMQ ${pct(cpuSince(rabbit0, cpuByName('beam.smp')))}` : '';
  const where = `server${servers.length > 1 ? 's' : ''} ${pct(server)}`;
  const busy = machine1.busy - machine0.busy;
  const cores = machine1.total - machine0.total;
  const all = cores > 0 ? `; the machine ${Math.round((100 * busy) / cores)}% busy over all cores` : '';
  return {
    ...result,
    cpu: `CPU (of one core): clients ${pct(clients)}, ${where}, PostgreSQL ${pct(postgres)}${rabbit}${all}`,
  };
}

function ms(n: number) {
  return `${n.toFixed(1)} ms`;
}

/**
 * Issue 12: a broadcast to a group of BROADCAST_MEMBERS, on a database of its own (so the figures above
 * are not moved by its rows): each send timed from the request's first query to its commit, the first
 * one a warm-up.
 */
async function broadcastFigures(): Promise<string> {
  const own = await prepareDatabase();
  const database = await openDatabase(
    own.env.DATABASE_URL ? { url: own.env.DATABASE_URL } : { dataDir: own.env.DATA_DIR ?? '' },
  );
  try {
    const members = Array.from({ length: BROADCAST_MEMBERS }, (_, i) => String(99984_00000 + i));
    const encrypted = encryptSecret(PASSWORD, parseSecretKey(SECRET_KEY));
    await database.db.insert(extensions).values(
      members.map((extension) => ({
        domain: A,
        extension,
        passwordEncrypted: encrypted,
        effectiveCallerIdName: `Crew ${extension}`,
      })),
    );
    const group = await database.db.transaction((tx) =>
      createGroupInOrder(tx, A, { group_name: 'All Hands', members }),
    );
    const times: number[] = [];
    for (let i = 0; i < BROADCAST_SENDS; i += 1) {
      const started = performance.now();
      const sent = await database.db.transaction((tx) =>
        storeBroadcast(tx, A, group.group_number, {
          sender: account(0),
          messageid: `bench-broadcast-${i}`,
          message: TEXT,
        }),
      );
      if (sent.outcome.deliveries.length !== BROADCAST_MEMBERS + 1) throw new Error('a copy is missing');
      times.push(performance.now() - started);
    }
    const measured = times.slice(1).sort((a, b) => a - b);
    const median = measured[Math.floor(measured.length / 2)] ?? 0;
    return `broadcast to ${BROADCAST_MEMBERS} members (${own.kind}): stored with its ${BROADCAST_MEMBERS + 1} copies in ${ms(median)} (median of ${measured.length}), slowest ${ms(measured.at(-1) ?? 0)}; target < 2 s`;
  } finally {
    await database.close();
    await own.cleanup();
  }
}

if (BROADCAST_ONLY) {
  console.log(await broadcastFigures());
  process.exit(0);
}

const target = await prepareDatabase();
console.log(
  `database: ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}; ${CLIENTS} clients in ${CLIENTS / 2} pairs; hub: in-process`,
);
const results: string[] = [];
try {
  const one = await servers.start(target.env);
  try {
    const t = await measureCpu([one.child], () => throughput([one.port]));
    results.push(
      `one instance: ${t.rate} messages/s end to end over ${THROUGHPUT_S} s (slowest second ${t.minSecond}; target >= 3,000)`,
    );
    console.log(results.at(-1));
    console.log(`  ${t.cpu}`);
    const l = await measureCpu([one.child], () => latency([one.port]));
    results.push(
      `one instance at ${LATENCY_RATE}/s (after ${WARMUP_S} s of warm-up): SEND-to-delivery p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)} (${l.delivered}/${l.sent} delivered; target p99 < 50 ms)`,
    );
    console.log(results.at(-1));
    console.log(`  ${l.cpu}`);
  } finally {
    await servers.stop(one.child);
  }

  if (ONE_ONLY) {
    console.log('two instances and RabbitMQ: skipped (BENCH_ONE=1)');
  } else if (brokerUrl && target.kind === 'postgres') {
    const env = { ...target.env, BROKER_URL: brokerUrl };
    const a = await servers.start(env);
    const b = await servers.start(env);
    try {
      const t = await measureCpu([a.child, b.child], () => throughput([a.port, b.port]), true);
      results.push(
        `two instances through RabbitMQ: ${t.rate} messages/s (slowest second ${t.minSecond}), every pair split across the instances`,
      );
      console.log(results.at(-1));
      console.log(`  ${t.cpu}`);
      const l = await measureCpu([a.child, b.child], () => latency([a.port, b.port]), true);
      results.push(
        `two instances at ${LATENCY_RATE}/s: p50 ${ms(l.p50)}, p99 ${ms(l.p99)} (${l.delivered}/${l.sent} delivered)`,
      );
      console.log(results.at(-1));
      console.log(`  ${l.cpu}`);
    } finally {
      await servers.stop(a.child);
      await servers.stop(b.child);
    }
  } else if (!brokerUrl) {
    console.log('two instances: skipped (set BROKER_URL to a RabbitMQ server)');
  } else {
    console.log('two instances: skipped (the embedded database is one process; set DATABASE_URL)');
  }

  if (brokerUrl && !ONE_ONLY) {
    const bodyBytes = 420;
    const rabbit = await rabbitRate(brokerUrl, bodyBytes);
    const ours = Number(/(\d+) messages\/s/.exec(results[0] ?? '')?.[1] ?? 0);
    results.push(
      `RabbitMQ alone (${bodyBytes}-byte bodies, confirms, ${CLIENTS / 2} queues): ${rabbit} messages/s; ours (one instance, persisted) is ${(ours / rabbit).toFixed(2)} of it`,
    );
    console.log(results.at(-1));
  }
  if (target.kind === 'pglite') {
    console.log(
      'embedded: PGlite runs every statement on the one server process, so writes and delivery share a core;',
    );
    console.log(
      "the limit is that one core (the server at ~100% of it): use DATABASE_URL for the fleet's figures.",
    );
  }
} finally {
  await target.cleanup();
}
results.push(await broadcastFigures());
console.log(results.at(-1));
console.log(`\n${results.join('\n')}`);
