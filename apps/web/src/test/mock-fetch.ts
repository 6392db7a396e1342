/** Mocks `fetch` at the HTTP boundary: answers by "METHOD /path" and records every request. */
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Handler = Reply | ((request: { url: URL; body: unknown }) => Reply);

export interface Recorded {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export function mockFetch(routes: Record<string, Handler>) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply =
      typeof handler === 'function'
        ? handler({ url, body })
        : (handler ?? { status: 404, body: { error: 'Not found.' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
