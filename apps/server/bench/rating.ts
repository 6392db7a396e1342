/**
 * `npm run bench:rating`: the calling-card rating engine's speed (issue 13 item 7), printed, not asserted.
 *
 *  1. On PostgreSQL (DATABASE_URL; a fresh database is created on that server and dropped after): one
 *     environment with BENCH_CARDS cabins (default 2,000) holding initial balances, one tariff with
 *     special rates. A server process (bench/messaging-server.ts: the app, no seed) listens on a port; 16
 *     concurrent posters send mod_json_cdr records over real HTTP (keep-alive connections, a per-environment
 *     API token) for BENCH_SECONDS (default 20) after a 2 s warm-up: records a second and p50/p95 latency
 *     (target >= 2,000/s). A second phase does the switch's whole call, POST /v3/callingcard/authorize
 *     then the record, and prints calls a second (BENCH_WHOLE=0 skips it). Afterwards every card's credit is checked in SQL
 *     (numeric, exact): credit = initial balance - the sum of its records' prices, and no credit below
 *     zero; the outcome is printed (mismatches listed).
 *  2. On the embedded database: the first start's demo seed (seedDemoFleet into an empty DATA_DIR, whose
 *     30 days of calling-card calls run through the engine), its time printed. BENCH_SEED=0 skips it,
 *     BENCH_SEED=only runs it alone.
 *
 * The posters run in this process and the server in a child process; on a two-core machine they share
 * the cores with PostgreSQL, so read the figures as a floor. The CPU each used is printed from /proc.
 * BENCH_CPU_PROF=<dir> has the server write a V8 CPU profile there.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tariffRates } from '../src/modules/callingcards/rates-schema.ts';
import { cards, tariffs } from '../src/modules/callingcards/schema.ts';
import { loadRoster, syncRoster } from '../src/modules/tenancy/roster.ts';
import { createToken } from '../src/modules/tokens/service.ts';
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';
import { parseSecretKey } from '../src/platform/secrets.ts';
import { seedDemoFleet } from '../src/seed/demo-fleet.ts';
import { A, insertFixtures } from '../src/test/fixtures.ts';
import { admin, BenchServers, cpuSecondsOf } from './lib.ts';

const POSTERS = 16;
const CARDS = Number(process.env.BENCH_CARDS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_S = 2;
const SEED = process.env.BENCH_SEED ?? '1';
/** BENCH_WHOLE=0 skips phase 2 (authorize + record), e.g. to profile the records alone. */
const WHOLE_CALLS = process.env.BENCH_WHOLE !== '0';
/** BENCH_CPU_PROF=<dir>: the server process writes a V8 CPU profile there (node --cpu-prof). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const SECRET_KEY = randomBytes(32).toString('hex');
const servers = new BenchServers({ secretKey: SECRET_KEY, cpuProfDir: CPU_PROF_DIR });
/** The start of the calls: a fixed moment, so records never depend on the clock. */
const START_EPOCH = Math.floor(Date.parse('2026-11-01T00:00:00Z') / 1000);
const DESTINATIONS = [
  '14155550100',
  '447700900123',
  '442071234567',
  '33142685300',
  '4915112345678',
  '61291234567',
];

const config = loadConfig();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (SEED !== 'only') {
  if (!config.DATABASE_URL) {
    console.log('rating: skipped (set DATABASE_URL to a PostgreSQL server; the target is measured there)');
  } else {
    await benchRating(config.DATABASE_URL);
  }
}
if (SEED !== '0') await benchSeed();

async function benchRating(serverUrl: string) {
  const name = `portside_bench_rating_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  let server: ChildProcess | undefined;
  try {
    const database = await openDatabase({ url });
    const db = database.db;
    await insertFixtures(db);
    const token = (await createToken(db, A, null, 'Bench switch')).token;
    const [tariff] = await db
      .insert(tariffs)
      .values({
        domain: A,
        description: 'Bench tariff',
        defaultCost: '0.0500',
        defaultPrice: '0.1900',
        initblock: 60,
        billingIncrement: 6,
        minimumDuration: 30,
      })
      .returning({ id: tariffs.id });
    if (!tariff) throw new Error('no tariff');
    await db.insert(tariffRates).values([
      {
        domain: A,
        tariff: tariff.id,
        destination: '44',
        cost: '0.0300',
        price: '0.1700',
        name: 'United Kingdom',
      },
      {
        domain: A,
        tariff: tariff.id,
        destination: '447',
        cost: '0.0800',
        price: '0.3300',
        name: 'UK mobile',
      },
      { domain: A, tariff: tariff.id, destination: '4420', cost: '0.0200', price: '0.1100', name: 'London' },
      { domain: A, tariff: tariff.id, destination: '33', cost: '0.0400', price: '0.2100', name: 'France' },
      {
        domain: A,
        tariff: tariff.id,
        destination: '49151',
        cost: '0.0900',
        price: '0.4100',
        name: 'Germany mobile',
      },
    ]);
    const pins: string[] = [];
    for (let from = 0; from < CARDS; from += 1000) {
      const rows = [];
      for (let i = from; i < Math.min(CARDS, from + 1000); i++) {
        const pin = String(700000 + i);
        pins.push(pin);
        // 20.00 to 219.99: enough for the records posted without a grant (charged in full).
        const balance = (20 + ((i * 7919) % 20000) / 100).toFixed(2);
        rows.push({
          domain: A,
          pin,
          name: `Cabin ${pin}`,
          type: 'cabin' as const,
          tariff: tariff.id,
          credit: balance,
          initialbalance: balance,
        });
      }
      await db.insert(cards).values(rows);
    }
    await database.close();

    const started = await servers.start({ DATABASE_URL: url });
    server = started.child;
    const agent = new http.Agent({ keepAlive: true, maxSockets: POSTERS });
    const post = async (path: string, body: string) =>
      (await request(agent, started.port, path, token, body)).status;
    let n = 0;
    const callid = () => `bench-${process.pid}-${++n}`;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
    const record = (id: string, pin: string, destination: string, billsec: number) =>
      JSON.stringify({
        'core-uuid': 'b5b2f3e0-0000-4000-8000-000000000000',
        switchname: 'bench',
        variables: {
          uuid: id,
          direction: 'inbound',
          callingcard_direction: 'outbound',
          callingcard_pin: pin,
          callingcard_destination: encodeURIComponent(`+${destination}`),
          destination_number: '8000',
          caller_id_number: '5001',
          start_epoch: String(START_EPOCH + n),
          end_epoch: String(START_EPOCH + n + billsec + 5),
          billsec: String(billsec),
          hangup_cause: 'NORMAL_CLEARING',
        },
        callflow: [],
      });
    const billsec = () => (Math.random() < 0.2 ? 0 : 1 + Math.floor(Math.random() * 600));

    // Phase 1: records only (a call the switch rated without asking first is charged at the tariff now).
    const postRecord = async () => {
      const status = await post(
        '/v3/callingcard/cdr',
        record(callid(), pick(pins), pick(DESTINATIONS), billsec()),
      );
      if (status !== 201) throw new Error(`a record answered ${status}`);
    };
    await phase('records, 16 posters over HTTP', postRecord, 'records', [server]);

    // Phase 2: the switch's whole call: authorize, then the record of the call within its grant.
    const whole = async () => {
      const id = callid();
      const pin = pick(pins);
      const destination = pick(DESTINATIONS);
      const grant = await postJson(agent, started.port, '/v3/callingcard/authorize', token, {
        pin,
        destination: `+${destination}`,
        callid: id,
      });
      if (!grant.authorized) return;
      const status = await post(
        '/v3/callingcard/cdr',
        record(id, pin, destination, Math.min(billsec(), grant.max_seconds)),
      );
      if (status !== 201) throw new Error(`a record answered ${status}`);
    };
    if (WHOLE_CALLS) await phase('authorize + record, 16 callers over HTTP', whole, 'calls', [server]);
    agent.destroy();

    await check(url);
  } finally {
    if (server) await servers.stop(server);
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Runs `op` from 16 concurrent loops: a warm-up, then SECONDS measured; prints rate and latency. */
async function phase(title: string, op: () => Promise<void>, unit: string, children: ChildProcess[]) {
  let measuring = false;
  let stop = false;
  const latencies: number[] = [];
  const loop = async () => {
    while (!stop) {
      const t0 = performance.now();
      await op();
      if (measuring) latencies.push(performance.now() - t0);
    }
  };
  const loops = Array.from({ length: POSTERS }, loop);
  await sleep(WARMUP_S * 1000);
  const cpu0 = cpuOf(children);
  measuring = true;
  const t0 = performance.now();
  await sleep(SECONDS * 1000);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = cpuOf(children);
  stop = true;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  console.log(
    `${title}: ${Math.round(latencies.length / elapsed).toLocaleString('en')} ${unit}/s over ${elapsed.toFixed(1)} s ` +
      `(${latencies.length.toLocaleString('en')}), p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms; ` +
      `CPU: server ${((cpu1.children - cpu0.children) / elapsed).toFixed(2)} cores, ` +
      `posters ${((cpu1.self - cpu0.self) / elapsed).toFixed(2)}`,
  );
}

/** Every card: credit = initial balance - the sum of its records' prices, exactly (numeric), and >= 0. */
async function check(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pin: string; credit: string; initial: string; billed: string }>(
      `
      select c.pin, c.credit::text as credit, c.initialbalance::text as initial,
             coalesce(s.billed, 0)::text as billed
      from cc_cards c
      left join (select card, sum(sessionprice) as billed, count(*) as n from cc_cdrs group by card) s
        on s.card = c.id
      where c.domain = $1 and c.credit <> c.initialbalance - coalesce(s.billed, 0)`,
      [A],
    );
    const { rows: totals } = await client.query<{
      cards: string;
      records: string;
      billed: string;
      negative: string;
    }>(
      `
      select (select count(*) from cc_cards where domain = $1)::text as cards,
             (select count(*) from cc_cdrs where domain = $1)::text as records,
             (select coalesce(sum(sessionprice), 0) from cc_cdrs where domain = $1)::text as billed,
             (select count(*) from cc_cards where domain = $1 and credit < 0)::text as negative`,
      [A],
    );
    const total = totals[0];
    const verdict = rows.length === 0 ? 'OK' : `FAILED on ${rows.length} cards`;
    console.log(
      `credit check (numeric, in SQL): ${verdict}: ${total?.cards} cards, ${Number(total?.records).toLocaleString('en')} records, ` +
        `${total?.billed} billed; every credit = initial balance - sum(billed price): ${rows.length === 0 ? 'yes' : 'no'}; ` +
        `cards below zero: ${total?.negative}`,
    );
    for (const r of rows.slice(0, 10)) {
      console.log(`  PIN ${r.pin}: credit ${r.credit}, initial ${r.initial}, billed ${r.billed}`);
    }
    if (rows.length > 0) process.exitCode = 1;
  } finally {
    await client.end();
  }
}

/** The first start's demo seed on an empty embedded database, timed. */
async function benchSeed() {
  const dir = mkdtempSync(join(tmpdir(), 'portside-bench-seed-'));
  try {
    const database = await openDatabase({ dataDir: dir });
    await syncRoster(database.db, loadRoster(config.ENVIRONMENTS_FILE));
    const summary = await seedDemoFleet(database.db, {
      adminPassword: DEFAULT_DEMO_PASSWORD,
      secretKey: parseSecretKey(SECRET_KEY),
    });
    await database.close();
    console.log(
      `first-start seed (embedded): ${summary.ms.toLocaleString('en')} ms for ${summary.seeded.length} environments, ` +
        `${summary.rows.cc_cdrs ?? 0} calling-card records and ${summary.rows.cc_call_reservations ?? 0} authorizations through the engine`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** POSTs a JSON body with the API token; answers the status and the body's text. */
function request(
  agent: http.Agent,
  port: number,
  path: string,
  token: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function postJson(agent: http.Agent, port: number, path: string, token: string, payload: object) {
  const { status, text } = await request(agent, port, path, token, JSON.stringify(payload));
  if (status !== 200) throw new Error(`authorize answered ${status}: ${text}`);
  return JSON.parse(text) as { authorized: boolean; max_seconds: number };
}

/** CPU seconds used so far by this process and by the given children (utime + stime from /proc). */
function cpuOf(children: ChildProcess[]) {
  const usage = process.cpuUsage();
  const kids = children.reduce((sum, child) => sum + cpuSecondsOf(child.pid), 0);
  return { self: (usage.user + usage.system) / 1e6, children: kids };
}
