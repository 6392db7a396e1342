import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The console's router. `hydrationData` (even empty) says the page came from the server: its first
 * render keeps the scroll where the visitor has it instead of resetting it (main.tsx, pre-rendered pages).
 */
export const createAppRouter = (options?: Parameters<typeof createBrowserRouter>[1]) =>
  createBrowserRouter(routes, options);

/**
 * Loads the code of the routes a path matches, before a router is made for it, so its first render is
 * that page rather than the loader: what hydrating a pre-rendered page needs (React Router's advice for
 * lazy routes with server rendering).
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    lazy.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
