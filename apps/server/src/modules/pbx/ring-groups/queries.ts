/** SQL of ring groups and their destinations: the list, export batches, reads and writes. Each takes a Tx. */
import type { RingGroupListQuery } from '@portside/contract/pbx/ring-groups';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from '../../../platform/db.ts';
import {
  allOf,
  containsLowered,
  containsText,
  countUpTo,
  estimateRows,
  keysetAfter,
  splitWindowTotal,
  windowTotal,
} from '../../../platform/list-query.ts';
import { ringGroupDestinations as d, extensions, ringGroups as t, voicemailBoxes } from '../schema.ts';

export type RingGroupFilters = Omit<RingGroupListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;
type NewRingGroup = typeof t.$inferInsert;

export const ringGroupSelection = {
  uuid: t.ringGroupUuid,
  extension: t.extension,
  name: t.name,
  callerIdName: t.callerIdName,
  callerIdNumber: t.callerIdNumber,
  callTimeout: t.callTimeout,
  strategy: t.strategy,
  timeoutActionName: t.timeoutActionName,
  timeoutActionValue: t.timeoutActionValue,
  timeoutApp: t.timeoutApp,
  timeoutData: t.timeoutData,
  forwardDestination: t.forwardDestination,
  forwardEnabled: t.forwardEnabled,
  enabled: t.enabled,
  insertDate: t.insertDate,
  /** The sort key as exact text (microseconds kept), for keyset paging of exports. */
  cursor: sql<string>`${t.insertDate}::text`,
};
export type RingGroupRow = SelectResultFields<typeof ringGroupSelection>;

/** The WHERE of a list or export: the domain, the search over number, name and caller ids, each filter. */
export function ringGroupWhere(domain: string, f: RingGroupFilters): SQL | undefined {
  return allOf(
    eq(t.domain, domain),
    containsLowered(t.searchText, f.search),
    containsText(t.extension, f.extension),
    containsText(t.callerIdName, f.callerIdName),
    containsText(t.callerIdNumber, f.callerIdNumber),
    f.callTimeout === undefined ? undefined : eq(t.callTimeout, f.callTimeout),
    f.strategy === undefined ? undefined : eq(t.strategy, f.strategy),
  );
}

/** The spec's orderBy (ASC or DESC) wins over `order`. */
export const orderOf = (f: RingGroupFilters) => f.orderBy ?? f.order;

/** The sort key and the unique tie-breaker, so pages and export batches never skip or repeat a row. */
function orderKeys(f: RingGroupFilters) {
  if (f.orderby === 'ring_group_extension') return [t.extension, t.ringGroupUuid] as const;
  if (f.orderby === 'ring_group_name') return [t.name, t.ringGroupUuid] as const;
  return [t.insertDate, t.ringGroupUuid] as const;
}

function ordered(f: RingGroupFilters) {
  const dir = orderOf(f) === 'ASC' ? asc : desc;
  const [key, tie] = orderKeys(f);
  return [dir(key), dir(tie)];
}

export function selectRingGroupPage(
  tx: Tx,
  where: SQL | undefined,
  f: RingGroupFilters,
  limit: number,
  offset: number,
) {
  return tx
    .select(ringGroupSelection)
    .from(t)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
}

/** A page with the exact total of the result (a window count), for a result the planner thinks small. */
export async function selectRingGroupPageCounted(
  tx: Tx,
  where: SQL | undefined,
  f: RingGroupFilters,
  limit: number,
  offset: number,
) {
  const read = await tx
    .select({ ...ringGroupSelection, ...windowTotal() })
    .from(t)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal(read);
}

export const countRingGroups = (tx: Tx, where: SQL | undefined, upTo: number) =>
  countUpTo(tx, t, where, upTo);
export const estimateRingGroups = (tx: Tx, where: SQL | undefined) => estimateRows(tx, t, where);

/** A row's place in the list's order: the sort key as text and the uuid. */
export type RingGroupCursor = { key: string; uuid: string };

export function cursorOf(f: RingGroupFilters, row: RingGroupRow): RingGroupCursor {
  const key =
    f.orderby === 'ring_group_extension'
      ? row.extension
      : f.orderby === 'ring_group_name'
        ? row.name
        : row.cursor;
  return { key, uuid: row.uuid };
}

/** The next export batch after `after`, in the list's order. */
export function selectRingGroupBatch(
  tx: Tx,
  where: SQL | undefined,
  f: RingGroupFilters,
  after: RingGroupCursor | undefined,
  limit: number,
) {
  const [key, tie] = orderKeys(f);
  const keyValue = f.orderby === 'insert_date' ? sql`${after?.key}::timestamptz` : sql`${after?.key}`;
  const next = after ? keysetAfter(orderOf(f), [key, tie], [keyValue, sql`${after.uuid}::uuid`]) : undefined;
  return tx
    .select(ringGroupSelection)
    .from(t)
    .where(allOf(where, next))
    .orderBy(...ordered(f))
    .limit(limit);
}

/** The destination numbers of each group, in ringing order (delay, then when added). */
export async function destinationNumbersOf(tx: Tx, uuids: string[]): Promise<Map<string, string[]>> {
  const numbers = new Map<string, string[]>(uuids.map((u) => [u, []]));
  if (uuids.length === 0) return numbers;
  const rows = await tx
    .select({ uuid: d.ringGroupUuid, number: d.number })
    .from(d)
    .where(inArray(d.ringGroupUuid, uuids))
    .orderBy(asc(d.ringGroupUuid), asc(d.delay), asc(d.insertDate), asc(d.id));
  for (const row of rows) numbers.get(row.uuid)?.push(row.number);
  return numbers;
}

export async function findRingGroup(
  tx: Tx,
  domain: string,
  extension: string,
): Promise<RingGroupRow | undefined> {
  const [row] = await tx
    .select(ringGroupSelection)
    .from(t)
    .where(and(eq(t.domain, domain), eq(t.extension, extension)));
  return row;
}

/** Inserts unless the number is a ring group of the domain already (undefined then). */
export async function insertRingGroup(tx: Tx, values: NewRingGroup): Promise<RingGroupRow | undefined> {
  const [row] = await tx.insert(t).values(values).onConflictDoNothing().returning(ringGroupSelection);
  return row;
}

export async function updateRingGroupRow(
  tx: Tx,
  domain: string,
  extension: string,
  values: Partial<NewRingGroup>,
): Promise<RingGroupRow | undefined> {
  const [row] = await tx
    .update(t)
    .set(values)
    .where(and(eq(t.domain, domain), eq(t.extension, extension)))
    .returning(ringGroupSelection);
  return row;
}

/** Deletes the group (its destinations go with it); false when there was none. */
export async function deleteRingGroupRow(tx: Tx, domain: string, extension: string): Promise<boolean> {
  const rows = await tx
    .delete(t)
    .where(and(eq(t.domain, domain), eq(t.extension, extension)))
    .returning({ uuid: t.ringGroupUuid });
  return rows.length > 0;
}

export async function extensionExists(tx: Tx, domain: string, number: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, number)))
    .limit(1);
  return row !== undefined;
}

export async function voicemailBoxExists(tx: Tx, domain: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(voicemailBoxes)
    .where(and(eq(voicemailBoxes.domain, domain), eq(voicemailBoxes.voicemailId, id)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Destinations

const destinationSelection = {
  destination_number: d.number,
  destination_delay: d.delay,
  destination_timeout: d.timeout,
};

export function selectDestinations(tx: Tx, ringGroupUuid: string, limit: number, offset: number) {
  return tx
    .select(destinationSelection)
    .from(d)
    .where(eq(d.ringGroupUuid, ringGroupUuid))
    .orderBy(asc(d.delay), asc(d.insertDate), asc(d.id))
    .limit(limit)
    .offset(offset);
}

export async function countDestinations(tx: Tx, ringGroupUuid: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(d).where(eq(d.ringGroupUuid, ringGroupUuid));
  return row?.n ?? 0;
}

/** Undefined when the group rings that number already (the unique constraint decided). */
export async function insertDestination(
  tx: Tx,
  values: { ringGroupUuid: string; number: string; delay: number; timeout: number },
) {
  const [row] = await tx.insert(d).values(values).onConflictDoNothing().returning(destinationSelection);
  return row;
}

export async function deleteDestination(tx: Tx, ringGroupUuid: string, number: string): Promise<boolean> {
  const rows = await tx
    .delete(d)
    .where(and(eq(d.ringGroupUuid, ringGroupUuid), eq(d.number, number)))
    .returning({ id: d.id });
  return rows.length > 0;
}
