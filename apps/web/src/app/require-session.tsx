/** The signed-in area: a signed-out visit goes to /auth and comes back here after sign-in. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../kit/session/use-session.ts';
import { LoadFailed } from '../kit/ui/load-failed.tsx';
import { PageLoader } from '../kit/ui/page-loader.tsx';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <LoadFailed fullPage onRetry={() => void session.refetch()} />;
  if (!session.data) {
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
