/** Pages open to everyone (the upgrade notice): inside the console shell when signed in, plain otherwise. */
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { withTexts } from '../kit/i18n/index.ts';
import { lazyChunk } from '../kit/lazy-chunk.ts';
import { useSession } from '../kit/session/use-session.ts';
import { PageLoader } from '../kit/ui/page-loader.tsx';

// The console's texts in the current language come with the layout's code, as on the console's routes.
const ConsoleLayout = lazyChunk(() =>
  withTexts(import('./shell/console-layout.tsx'), ['console']).then((m) => ({ default: m.ConsoleLayout })),
);

export function ShellIfSignedIn() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  // An extension session has no console shell: its home is the self-service page.
  if (session.data?.role === 'extension') return <Navigate to="/self" replace />;
  if (session.data) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ConsoleLayout />
      </Suspense>
    );
  }
  return (
    <Container size={640} py={80} px="md">
      <Outlet />
    </Container>
  );
}
