/**
 * The role's gate of a group of routes (issue 10): a page the signed-in role may not open shows why
 * instead of the screen, so typing its URL reaches nothing the side bar would not offer. The server's
 * guard refuses the calls too; this gate only keeps the console honest about it.
 */
import type { Permission } from '@portside/contract';
import { Outlet } from 'react-router';
import { useCan } from '../kit/session/permissions.ts';
import { NoAccess } from '../kit/ui/no-access.tsx';

export function PermissionGate({ permission }: { permission: Permission }) {
  return useCan(permission) ? <Outlet /> : <NoAccess permission={permission} />;
}
