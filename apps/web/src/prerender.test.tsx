/**
 * The pre-render (issue 15 item 4): each public page renders to HTML with its heading and head tags, and
 * the browser's first render matches it, so React hydrates the very DOM the server sent (the heading
 * stays the same node) and reports no mismatch. The built pages, served by the real server and read
 * with JavaScript off, are e2e/tests/public-prerendered.spec.ts.
 */
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter, loadRoutesOf } from './app/router.tsx';
import { PUBLIC_PATHS, renderPublicPage } from './prerender.tsx';
import { mockFetch } from './test/mock-fetch.ts';
import { trackRouter } from './test/routers.ts';

const HEADINGS: Record<string, string> = {
  '/': 'Every guest and crew member reachable, anywhere at sea',
  '/health': 'A doctor on shore, one video call away',
  '/impactstudy': 'Results our customers can point to',
  '/impactstudy/navi-carrier-strike-group': 'Carrier strike group',
  '/impactstudy/not-a-study': 'Invalid Case Study',
};

let hydrated: { root: Root; container: HTMLElement } | null = null;
afterEach(() => {
  act(() => hydrated?.root.unmount());
  hydrated?.container.remove();
  hydrated = null;
  window.history.replaceState(null, '', '/');
});

describe('pre-rendered public pages', () => {
  it('renders every public path with one level-1 heading and its own title', async () => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const { html, head } = await renderPublicPage(path);
      const page = document.createElement('div');
      page.innerHTML = html;
      expect(page.querySelectorAll('h1'), path).toHaveLength(1);
      const title = head.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title ?? '');
      expect(head).toContain('<meta property="og:title"');
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}">/);
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
    // Twenty-one whole pages: a few seconds on a quiet machine, more on a busy CI one.
  }, 60_000);

  it('escapes what it writes into the head', async () => {
    const { head } = await renderPublicPage('/impactstudy/nooz');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).not.toMatch(/content="[^"]*<[^"]*"/);
  });

  it.each(Object.entries(HEADINGS))('%s is hydrated as sent, without a mismatch', async (path, heading) => {
    const { html } = await renderPublicPage(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const sent = container.querySelector('h1');
    expect(sent?.textContent).toBe(heading);

    mockFetch({
      'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } },
      'GET /v1/site/links': { body: { blog: 'https://blog.fleet.example', sisterProducts: [], social: [] } },
    });
    // As main.tsx starts a pre-rendered page.
    window.history.replaceState(null, '', path);
    await loadRoutesOf(path);
    const router = trackRouter(createAppRouter({ hydrationData: {} }));
    expect(router.state.initialized).toBe(true);
    const mismatches: unknown[] = [];
    await act(async () => {
      const root = hydrateRoot(
        container,
        <StrictMode>
          <Providers client={createQueryClient()}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
      hydrated = { root, container };
    });
    // The configured links arrive after hydration, into the same page.
    expect(await screen.findAllByRole('link', { name: /Visit Our Blog/ })).not.toHaveLength(0);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(sent);
  });
});
