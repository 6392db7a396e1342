/**
 * What the signed-in role may do, from the contract's one table (access.ts) that the server's guard
 * enforces too: the console offers only what `can` allows, so a refused button is never shown.
 */
import type { Session } from '@portside/contract';
import { can, type Permission, type Role } from '@portside/contract/access';
import type { I18nKey } from '../i18n/index.ts';
import { useCurrentSession } from './use-session.ts';

export function sessionCan(session: Session, permission: Permission): boolean {
  return can(session.role, permission);
}

/** `const canWrite = useCan('pbx.write')` inside the signed-in area. */
export function useCan(permission: Permission): boolean {
  return sessionCan(useCurrentSession(), permission);
}

/** The role's name as people read it ('Billing clerk'). */
export const roleLabel = (role: Role): I18nKey => `access.roles.${role}`;

/** What a permission lets one do, to end a sentence ('view the PBX'). */
export const permissionLabel = (permission: Permission): I18nKey => `access.permissions.${permission}`;

/** Where a session starts: the dashboard, or the self-service home of an extension signed in by code. */
export const homePath = (session: Session): string =>
  sessionCan(session, 'dashboard.read') ? '/dashboard' : '/self';
