/**
 * Serves the built console (apps/web/dist, or WEB_DIST) with a single-page-app fallback: a browser asking
 * for any page that is not an API path gets index.html and the console's router takes over. Unknown API
 * paths answer 404 `{error}`. Hashed assets are cached for a year, index.html never. Files are sent as the
 * build's brotli or gzip copy when the browser takes one (preCompressed).
 *
 * index.html goes out naming the API reads the console's first screen makes (`<link rel="preload">`): who
 * is signed in, and to someone not signed in, the login's environment file and picker. The browser fetches
 * them beside the console's code, so over a satellite link (600 ms a round trip) they are there when the
 * code is, instead of two round trips after it (issue 15 item 6).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml } from './accept.ts';
import { NotFound } from './errors.ts';
import { loadPrerendered, registerSiteIndex } from './prerendered.ts';
import { SESSION_COOKIE } from './session.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the console never owns, so a typo there is a JSON 404 rather than the console's page. */
const NOT_CONSOLE = /^\/(v[123]|docs|ws)(\/|$)/;

export interface Console {
  /** Answers index.html; only present when a built console exists. */
  sendIndex?: (reply: FastifyReply) => FastifyReply;
}

export interface ConsoleOptions {
  webDist?: string;
  siteUrl?: string;
  /** The deployment is pinned to one environment: its login reads /environment.json, never the picker. */
  pinned: boolean;
}

/** The API reads of the console's first screen (apps/web: kit/session, features/auth/api). */
export function firstReads(request: FastifyRequest, pinned: boolean): string[] {
  if (request.cookies[SESSION_COOKIE]) return ['/v1/session'];
  return ['/v1/session', '/environment.json', ...(pinned ? [] : ['/v1/environments'])];
}

/** index.html as built, read again when a new build replaces it. */
function indexReader(file: string): () => string {
  let cached: { version: number; html: string } | null = null;
  return () => {
    const version = statSync(file).mtimeMs;
    if (cached?.version !== version) cached = { version, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

export async function registerConsole(
  app: FastifyInstance,
  { webDist, siteUrl, pinned }: ConsoleOptions,
): Promise<Console> {
  const root = webDist ?? DEFAULT_WEB_DIST;
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // One route for every file, looked up when it is asked for: nothing is listed at start (20 ms of a
      // restart, issue 15 item 5), and a rebuild's new files are served without a restart. A path that is
      // no file goes on to the not-found handler below (the console's page, or a JSON 404).
      wildcard: true,
      // Not the compressed copies by their own names (preCompressed finds them beside their file) nor the
      // pre-rendered pages (answered by prerendered.ts with their address filled in).
      allowedPath: (path) => !/\.(br|gz)$/.test(path) && !path.startsWith('/prerendered/'),
      // '/' is the pre-rendered home page (prerendered.ts), registered below, not the bare index.html.
      index: false,
      cacheControl: false,
      // The build's brotli and gzip copies (apps/web/scripts/compress.mjs), by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built console in ${root}: run \`npm run build\` to serve it.`);
  }
  // A public page answers with its pre-rendered HTML, any other page with the console's index.html.
  const pages = built ? loadPrerendered(root, siteUrl, app.log) : undefined;
  const index = indexReader(join(root, 'index.html'));
  const sendConsole = (reply: FastifyReply) => {
    // Same-origin fetches with credentials 'same-origin', as the console's API client makes them.
    const preloads = firstReads(reply.request, pinned)
      .map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`)
      .join('');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(index().replace('</head>', `${preloads}</head>`));
  };
  const sendIndex = built ? (reply: FastifyReply) => pages?.send(reply) ?? sendConsole(reply) : undefined;
  if (sendIndex) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  if (pages) registerSiteIndex(app, pages);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (sendIndex && isRead && !NOT_CONSOLE.test(path) && acceptsHtml(request.headers.accept)) {
      return sendIndex(reply);
    }
    throw new NotFound(`The system is unable to find the requested action '${path}'.`);
  });
  return { sendIndex };
}
