/** Spec 000 §4 "Module gate": a route of a disabled (or carrier-hidden) module goes to /upgrade/<module>. */
import { Navigate, Outlet } from 'react-router';
import { isModuleOpen, type RouteModule } from '../kit/session/module-access.ts';
import { useCurrentSession } from '../kit/session/use-session.ts';

export function ModuleGate({ module }: { module: RouteModule }) {
  const session = useCurrentSession();
  return isModuleOpen(session, module) ? <Outlet /> : <Navigate to={`/upgrade/${module}`} replace />;
}
