/**
 * What the signed-in role may do, from the contract's one table (access.ts) that the server's guard
 * enforces too: the console offers only what `can` allows, so a refused button is never shown.
 */
import { can, type Permission, type Session } from '@portside/contract';
import { useCurrentSession } from './use-session.ts';

export function sessionCan(session: Session, permission: Permission): boolean {
  return can(session.role, permission);
}

/** `const canWrite = useCan('pbx.write')` inside the signed-in area. */
export function useCan(permission: Permission): boolean {
  return sessionCan(useCurrentSession(), permission);
}
