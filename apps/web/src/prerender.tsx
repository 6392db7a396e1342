/**
 * The public site's pre-render (issue 15 item 4), main.tsx's twin for the build: scripts/prerender.mjs
 * builds this file for Node (Vite SSR) and calls renderPublicPage for each public path. The route runs
 * through the real route table with React Router's static handler (its lazy routes loaded as in the
 * browser), inside the same providers as main.tsx, so the browser can hydrate the HTML it is given rather
 * than build the page again. Rendered in English, the language the site opens in without another choice.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { headTags, PUBLIC_PATHS, pageHead } from './features/public/head.ts';
import { t } from './kit/i18n/index.ts';

export { PUBLIC_PATHS };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <title>, description and Open Graph tags for <head>. */
  head: string;
}

const handler = createStaticHandler(routes);

export async function renderPublicPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors)
    throw new Error(`${path} failed: ${Object.values(context.errors).map(String).join('; ')}`);
  const head = pageHead(path, t);
  if (!head) throw new Error(`${path} is not a public page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the routes load no data, and the page's CSP refuses inline scripts anyway.
  const html = renderToString(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, head: headTags(head, t('public.meta.siteName')) };
}
