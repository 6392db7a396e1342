/**
 * Which modules the signed-in account may open: the organisation's modules_enabled flags, and
 * the carrier environment (callingCardsOnly), which hides everything but calling cards.
 */
import type { ModuleName, Session } from '@portside/contract';

export type RouteModule = ModuleName | 'none';

export function isModuleOpen(session: Session, module: RouteModule): boolean {
  if (module === 'none') return true;
  if (session.callingCardsOnly && module !== 'callingcards') return false;
  return session.organization.modules_enabled[module];
}
