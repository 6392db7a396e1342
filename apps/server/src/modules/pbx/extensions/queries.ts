/** SQL of the extension list, export and single-extension reads and writes. Each takes a Tx. */
import type { ExtensionListQuery } from '@portside/contract/pbx/extensions';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsText, keysetAfter, startsWithText } from '../../../platform/list-query.ts';
import { extensionSearchText, extensions as t } from '../schema.ts';
import { type ExtensionRow, extensionSelection, ON_GATEWAY_SQL, ROOM_DESCRIPTION_SQL } from './presenter.ts';

export type ExtensionFilters = Omit<ExtensionListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;
type NewExtension = typeof t.$inferInsert;

const isRoom = sql`${t.description} ~ ${ROOM_DESCRIPTION_SQL}`;
// A regex rather than a cast: PostgreSQL may evaluate `x::bigint > 0` before the AND that guards it.
const onGateway = sql`${t.description} ~ ${ON_GATEWAY_SQL}`;
const gatewayText = sql`split_part(${t.description}, ',', 1)`;

/** The WHERE of a list or export: the domain, the search over every text column, then each filter. */
export function extensionWhere(domain: string, f: ExtensionFilters): SQL | undefined {
  const flag = (column: typeof t.configured | typeof t.temporary, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return allOf(
    eq(t.domain, domain),
    containsText(extensionSearchText(t), f.search),
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
    f.gateway === undefined ? undefined : and(eq(gatewayText, String(f.gateway)), isRoom),
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

export async function countExtensions(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(t).where(where);
  return row?.n ?? 0;
}

/** Key of the last exported row: the sort key as exact text (microseconds kept) and the uuid. */
export type ExtensionCursor = { key: string; uuid: string };

export function extensionCursor(row: ExtensionRow, f: ExtensionFilters): ExtensionCursor {
  return { key: f.orderby === 'extension' ? row.extension : row.cursor, uuid: row.extension_uuid };
}

/** The next export batch after `after`, in the list's order. */
export async function selectExtensionBatch(
  tx: Tx,
  where: SQL | undefined,
  f: ExtensionFilters,
  after: ExtensionCursor | undefined,
  limit: number,
): Promise<ExtensionRow[]> {
  const [key, tie] = orderKeys(f);
  const keyValue = f.orderby === 'extension' ? sql`${after?.key}` : sql`${after?.key}::timestamptz`;
  const next = after ? keysetAfter(f.order, [key, tie], [keyValue, sql`${after.uuid}::uuid`]) : undefined;
  const dir = f.order === 'ASC' ? asc : desc;
  return tx
    .select(extensionSelection)
    .from(t)
    .where(allOf(where, next))
    .orderBy(dir(key), dir(tie))
    .limit(limit);
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
