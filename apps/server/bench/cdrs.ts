/**
 * `npm run bench -- cdrs`: the calling-card call records at scale (issue 13 item 7), printed, not asserted.
 * 1,000,000 records in one environment (filled by generate_series in SQL, 2,100 PINs over 180 days), on
 * PostgreSQL (a database of its own on DATABASE_URL's server, dropped afterwards) and on an embedded on-disk
 * PGlite, each vacuumed and analysed once filled (as autovacuum keeps a server). For each:
 * - page 1 of GET /v3/callingcard/cdrs with its total (the console's type, and none), with a search term,
 *   with a PIN, and with a PIN and a date range: p50/p95 through app.inject (targets p95 < 20 ms on
 *   PostgreSQL, < 60 ms embedded), each with its total as the console shows it (counted, capped, estimated);
 * - the CSV export of all of them as the console asks for it (every column, its titles, words and time
 *   zone) over real HTTP, read as a stream, against the database's own COPY of the same query (the stored
 *   columns, same filter and order) timed in the same run (target: at least half its rows per second),
 *   with the process's RSS before, at its peak during, and after.
 * Options: `--only postgres|pglite`; `--keep-cdrs <folder>` builds the embedded database there and the
 * PostgreSQL one as `portside_bench_cdrs` (or BENCH_CDRS_DATABASE), and reuses both on later runs. The machine is shared: run it a
 * few times and read the spread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { CDR_COLUMNS } from '@portside/contract/callingcards/cdrs';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type Database, openDatabase } from '../src/platform/db.ts';
import { A, insertFixtures, PASSWORD } from '../src/test/fixtures.ts';
import { signIn } from '../src/test/helper.ts';
import { countLines, describeTotal, download, rssMb, stats } from './lib.ts';

const ROWS = Number(process.env.BENCH_CDRS ?? 1_000_000);
const RUNS = 100;
const PINS = 2100;
const ADMIN_PINS = 100;
const EXPORTS = 2;
const KEPT_DATABASE = process.env.BENCH_CDRS_DATABASE ?? 'portside_bench_cdrs';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const only = option('--only');
const kept = option('--keep-cdrs');
const serverUrl = process.env.DATABASE_URL;

if (only !== 'pglite') {
  if (serverUrl) await onPostgres(serverUrl);
  else console.log('\ncdrs on PostgreSQL: skipped (DATABASE_URL is not set)');
}
if (only !== 'postgres') await onPglite();

async function onPostgres(url: string) {
  const name = kept ? KEPT_DATABASE : `portside_bench_cdrs_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  try {
    await bench('PostgreSQL', database, { DATABASE_URL: target.toString() }, async (select) => {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        let lines = 0;
        let bytes = 0;
        for await (const chunk of client.query(copyTo(`copy (${select}) to stdout with (format csv)`))) {
          bytes += (chunk as Buffer).length;
          lines += countLines(chunk as Buffer);
        }
        return { lines, bytes };
      } finally {
        await client.end();
      }
    });
  } finally {
    await database.close();
    if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'portside-bench-cdrs-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await bench('embedded PGlite', database, { DATA_DIR: dir }, async (select) => {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const result = await client.query(`copy (${select}) to '/dev/blob' with (format csv)`);
      const bytes = new Uint8Array((await result.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
      return { lines: countLines(Buffer.from(bytes.buffer)), bytes: bytes.length };
    });
  } finally {
    await database.close();
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

type Copy = (select: string) => Promise<{ lines: number; bytes: number }>;

async function bench(label: string, database: Database, env: Record<string, string>, copy: Copy) {
  console.log(`\n=== ${ROWS.toLocaleString('en-US')} call records on ${label} ===`);
  let t = performance.now();
  const [have] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from cc_cdrs where domain = ${A}`,
  );
  const present = Number(have?.n ?? 0);
  if (present !== ROWS) {
    if (present > 0) throw new Error(`${label}: ${present} records already there, not ${ROWS}`);
    await fill(database);
    console.log(`filled in ${Math.round((performance.now() - t) / 1000)} s`);
  } else {
    // A kept database filled before a migration changed search_text's statistics target is analysed again.
    const [stats] = await rowsOf<{ n: number | null }>(
      database,
      sql`select array_length(histogram_bounds::text::text[], 1) as n from pg_stats
        where tablename = 'cc_cdrs' and attname = 'search_text'`,
    );
    if ((stats?.n ?? 0) < 500) await database.db.execute(sql`analyze cc_cdrs`);
    console.log('reused the filled database');
  }

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const cookie = await signIn(app, A, 'officer', PASSWORD);
    const page = async (query: string) => {
      const start = performance.now();
      const res = await app.inject({
        url: `/v3/callingcard/cdrs?page=1&pagesize=25&${query}`,
        headers: { cookie },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      const body = res.json() as { total: number; total_kind?: string; data: unknown[] };
      return {
        ms: performance.now() - start,
        total: describeTotal(body.total, body.total_kind),
        rows: body.data.length,
      };
    };
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const pin = (i: number) => String(10_000 + ADMIN_PINS + 1 + ((i * 389) % (PINS - ADMIN_PINS)));
    const cases: Array<{ name: string; queries: string[] }> = [
      { name: 'cabin records, the total (the console)', queries: ['type=cabin'] },
      { name: 'every type, the total', queries: [''] },
      {
        name: 'a search term',
        queries: ['1234', '44207', 'cabin 1999', 'a3f9', 'cabin 2'].map(
          (s) => `type=cabin&search=${encodeURIComponent(s)}`,
        ),
      },
      { name: 'a PIN', queries: [1, 2, 3, 4, 5].map((i) => `type=cabin&pin=${pin(i)}`) },
      {
        name: 'a PIN and a date range',
        queries: [1, 2, 3, 4, 5].map(
          (i) => `type=cabin&pin=${pin(i)}&dateFilterFrom=${day(30 + i * 7)}&dateFilterTo=${day(i * 7)}`,
        ),
      },
    ];
    for (const c of cases) for (const q of c.queries) await page(q); // warm the caches and the plans
    // The floor: a signed-in request that reads one row (the machine is shared; this shows its load).
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await app.inject({ url: '/v3/utils/localtimezone', headers: { cookie } });
      floor.push(performance.now() - start);
    }
    console.log(`a signed-in request reading one row (GET /v3/utils/localtimezone): ${stats(floor)}`);
    for (const c of cases) {
      const times: number[] = [];
      const seen = new Map<string, { what: string; times: number[] }>();
      for (let i = 0; i < RUNS; i++) {
        const q = c.queries[i % c.queries.length] ?? '';
        const r = await page(q);
        times.push(r.ms);
        const entry = seen.get(q) ?? { what: '', times: [] };
        entry.what = `${r.rows} rows, total ${r.total}`;
        entry.times.push(r.ms);
        seen.set(q, entry);
      }
      console.log(
        `page 1, ${c.name}: ${stats(times)}  (target p95 < ${label.startsWith('Postgre') ? 20 : 60} ms)`,
      );
      for (const [q, e] of seen)
        console.log(`    ${q || '(no filter)'}: ${e.what}${seen.size > 1 ? `; ${stats(e.times)}` : ''}`);
    }

    // The database's own COPY of the same query: the stored columns, the same filter and order.
    const stored = CDR_COLUMNS.join(', ');
    const select = `select ${stored} from cc_cdrs where domain = '${A}' and archived = 0 order by starttime desc, id desc`;
    t = performance.now();
    const own = await copy(select);
    const copySeconds = (performance.now() - t) / 1000;
    const copyRate = Math.round(own.lines / copySeconds);
    console.log(
      `\nCOPY (${select.slice(0, 60)}…) TO STDOUT: ${own.lines} rows, ${(own.bytes / 1048576).toFixed(1)} MB in ${copySeconds.toFixed(2)} s = ${copyRate.toLocaleString('en-US')} rows/s`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // What the console sends: every column, its titles, its words for codes, its time zone.
    const view = new URLSearchParams({
      format: 'csv',
      columns: CDR_COLUMNS.join(','),
      titles: JSON.stringify(
        CDR_COLUMNS.map((c) => c.replaceAll('_', ' ').replace(/^./, (x) => x.toUpperCase())),
      ),
      labels: JSON.stringify({
        terminatecauseid: { NORMAL_CLEARING: 'Completed', NO_ANSWER: 'No answer', USER_BUSY: 'User busy' },
        answered: { '1': 'Yes', '0': 'No' },
      }),
      tz: 'Asia/Manila',
    });
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 50);
    const runs: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < EXPORTS; i++) {
      t = performance.now();
      const got = await download(`http://127.0.0.1:${port}/v3/callingcard/cdrs?${view}`, cookie);
      runs.push((performance.now() - t) / 1000);
      rows = got.lines - 1;
      bytes = got.bytes;
    }
    clearInterval(sampler);
    const seconds = Math.min(...runs);
    const rate = Math.round(rows / seconds);
    console.log(
      `export: ${rows} rows, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(2)} s (best of ${runs.map((r) => r.toFixed(2)).join(', ')} s) = ${rate.toLocaleString('en-US')} rows/s, ${(rate / copyRate).toFixed(2)} of COPY's  (target ≥ 0.5)`,
    );
    console.log(`RSS before ${before} MB, peak during ${peak} MB, after ${rssMb()} MB`);
  } finally {
    await app.close();
  }
}

/**
 * 1,000,000 records of 2,100 PINs (100 admin PINs, 2,000 cabins) over 180 days, newest first: uuid call
 * ids, 8 destinations' prefixes, a fifth unanswered with their causes, billed per 6 s at 0.19 a minute.
 */
async function fill(database: Database) {
  const db = database.db;
  await insertFixtures(db);
  const [tariff] = await rowsOf<{ id: number }>(
    database,
    sql`insert into cc_tariffs (domain, description, default_cost, default_price, billing_increment)
      values (${A}, 'Bench', 0.05, 0.19, 6) returning id`,
  );
  await db.execute(sql`
    insert into cc_cards (domain, pin, name, type, tariff, credit, initialbalance)
    select ${A}, (10000 + g)::text,
      case when g <= ${sql.raw(String(ADMIN_PINS))} then 'Officer ' || g else 'Cabin ' || (1000 + g) end,
      case when g <= ${sql.raw(String(ADMIN_PINS))} then 'admin' else 'cabin' end, ${tariff?.id}, 50, 50
    from generate_series(1, ${sql.raw(String(PINS))}) g`);
  const [first] = await rowsOf<{ id: number }>(
    database,
    sql`select min(id) as id from cc_cards where domain = ${A}`,
  );
  // The indexes are built once the records are in (PGlite took 8 minutes a 100,000 inserting through
  // the trigram index), then made again as the migrations defined them.
  const indexes = await rowsOf<{ name: string; def: string }>(
    database,
    sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'cc_cdrs' and indexname not in ('cc_cdrs_pkey', 'cc_cdrs_domain_callid')`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  // Batches keep PGlite's memory in bounds; each is one INSERT … SELECT.
  const BATCH = 100_000;
  for (let from = 1; from <= ROWS; from += BATCH) {
    await db.execute(sql`
      insert into cc_cdrs (domain, callid, card, pin, name, type, src, destination, starttime, stoptime,
        sessiontime, billed_sessiontime, tariff, sessionprice, sessioncost, answered, terminatecauseid,
        direction, rate_source, rate_cost, rate_price, billing_increment, minimum_duration)
      select ${A}, c.callid, ${first?.id}::int + c.k - 1, (10000 + c.k)::text,
        case when c.k <= ${sql.raw(String(ADMIN_PINS))} then 'Officer ' || c.k else 'Cabin ' || (1000 + c.k) end,
        case when c.k <= ${sql.raw(String(ADMIN_PINS))} then 'admin' else 'cabin' end,
        (2000 + c.k)::text,
        (array['63917','44207','1305','4989','8613','9198','6141','7495'])[c.g % 8 + 1]
          || lpad(((c.g * 7919) % 10000000)::text, 7, '0'),
        c.start, c.start + make_interval(secs => c.secs + 8),
        c.secs, c.billed, ${tariff?.id},
        round(c.billed * 0.19 / 60, 4), round(c.billed * 0.05 / 60, 4),
        (c.secs > 0)::int,
        case when c.secs > 0 then 'NORMAL_CLEARING'
             else (array['NO_ANSWER','USER_BUSY','CALL_REJECTED','ORIGINATOR_CANCEL'])[c.g % 4 + 1] end,
        'outbound', 'default', 0.05, 0.19, 6, 0
      from (
        select g, k, start, secs, (ceil(secs / 6.0) * 6)::int as billed,
          substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4) || '-' || substr(h, 21, 12) as callid
        from (
          select g, ((g * 7907) % ${sql.raw(String(PINS))} + 1)::int as k, md5(g::text) as h,
            now() - g * interval '1 second' * (180 * 86400.0 / ${sql.raw(String(ROWS))}) as start,
            case when g % 5 = 0 then 0 else (g * 37) % 1800 + 1 end as secs
          from generate_series(${sql.raw(String(from))}::bigint, ${sql.raw(String(Math.min(ROWS, from + BATCH - 1)))}) g
        ) raw
      ) c`);
    process.stdout.write(`\r  ${Math.min(ROWS, from + BATCH - 1).toLocaleString('en-US')} records`);
  }
  process.stdout.write('\n');
  for (const { def } of indexes) await db.execute(sql.raw(def));
  await db.execute(sql`vacuum analyze cc_cdrs`);
  await db.execute(sql`analyze cc_cards`);
}

/** The rows of a statement (both drivers answer execute with { rows }). */
async function rowsOf<R>(database: Database, query: SQL): Promise<R[]> {
  return ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
}
