/**
 * Security events that are not a row written by a route (sign-in, failed sign-in, lockout, sign-out,
 * token use) are recorded here; writes through guarded routes are recorded by the database trigger.
 * A failed attempt's row must survive the refusal: inside a write request's transaction the event is
 * written at once and, should the request roll back, written again after it (platform/request-tx.ts);
 * outside one it is simply written.
 */
import type { Tx } from '../../platform/db.ts';
import { keepAfterRollback } from '../../platform/request-tx.ts';
import { type AuditEvent, auditLog } from './schema.ts';

export async function recordAuditEvent(db: Tx, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values(event);
  keepAfterRollback(event);
}
