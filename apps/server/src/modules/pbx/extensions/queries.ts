/** SQL of the extension list, export and single-extension reads and writes. Each takes a Tx. */
import type { Extension, ExtensionListQuery } from '@portside/contract/pbx/extensions';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CsvBatchQuery } from '../../../platform/csv-export.ts';
import type { Tx } from '../../../platform/db.ts';
import {
  allOf,
  containsLowered,
  containsText,
  countUpTo,
  estimateRows,
  keysetAfter,
  keysetThrough,
  splitWindowTotal,
  startsWithText,
  windowTotal,
} from '../../../platform/list-query.ts';
import { extensions as t } from '../schema.ts';
import {
  type ExtensionRow,
  extensionCsvCell,
  extensionSelection,
  ON_GATEWAY_SQL,
  ROOM_DESCRIPTION_SQL,
} from './presenter.ts';

export type ExtensionFilters = Omit<ExtensionListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;
type NewExtension = typeof t.$inferInsert;

const isRoom = sql`${t.description} ~ ${ROOM_DESCRIPTION_SQL}`;
// A regex rather than a cast: PostgreSQL may evaluate `x::bigint > 0` before the AND that guards it.
const onGateway = sql`${t.description} ~ ${ON_GATEWAY_SQL}`;

/** The WHERE of a list or export: the domain, the search over every text column, then each filter. */
export function extensionWhere(domain: string, f: ExtensionFilters): SQL | undefined {
  const flag = (column: typeof t.configured | typeof t.temporary, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return allOf(
    eq(t.domain, domain),
    containsLowered(t.searchText, f.search),
    startsWithText(t.extension, f.extension_prefix),
    containsText(t.extension, f.extension),
    containsText(t.effectiveCallerIdName, f.effective_caller_id_name),
    containsText(t.effectiveCallerIdNumber, f.effective_caller_id_number),
    containsText(t.outboundCallerIdName, f.outbound_caller_id_name),
    containsText(t.outboundCallerIdNumber, f.outbound_caller_id_number),
    containsText(t.description, f.description),
    f.type === undefined ? undefined : f.type === 'analog' ? isRoom : sql`not (${isRoom})`,
    f.isgateway === undefined ? undefined : f.isgateway ? onGateway : sql`not (${onGateway})`,
    flag(t.configured, f.configured),
    flag(t.temporary, f.temporary),
    // By number, as the list shows and links it: '04,12,0,0' is on gateway 4.
    f.gateway === undefined ? undefined : eq(t.roomGateway, f.gateway),
  );
}

/** The sort key and the unique tie-breaker, so pages and export batches never skip or repeat a row. */
function orderKeys(f: ExtensionFilters) {
  return f.orderby === 'extension'
    ? ([t.extension, t.extensionUuid] as const)
    : ([t.insertDate, t.extensionUuid] as const);
}

export async function selectExtensionPage(
  tx: Tx,
  where: SQL | undefined,
  f: ExtensionFilters,
  limit: number,
  offset: number,
): Promise<ExtensionRow[]> {
  const dir = f.order === 'ASC' ? asc : desc;
  const [key, tie] = orderKeys(f);
  return tx
    .select(extensionSelection)
    .from(t)
    .where(where)
    .orderBy(dir(key), dir(tie))
    .limit(limit)
    .offset(offset);
}

/** A page with the exact total of the result (a window count: every matching row is read). */
export async function selectExtensionPageCounted(
  tx: Tx,
  where: SQL | undefined,
  f: ExtensionFilters,
  limit: number,
  offset: number,
): Promise<{ rows: ExtensionRow[]; total: number }> {
  const dir = f.order === 'ASC' ? asc : desc;
  const [key, tie] = orderKeys(f);
  const read = await tx
    .select({ ...extensionSelection, ...windowTotal() })
    .from(t)
    .where(where)
    .orderBy(dir(key), dir(tie))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal(read);
}

/** Matching extensions, counted no further than upTo + 1. */
export function countExtensions(tx: Tx, where: SQL | undefined, upTo: number): Promise<number> {
  return countUpTo(tx, t, where, upTo);
}

/** PostgreSQL's estimate of the matching extensions (no row read). */
export function estimateExtensions(tx: Tx, where: SQL | undefined): Promise<number> {
  return estimateRows(tx, t, where);
}

/** A row's place in the list's order: the sort key as exact text (microseconds kept) and the uuid. */
export type ExtensionCursor = { key: string; uuid: string };

function cursorValues(f: ExtensionFilters, c: ExtensionCursor): [SQL, SQL] {
  const key = f.orderby === 'extension' ? sql`${c.key}` : sql`${c.key}::timestamptz`;
  return [key, sql`${c.uuid}::uuid`];
}

/** The rows after `after` and up to `through`, in keyset terms of the list's order. */
function range(f: ExtensionFilters, after?: ExtensionCursor, through?: ExtensionCursor): SQL | undefined {
  const [key, tie] = orderKeys(f);
  return allOf(
    after && keysetAfter(f.order, [key, tie], cursorValues(f, after)),
    through && keysetThrough(f.order, [key, tie], cursorValues(f, through)),
  );
}

/**
 * Where the next export batch ends: the place of the n-th row after `after`, or undefined when fewer
 * remain. It walks the same index as the batch itself, reading only the keys.
 */
export async function selectExtensionBoundary(
  tx: Tx,
  where: SQL | undefined,
  f: ExtensionFilters,
  after: ExtensionCursor | undefined,
  n: number,
): Promise<ExtensionCursor | undefined> {
  const dir = f.order === 'ASC' ? asc : desc;
  const [key, tie] = orderKeys(f);
  const [row] = await tx
    .select({ key: sql<string>`${key}::text`, uuid: sql<string>`${tie}::text` })
    .from(t)
    .where(allOf(where, range(f, after)))
    .orderBy(dir(key), dir(tie))
    .offset(n - 1)
    .limit(1);
  return row;
}

/** One export batch for copyCsv: the chosen columns' CSV cells of the rows in (after, through], in order. */
export function extensionCsvBatch(
  domain: string,
  where: SQL | undefined,
  f: ExtensionFilters,
  columns: Array<keyof Extension>,
  after: ExtensionCursor | undefined,
  through: ExtensionCursor | undefined,
): CsvBatchQuery {
  const [key, tie] = orderKeys(f);
  const dir = sql.raw(f.order === 'ASC' ? 'asc' : 'desc');
  return {
    cells: columns.map((id) => extensionCsvCell(id, domain)),
    rest: sql`from ${t} where ${allOf(where, range(f, after, through)) ?? sql`true`} order by ${key} ${dir}, ${tie} ${dir}`,
  };
}

export async function findExtension(tx: Tx, domain: string, ext: string): Promise<ExtensionRow | undefined> {
  const [row] = await tx
    .select(extensionSelection)
    .from(t)
    .where(and(eq(t.domain, domain), eq(t.extension, ext)));
  return row;
}

/** Inserts unless the number exists in the domain; undefined means it did (the unique constraint said so). */
export async function insertExtension(tx: Tx, values: NewExtension): Promise<ExtensionRow | undefined> {
  const [row] = await tx.insert(t).values(values).onConflictDoNothing().returning(extensionSelection);
  return row;
}

export async function updateExtensionRow(
  tx: Tx,
  domain: string,
  ext: string,
  values: Partial<NewExtension>,
): Promise<ExtensionRow | undefined> {
  const [row] = await tx
    .update(t)
    .set(values)
    .where(and(eq(t.domain, domain), eq(t.extension, ext)))
    .returning(extensionSelection);
  return row;
}

/** Deletes the extension; false when there was none. */
export async function deleteExtensionRow(tx: Tx, domain: string, ext: string): Promise<boolean> {
  const gone = await tx
    .delete(t)
    .where(and(eq(t.domain, domain), eq(t.extension, ext)))
    .returning({ id: t.extensionUuid });
  return gone.length > 0;
}
