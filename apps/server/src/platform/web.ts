/**
 * Serves the built console (apps/web/dist, or WEB_DIST) with a single-page-app fallback: a browser asking
 * for any page that is not an API path gets index.html and the console's router takes over. Unknown API
 * paths answer 404 `{error}`. Hashed assets are cached for a year, index.html never. Files are sent as the
 * build's brotli or gzip copy when the browser takes one (preCompressed).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptsHtml } from './accept.ts';
import { NotFound } from './errors.ts';
import { loadPrerendered, registerSiteIndex } from './prerendered.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the console never owns, so a typo there is a JSON 404 rather than the console's page. */
const NOT_CONSOLE = /^\/(v[123]|docs|ws)(\/|$)/;

export interface Console {
  /** Answers index.html; only present when a built console exists. */
  sendIndex?: (reply: FastifyReply) => FastifyReply;
}

export async function registerConsole(
  app: FastifyInstance,
  webDist: string | undefined,
  siteUrl?: string,
): Promise<Console> {
  const root = webDist ?? DEFAULT_WEB_DIST;
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
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
  const sendIndex = built
    ? (reply: FastifyReply) =>
        pages?.send(reply) ??
        reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false })
    : undefined;
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
