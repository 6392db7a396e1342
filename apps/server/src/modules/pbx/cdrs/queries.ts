/** SQL of the PBX call-record list and export. Each takes a Tx (the export's COPY takes the Db). */
import { type PbxCdrListQuery, pbxCdrBound } from '@portside/contract/pbx/cdrs';
import { asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { CsvBatchQuery } from '../../../platform/csv-export.ts';
import type { Tx } from '../../../platform/db.ts';
import {
  allOf,
  containsText,
  countUpTo,
  estimateRows,
  keysetAfter,
  keysetThrough,
  splitWindowTotal,
  windowTotal,
} from '../../../platform/list-query.ts';
import { pbxCdrs as t } from '../schema.ts';
import { type PbxCdrRow, pbxCdrSelection } from './presenter.ts';

export type PbxCdrFilters = Omit<
  PbxCdrListQuery,
  'page' | 'pagesize' | 'format' | 'columns' | 'titles' | 'labels' | 'tz'
>;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Where `to` stops (excluded): after its whole UTC day for a day, just after the instant for an instant. */
function endOf(to: string): Date {
  if (!isDay(to)) return new Date(pbxCdrBound(to) + 1);
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** The WHERE of a list or export: the domain, the search over caller and destination, then each filter. */
export function pbxCdrWhere(domain: string, f: PbxCdrFilters): SQL | undefined {
  return allOf(
    eq(t.domain, domain),
    f.search === undefined
      ? undefined
      : or(containsText(t.callerIdNumber, f.search), containsText(t.destinationNumber, f.search)),
    f.direction === undefined ? undefined : eq(t.direction, f.direction),
    f.hangup_cause === undefined ? undefined : eq(t.hangupCause, f.hangup_cause),
    f.from === undefined ? undefined : gte(t.startStamp, new Date(pbxCdrBound(f.from))),
    f.to === undefined ? undefined : lt(t.startStamp, endOf(f.to)),
  );
}

const dirOf = (f: PbxCdrFilters) => (f.order === 'ASC' ? asc : desc);

export function selectPbxCdrPage(
  tx: Tx,
  where: SQL | undefined,
  f: PbxCdrFilters,
  limit: number,
  offset: number,
): Promise<PbxCdrRow[]> {
  const dir = dirOf(f);
  return tx
    .select(pbxCdrSelection)
    .from(t)
    .where(where)
    .orderBy(dir(t.startStamp), dir(t.id))
    .limit(limit)
    .offset(offset);
}

export async function selectPbxCdrPageCounted(
  tx: Tx,
  where: SQL | undefined,
  f: PbxCdrFilters,
  limit: number,
  offset: number,
): Promise<{ rows: PbxCdrRow[]; total: number }> {
  const dir = dirOf(f);
  const read = await tx
    .select({ ...pbxCdrSelection, ...windowTotal() })
    .from(t)
    .where(where)
    .orderBy(dir(t.startStamp), dir(t.id))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal(read);
}

export function countPbxCdrs(tx: Tx, where: SQL | undefined, upTo: number): Promise<number> {
  return countUpTo(tx, t, where, upTo);
}

export function estimatePbxCdrs(tx: Tx, where: SQL | undefined): Promise<number> {
  return estimateRows(tx, t, where);
}

/** A row's place in the list's order: the start time as exact text (microseconds kept) and the id. */
export type PbxCdrCursor = { key: string; id: string };

function range(f: PbxCdrFilters, after?: PbxCdrCursor, through?: PbxCdrCursor): SQL | undefined {
  const values = (c: PbxCdrCursor): [SQL, SQL] => [sql`${c.key}::timestamptz`, sql`${c.id}::uuid`];
  return allOf(
    after && keysetAfter(f.order, [t.startStamp, t.id], values(after)),
    through && keysetThrough(f.order, [t.startStamp, t.id], values(through)),
  );
}

/** Where the next export batch ends: the n-th row after `after`, or undefined when fewer remain. */
export async function selectPbxCdrBoundary(
  tx: Tx,
  where: SQL | undefined,
  f: PbxCdrFilters,
  after: PbxCdrCursor | undefined,
  n: number,
): Promise<PbxCdrCursor | undefined> {
  const dir = dirOf(f);
  const [row] = await tx
    .select({ key: sql<string>`${t.startStamp}::text`, id: sql<string>`${t.id}::text` })
    .from(t)
    .where(allOf(where, range(f, after)))
    .orderBy(dir(t.startStamp), dir(t.id))
    .offset(n - 1)
    .limit(1);
  return row;
}

/** One export batch for copyCsv: the given cells of the rows in (after, through], in order. */
export function pbxCdrCsvBatch(
  where: SQL | undefined,
  f: PbxCdrFilters,
  cells: SQL[],
  after: PbxCdrCursor | undefined,
  through: PbxCdrCursor | undefined,
): CsvBatchQuery {
  const dir = sql.raw(f.order === 'ASC' ? 'asc' : 'desc');
  return {
    cells,
    rest: sql`from ${t} where ${allOf(where, range(f, after, through)) ?? sql`true`} order by ${t.startStamp} ${dir}, ${t.id} ${dir}`,
  };
}
