/** Everything a screen relies on: Mantine theme, notifications, TanStack Query. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../kit/api-client.ts';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a dropped satellite link might.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({
  client,
  children,
  test = false,
}: {
  client: QueryClient;
  children: React.ReactNode;
  /** Tests: no transitions, no portals. */
  test?: boolean;
}) {
  return (
    <MantineProvider theme={theme} env={test ? 'test' : 'default'}>
      <Notifications position="top-center" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
