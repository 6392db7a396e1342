/**
 * The server half of the list kit (DESIGN §6). Endpoints validate their query with a contract schema
 * (`listQuery` in @portside/contract/pbx/list: bad page, pagesize, order or filter → 400 naming the
 * field) and build their WHERE from the pieces here; pageWithTotal runs the page and one total, and
 * keysetBatches feeds exports in constant memory.
 *
 * Count strategy: a page that is not full already tells the total, so no count runs (most searches);
 * otherwise one exact count. Exact is measured fast enough at 100,000 extensions per domain
 * (bench/run.ts); a table that grows by millions (call records) will need a capped count (DESIGN §6).
 */
import { and, gt, ilike, like, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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

/** Starts with, case-sensitive, so a btree index on the column can serve it. */
export function startsWithText(expr: SQLWrapper, term: string | undefined): SQL | undefined {
  return term === undefined ? undefined : like(expr as SQL, `${escapeLike(term)}%`);
}

/** AND of the conditions that are present. */
export function allOf(...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** One page and its total; the count query runs only when the page alone cannot tell the total. */
export async function pageWithTotal<R>(
  req: PageRequest,
  query: { rows(limit: number, offset: number): Promise<R[]>; count(): Promise<number> },
): Promise<{ rows: R[]; total: number }> {
  const offset = (req.page - 1) * req.pagesize;
  const rows = await query.rows(req.pagesize, offset);
  // A short, non-empty page is the last one: everything before it plus itself is the total.
  if (rows.length > 0 && rows.length < req.pagesize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && req.page === 1) return { rows, total: 0 };
  return { rows, total: await query.count() };
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

/**
 * Every row of a result, fetched in batches of `batchSize` by keyset (never an OFFSET that slows down,
 * never the whole result in memory). `fetch(after, limit)` returns the next rows after the given key.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | undefined, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<R> {
  let after: K | undefined;
  for (;;) {
    const rows = await fetch(after, batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}
