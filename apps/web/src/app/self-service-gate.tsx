/**
 * An extension session (a code sign-in through App Access) is self-service, never the admin console
 * (DESIGN §3, issue 10 item 2): every signed-in console route sends it to its home, /self. The /self
 * route itself sends a console user to the dashboard (features/self/self-layout.tsx).
 */
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { FEATURE_TEXTS } from '../kit/i18n/catalogue.ts';
import { withTexts } from '../kit/i18n/index.ts';
import { useSession } from '../kit/session/use-session.ts';
import { RequireSession } from './require-session.tsx';

export const SELF_HOME = '/self';

/** The signed-in area's gate: a session is required (RequireSession), and an extension stays in /self. */
export function SelfServiceGate() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.data?.role === 'extension' && pathname !== SELF_HOME) {
    return <Navigate to={SELF_HOME} replace />;
  }
  return <RequireSession />;
}

/** The self-service home: its own chunk, its own layout (no side bar, no admin menu). */
export const selfServiceRoute: RouteObject = {
  path: SELF_HOME.slice(1),
  lazy: async () => {
    const code = await withTexts(import('../features/self/index.ts'), FEATURE_TEXTS.self);
    return { Component: code.SelfLayout };
  },
};
