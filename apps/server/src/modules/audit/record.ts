/**
 * Security events that are not a row written by a route (sign-in, failed sign-in, lockout, sign-out,
 * token use) are recorded here; writes through guarded routes are recorded by the database trigger.
 * A failed sign-in's row must survive the refusal, so callers record it before throwing (outside any
 * transaction that the refusal rolls back).
 */
import type { Tx } from '../../platform/db.ts';
import { type AuditEvent, auditLog } from './schema.ts';

export async function recordAuditEvent(db: Tx, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values(event);
}
