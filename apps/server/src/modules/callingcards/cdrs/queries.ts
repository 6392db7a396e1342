/** SQL of calling-card call records: the list page, its totals and export batches. Each takes a Tx. */
import type { CdrListQuery } from '@portside/contract/callingcards/cdrs';
import { asc, desc, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import {
  allOf,
  containsLowered,
  containsText,
  countUpTo,
  escapeLike,
  estimateRows,
  keysetAfter,
  splitWindowTotal,
  windowTotal,
} from '../../../platform/list-query.ts';
import { cdrs as c } from '../schema.ts';

/**
 * The list's filters; archived undefined takes archived and current records both (a report's period).
 * The export's view (titles, labels, tz) is no filter.
 */
export type CdrFilters = Omit<
  CdrListQuery,
  'page' | 'pagesize' | 'format' | 'columns' | 'archived' | 'titles' | 'labels' | 'tz'
> & {
  archived?: number | undefined;
};
/** A row's place in the order: the start time as exact text, and the id. */
export type CdrCursor = { key: string; id: number };

const selection = {
  id: c.id,
  callid: c.callid,
  card: c.card,
  pin: c.pin,
  name: c.name,
  type: c.type,
  src: c.src,
  destination: c.destination,
  destinationName: c.destinationName,
  starttime: c.starttime,
  stoptime: c.stoptime,
  sessiontime: c.sessiontime,
  billedSessiontime: c.billedSessiontime,
  tariff: c.tariff,
  blockprice: c.blockprice,
  blockcost: c.blockcost,
  sessionprice: c.sessionprice,
  sessioncost: c.sessioncost,
  answered: c.answered,
  terminatecauseid: c.terminatecauseid,
  direction: c.direction,
  archived: c.archived,
  currency: c.currency,
  // How the engine rated it (switch/record.ts); the JSON list shows it, the export leaves it out.
  rateSource: c.rateSource,
  rateId: c.rateId,
  ratePrefix: c.ratePrefix,
  rateName: c.rateName,
  rateCost: c.rateCost,
  ratePrice: c.ratePrice,
  billingIncrement: c.billingIncrement,
  minimumDuration: c.minimumDuration,
  freeSeconds: c.freeSeconds,
  grantedSeconds: c.grantedSeconds,
  /** the sort key as exact text (microseconds kept), for keyset paging of exports */
  cursor: sql<string>`${c.starttime}::text`,
};
export type CdrRow = Awaited<ReturnType<typeof selectCdrPage>>[number];

/** The start of a bare date (UTC), or the instant of a date-time. */
const instant = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
/** A bare date as the upper bound means the whole of that day. */
const endOf = (v: string) =>
  v.length === 10 ? new Date(instant(v).getTime() + 86_400_000) : new Date(instant(v).getTime() + 1);

/**
 * Contains-filter on a column that search_text holds (lower-cased): the column's ILIKE, and the same term
 * in search_text, which implies nothing more but lets PostgreSQL find the rows through search_text's
 * trigram index instead of walking the records by time testing each (a PIN among a million records: 0.7 s
 * in review, issue 13 item 7). lower() in SQL, so the term is folded exactly as search_text was.
 */
function containsIndexed(column: SQLWrapper, term: string | undefined): SQL | undefined {
  if (term === undefined) return undefined;
  return allOf(containsText(column, term), sql`${c.searchText} like lower(${`%${escapeLike(term)}%`})`);
}

/** The domain, the type, archived, the search over call id, PIN, name, source and destination, each filter. */
export function cdrWhere(domain: string, f: CdrFilters): SQL | undefined {
  return allOf(
    eq(c.domain, domain),
    f.type === undefined ? undefined : eq(c.type, f.type),
    f.archived === undefined ? undefined : eq(c.archived, f.archived),
    containsLowered(c.searchText, f.search),
    containsIndexed(c.pin, f.pin),
    containsIndexed(c.callid, f.callid),
    containsIndexed(c.src, f.src),
    containsIndexed(c.destination, f.destination),
    f.terminatecauseid === undefined ? undefined : eq(c.terminatecauseid, f.terminatecauseid),
    f.direction === undefined ? undefined : eq(c.direction, f.direction),
    f.dateFilterFrom === undefined ? undefined : gte(c.starttime, instant(f.dateFilterFrom)),
    f.dateFilterTo === undefined ? undefined : lt(c.starttime, endOf(f.dateFilterTo)),
  );
}

/** Start time, then id: served by the (domain, starttime desc) index, read forwards or backwards. */
function ordered(f: CdrFilters) {
  const dir = f.order === 'ASC' ? asc : desc;
  return [dir(c.starttime), dir(c.id)];
}

export function selectCdrPage(tx: Tx, where: SQL | undefined, f: CdrFilters, limit: number, offset: number) {
  return tx
    .select(selection)
    .from(c)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
}

/** A page with the exact total (a window count), for a result the planner thinks small. */
export async function selectCdrPageCounted(
  tx: Tx,
  where: SQL | undefined,
  f: CdrFilters,
  limit: number,
  offset: number,
) {
  const read = await tx
    .select({ ...selection, ...windowTotal() })
    .from(c)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal(read);
}

export const countCdrs = (tx: Tx, where: SQL | undefined, upTo: number) => countUpTo(tx, c, where, upTo);
export const estimateCdrs = (tx: Tx, where: SQL | undefined) => estimateRows(tx, c, where);

/** The next export batch after `after`, in the list's order. */
export function selectCdrBatch(
  tx: Tx,
  where: SQL | undefined,
  f: CdrFilters,
  after: CdrCursor | undefined,
  limit: number,
) {
  const next = after
    ? keysetAfter(f.order, [c.starttime, c.id], [sql`${after.key}::timestamptz`, sql`${after.id}::integer`])
    : undefined;
  return tx
    .select(selection)
    .from(c)
    .where(allOf(where, next))
    .orderBy(...ordered(f))
    .limit(limit);
}

export const cursorOf = (row: CdrRow): CdrCursor => ({ key: row.cursor, id: row.id });
