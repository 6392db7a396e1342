/**
 * The server half of the list kit (DESIGN §6). Endpoints validate their query with a contract schema
 * (`listQuery` in @portside/contract/pbx/list: bad page, pagesize, order or filter → 400 naming the
 * field) and build their WHERE from the pieces here; pageWithTotal runs the page and its total, and
 * keysetBatches / keysetRanges feed exports in constant memory.
 *
 * Count strategy (DESIGN §6). First PostgreSQL's planner estimate (an EXPLAIN, no row read). Above
 * EXACT_COUNT_UP_TO rows the page is read with one row more than asked: if that row is missing, the page
 * ends the result and tells the exact total; otherwise the total is the estimate, rounded, and says so
 * (`estimated`: "about 9,100"). At or below, the total is counted: with the page itself in one query
 * when the list can (a window count), else by a count that stops at EXACT_COUNT_UP_TO (`capped`:
 * "500+", when the planner thought the result smaller than it is). A list without an estimate (small
 * tables) reads the page with its extra row and counts when that does not tell the total.
 *
 * Measured on PGlite with 100,000 extensions (bench/run.ts): an exact count of a common search term
 * read every candidate row of the trigram index and took 15-30 ms, two thirds of the request; the
 * estimate takes under 1 ms. The planner sees a term in about 1% of the rows in its statistics or not
 * (a histogram of 100 buckets): not seen, it plans to read every match (bitmap scan and sort) and the
 * window count comes with it.
 *
 * Why 500 and not more: a count's cost follows the trigram index's candidates, not the matches. 'cabin 12'
 * (1,111 matches of 22,750 candidates) took 34 ms to count and 47 ms with the page, against 3 ms for
 * the page alone; the estimate for it swings around 1,000 with ANALYZE's sample, so at a limit of 1,000
 * that term was counted on one run (p95 58 ms) and estimated on the next (p95 23 ms). At 500, a term
 * estimated near 1,000 is not counted.
 */
import { and, count, gt, gte, ilike, like, lt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './db.ts';

/** Rows per query when an export walks a whole result. */
export const EXPORT_BATCH_SIZE = 1000;

export interface PageRequest {
  page: number;
  pagesize: number;
}

/** A LIKE pattern that matches `term` literally: %, _ and \ in user input are not wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive contains; undefined (no condition) for an absent term. Uses trigram GIN indexes. */
export function containsText(expr: SQLWrapper, term: string | undefined): SQL | undefined {
  return term === undefined ? undefined : ilike(expr as SQL, `%${escapeLike(term)}%`);
}

/**
 * Contains, for a column kept lower-cased (a generated search column): LIKE, so no row is case-folded.
 * A term of several words goes to the trigram index by its number (indexWord), the likeliest to be rare,
 * and is checked whole by strpos, which no index serves: given the whole phrase, the index reads the
 * candidates of its common words too. 'cabin 1999' among a million call records (issue 13 item 7): the
 * trigrams of 'cabin' are in every cabin's record, and the index scan took 16-22 ms for the phrase
 * against 1 ms for '1999' (the page 20-40 ms against 8 ms).
 */
export function containsLowered(expr: SQLWrapper, term: string | undefined): SQL | undefined {
  if (term === undefined) return undefined;
  const lowered = term.toLowerCase();
  const word = indexWord(lowered);
  if (word === undefined) return like(expr as SQL, `%${escapeLike(lowered)}%`);
  return and(like(expr as SQL, `%${escapeLike(word)}%`), sql`strpos(${expr}, ${lowered}) > 0`);
}

/**
 * The word of a several-word term to find its rows by: its longest word holding a digit and three
 * characters (a cabin, PIN, phone or call number picks out few records, where names and words such as
 * 'cabin' are common). Undefined for a single word or a term without such a word: the whole term then,
 * as the planner's estimate of a phrase of words ('crew 12') is closer than of its longest word alone.
 */
export function indexWord(term: string): string | undefined {
  const words = term.split(/\s+/).filter((w) => w.length >= 3 && /\d/.test(w));
  if (words.length === 0 || term.trim() === words[0]) return undefined;
  return words.reduce((a, b) => (b.length > a.length ? b : a));
}

/** Starts with, case-sensitive, so a btree index on the column can serve it. */
export function startsWithText(expr: SQLWrapper, term: string | undefined): SQL | undefined {
  return term === undefined ? undefined : like(expr as SQL, `${escapeLike(term)}%`);
}

/** AND of the conditions that are present. */
export function allOf(...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** How far a total can be trusted: counted, "at least" (a count that stopped at its cap) or the planner's estimate. */
export type TotalKind = 'exact' | 'capped' | 'estimated';

/**
 * Totals are counted exactly up to this many rows: above it (by the planner's estimate) a list shows the
 * estimate, and a count stops here (the total is then "500+").
 */
export const EXACT_COUNT_UP_TO = 500;

/** The column a counted page adds to its selection: the whole result's size on every row. */
export const windowTotal = () => ({ total: sql<number>`count(*) over ()`.mapWith(Number) });

/** A counted page's rows without the window column, and the total it carried (0 for an empty page). */
export function splitWindowTotal<R>(read: Array<R & { total: number }>): { rows: R[]; total: number } {
  return { rows: read.map(({ total: _total, ...row }) => row as R), total: read[0]?.total ?? 0 };
}

export interface TotalSource<R> {
  /** The rows of a page: up to `limit` rows after skipping `offset`. */
  rows(limit: number, offset: number): Promise<R[]>;
  /**
   * How many rows match. Given `upTo`, it may stop counting after `upTo + 1` rows (see countUpTo);
   * a source that ignores it counts exactly.
   */
  count(upTo: number): Promise<number>;
  /** PostgreSQL's estimate of how many rows match (see estimateRows); absent means always count. */
  estimate?(): Promise<number>;
  /**
   * The page and the exact total in one query (a window count, `count(*) over ()`), asked for only when
   * the planner expects a small result: its plan then reads every matching row anyway, so the count
   * costs nothing more, where a count of its own would read them all again.
   */
  rowsCounted?(limit: number, offset: number): Promise<{ rows: R[]; total: number }>;
}

export interface PageWithTotal<R> {
  rows: R[];
  total: number;
  totalKind: TotalKind;
}

/** One page and its total (see the count strategy above). */
export async function pageWithTotal<R>(
  req: PageRequest,
  query: TotalSource<R>,
  limits: { exactUpTo?: number; cap?: number } = {},
): Promise<PageWithTotal<R>> {
  const { exactUpTo = EXACT_COUNT_UP_TO, cap = exactUpTo } = limits;
  const offset = (req.page - 1) * req.pagesize;
  const estimate = query.estimate ? await query.estimate() : undefined;
  const large = estimate !== undefined && estimate > exactUpTo;
  if (!large && query.rowsCounted) {
    const page = await query.rowsCounted(req.pagesize, offset);
    // An empty page past the end carries no count: that rare case is counted below.
    if (page.rows.length > 0 || offset === 0) return { ...page, totalKind: 'exact' };
  }
  // The page is read with one row more than asked: without it, the page ends the result and its
  // position tells the exact total (unless it is an empty page past the end).
  const read = await query.rows(req.pagesize + 1, offset);
  const more = read.length > req.pagesize;
  const rows = more ? read.slice(0, req.pagesize) : read;
  if (!more && (rows.length > 0 || req.page === 1)) {
    return { rows, total: offset + rows.length, totalKind: 'exact' };
  }
  if (large) {
    // Never fewer than the rows seen: the pages before, this page and the row after it.
    const seen = more ? offset + rows.length + 1 : 0;
    return { rows, total: Math.max(roughly(estimate), seen), totalKind: 'estimated' };
  }
  const counted = await query.count(cap);
  // A capped count answers at most cap + 1; a source that counts exactly may answer more.
  if (counted === cap + 1) return { rows, total: Math.max(cap, offset + rows.length), totalKind: 'capped' };
  return { rows, total: counted, totalKind: 'exact' };
}

/** An estimate rounded to two significant digits (9,091 → 9,100), so it does not look counted. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The rows of `from` matching `where`, counted no further than `upTo + 1`: a LIMIT in a subquery lets
 * PostgreSQL stop reading once the cap is passed.
 */
export async function countUpTo(
  tx: Tx,
  from: PgTable,
  where: SQL | undefined,
  upTo: number,
): Promise<number> {
  const matching = tx
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(upTo + 1)
    .as('matching');
  const [row] = await tx.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * PostgreSQL's estimate of the rows of `from` matching `where`: the planner's row count for the query
 * (EXPLAIN, nothing executed; well under a millisecond). As good as the table's statistics: PostgreSQL
 * keeps them by autovacuum; an embedded PGlite has them once ANALYZE ran, and without them the estimate
 * is small, so the list counts (capped) instead.
 */
export async function estimateRows(tx: Tx, from: PgTable, where: SQL | undefined): Promise<number> {
  const query = tx.select({ one: sql`1` }).from(from).where(where);
  // Both drivers answer execute with { rows }; node-postgres parses the json column, PGlite may not.
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * The keyset condition "after this row" for an order of (sort key, unique tie-breaker), both in the same
 * direction: a row comparison, which PostgreSQL serves from a matching index. Values are passed as SQL
 * so the caller casts them (e.g. a timestamptz kept as text, since a JS Date drops microseconds).
 */
export function keysetAfter(order: 'ASC' | 'DESC', keys: [SQLWrapper, SQLWrapper], values: [SQL, SQL]): SQL {
  const left = sql`(${keys[0]}, ${keys[1]})`;
  const right = sql`(${values[0]}, ${values[1]})`;
  return order === 'DESC' ? lt(left, right) : gt(left, right);
}

/** The keyset condition "up to and including this row", the other end of a range after keysetAfter. */
export function keysetThrough(
  order: 'ASC' | 'DESC',
  keys: [SQLWrapper, SQLWrapper],
  values: [SQL, SQL],
): SQL {
  const left = sql`(${keys[0]}, ${keys[1]})`;
  const right = sql`(${values[0]}, ${values[1]})`;
  return order === 'DESC' ? gte(left, right) : lte(left, right);
}

/**
 * Every row of a result, as batches of up to `batchSize` fetched by keyset (never an OFFSET that slows
 * down, never the whole result in memory). `fetch(after, limit)` returns the next rows after the key.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | undefined, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<R[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * A whole result as consecutive key ranges of up to `batchSize` rows, for exports whose batches are
 * produced by PostgreSQL (CSV text by COPY) and so carry no key to continue after. `boundary(after, n)`
 * answers the key of the n-th row after `after` (undefined when fewer remain); `chunk(after, through)`
 * produces the rows after `after` up to and including `through` (to the end when through is undefined).
 * The boundary is read first, so a row written meanwhile is neither repeated nor skipped.
 */
export async function* keysetRanges<K, C>(
  boundary: (after: K | undefined, n: number) => Promise<K | undefined>,
  chunk: (after: K | undefined, through: K | undefined) => Promise<C>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<C> {
  let after: K | undefined;
  for (;;) {
    const through = await boundary(after, batchSize);
    yield await chunk(after, through);
    if (through === undefined) return;
    after = through;
  }
}
