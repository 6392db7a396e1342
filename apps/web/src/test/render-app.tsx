/** Renders the real route table at a path, with the real providers (Mantine in test mode). */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { trackRouter } from './routers.ts';

export function renderApp(path: string, state?: unknown) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = trackRouter(createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] }));
  const view = render(
    <Providers client={client} test>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}
