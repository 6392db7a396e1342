/** The audit log of one environment: the list with its filters and total, and the export with the same filters. */
import type { AuditEntry, AuditList, AuditListQuery } from '@portside/contract/audit';
import type { Tx } from '../../platform/db.ts';
import { keysetBatches, pageWithTotal } from '../../platform/list-query.ts';
import {
  type AuditCursor,
  type AuditRow,
  auditWhere,
  countAudit,
  cursorOf,
  estimateAudit,
  selectAuditBatch,
  selectAuditPage,
  selectAuditPageCounted,
} from './queries.ts';

export function presentAuditRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    domain: row.domain,
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    actor_name: row.actorName,
    actor_role: row.actorRole,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    fields: row.fields,
    ip: row.ip,
    detail: row.detail,
  };
}

export async function listAudit(tx: Tx, domain: string, q: AuditListQuery): Promise<AuditList> {
  const where = auditWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectAuditPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectAuditPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countAudit(tx, where, upTo),
    estimate: () => estimateAudit(tx, where),
  });
  return { data: rows.map(presentAuditRow), total, total_kind: totalKind };
}

/** Every matching row, in the list's order, in batches. */
export async function* exportAudit(tx: Tx, domain: string, q: AuditListQuery): AsyncGenerator<AuditEntry[]> {
  const where = auditWhere(domain, q);
  const batches = keysetBatches(
    (after: AuditCursor | undefined, limit: number) => selectAuditBatch(tx, where, q, after, limit),
    cursorOf,
  );
  for await (const batch of batches) yield batch.map(presentAuditRow);
}
