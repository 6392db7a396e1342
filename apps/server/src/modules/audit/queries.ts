/** SQL of the audit log's list: the page, its totals and export batches, each on a Tx. */
import type { AuditListQuery } from '@portside/contract/audit';
import { asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import {
  allOf,
  containsLowered,
  containsText,
  countUpTo,
  estimateRows,
  keysetAfter,
  splitWindowTotal,
  windowTotal,
} from '../../platform/list-query.ts';
import { auditLog as a } from './schema.ts';

export type AuditFilters = Omit<AuditListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;
/** A row's place in the order: its time as exact text (microseconds kept), and its id. */
export type AuditCursor = { key: string; id: number };

const selection = {
  id: a.id,
  at: a.at,
  domain: a.domain,
  actorKind: a.actorKind,
  actorId: a.actorId,
  actorName: a.actorName,
  actorRole: a.actorRole,
  action: a.action,
  entity: a.entity,
  entityId: a.entityId,
  fields: a.fields,
  ip: a.ip,
  detail: a.detail,
  cursor: sql<string>`${a.at}::text`,
};
export type AuditRow = Awaited<ReturnType<typeof selectAuditPage>>[number];

/** The start of a bare date (UTC), or the instant of a date-time. */
const instant = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
/** A bare date as the upper bound means the whole of that day. */
const endOf = (v: string) =>
  v.length === 10 ? new Date(instant(v).getTime() + 86_400_000) : new Date(instant(v).getTime() + 1);

/** The environment, the search and each filter. */
export function auditWhere(domain: string, f: AuditFilters): SQL | undefined {
  return allOf(
    eq(a.domain, domain),
    containsLowered(a.searchText, f.search),
    f.user === undefined ? undefined : or(containsText(a.actorName, f.user), eq(a.actorId, f.user)),
    f.entity === undefined ? undefined : eq(a.entity, f.entity),
    f.action === undefined ? undefined : eq(a.action, f.action),
    f.dateFrom === undefined ? undefined : gte(a.at, instant(f.dateFrom)),
    f.dateTo === undefined ? undefined : lt(a.at, endOf(f.dateTo)),
  );
}

/** Time, then id: the (domain, at, id) index, read backwards for newest first. */
function ordered(f: AuditFilters) {
  const dir = f.order === 'ASC' ? asc : desc;
  return [dir(a.at), dir(a.id)];
}

export function selectAuditPage(
  tx: Tx,
  where: SQL | undefined,
  f: AuditFilters,
  limit: number,
  offset: number,
) {
  return tx
    .select(selection)
    .from(a)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
}

/** A page with the exact total (a window count), for a result the planner thinks small. */
export async function selectAuditPageCounted(
  tx: Tx,
  where: SQL | undefined,
  f: AuditFilters,
  limit: number,
  offset: number,
) {
  const read = await tx
    .select({ ...selection, ...windowTotal() })
    .from(a)
    .where(where)
    .orderBy(...ordered(f))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal(read);
}

export const countAudit = (tx: Tx, where: SQL | undefined, upTo: number) => countUpTo(tx, a, where, upTo);
export const estimateAudit = (tx: Tx, where: SQL | undefined) => estimateRows(tx, a, where);

/** The next export batch after `after`, in the list's order. */
export function selectAuditBatch(
  tx: Tx,
  where: SQL | undefined,
  f: AuditFilters,
  after: AuditCursor | undefined,
  limit: number,
) {
  const next = after
    ? keysetAfter(f.order, [a.at, a.id], [sql`${after.key}::timestamptz`, sql`${after.id}::bigint`])
    : undefined;
  return tx
    .select(selection)
    .from(a)
    .where(allOf(where, next))
    .orderBy(...ordered(f))
    .limit(limit);
}

export const cursorOf = (row: AuditRow): AuditCursor => ({ key: row.cursor, id: row.id });
