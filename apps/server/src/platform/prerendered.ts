/**
 * The public site's pre-rendered pages (issue 15 item 4). apps/web's build renders every public route to
 * HTML (apps/web/scripts/prerender.mjs) into dist/prerendered, listed in dist/prerendered/pages.json; a
 * browser opening a public path gets its page, readable before any script runs (over a satellite link,
 * and to a search engine), and the console's script then hydrates it. Kept in memory (a few hundred KB)
 * and read again when the manifest changes, so a new build is served whole, as index.html is, never a
 * page naming the previous build's scripts. A case study of an unknown type gets the 'Invalid Case Study' page with a
 * 404. Each page is given here its og:url and canonical link: SITE_URL, else the address the request came
 * to (request.protocol and .host follow X-Forwarded-* only with TRUST_PROXY).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from './errors.ts';

/** What the web build writes to dist/prerendered/pages.json. */
export interface PagesManifest {
  /** Path (e.g. /guestapp) → HTML file, relative to dist. */
  pages: Record<string, string>;
  /** Path prefix (e.g. /impactstudy/) → the HTML file answered, as a 404, for any other path under it. */
  notFound: Record<string, string>;
}

export const PAGES_MANIFEST = 'prerendered/pages.json';

interface Page {
  /** The HTML up to `</head>`, and from it: og:url and the canonical link go between. */
  head: string;
  rest: string;
  status: 200 | 404;
}

export interface PrerenderedPages {
  /** Answers the pre-rendered page of the reply's request path; null when that path has none. */
  send(reply: FastifyReply): FastifyReply | null;
  /** The paths with a page of their own (none without a pre-rendered build). */
  paths(): string[];
  /** The site's address for the reply's request: SITE_URL, else where the request came to, if sound. */
  origin(reply: FastifyReply): string | undefined;
}

interface Loaded {
  version: number;
  pages: Map<string, Page>;
  notFound: (readonly [string, Page])[];
}

/** A Host header fit to be written into the page (anything else gets no og:url). */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function split(html: string, status: Page['status']): Page {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('a pre-rendered page has no </head>');
  return { head: html.slice(0, at), rest: html.slice(at), status };
}

/** The build's pages, read again whenever its manifest was written anew; null without one. */
function reader(root: string): () => Loaded | null {
  const manifestFile = join(root, PAGES_MANIFEST);
  let loaded: Loaded | null = null;
  return () => {
    const version = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : -1;
    if (version < 0) return null;
    if (loaded?.version === version) return loaded;
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest;
      const read = (file: string) => readFileSync(join(root, file), 'utf8');
      loaded = {
        version,
        pages: new Map(Object.entries(manifest.pages).map(([path, file]) => [path, split(read(file), 200)])),
        notFound: Object.entries(manifest.notFound).map(
          ([prefix, file]) => [prefix, split(read(file), 404)] as const,
        ),
      };
      return loaded;
    } catch {
      // A build writing dist right now: index.html answers until its pages are all there.
      return null;
    }
  };
}

/**
 * The pages the web build wrote under `root` (apps/web/dist). A build without them (the pre-render step
 * not run) leaves every path to the console's index.html, as before.
 */
export function loadPrerendered(
  root: string,
  siteUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PrerenderedPages {
  const current = reader(root);
  // Read on the first page asked for, not here: most apps built in tests never serve one.
  if (!existsSync(join(root, PAGES_MANIFEST))) {
    log.warn(`No pre-rendered public pages in ${root}: public pages are rendered by the browser alone.`);
  }

  function find(path: string): Page | undefined {
    const loaded = current();
    if (!loaded) return undefined;
    const exact = loaded.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (exact) return exact;
    return loaded.notFound.find(([prefix]) => path.startsWith(prefix) && path.length > prefix.length)?.[1];
  }

  function origin(reply: FastifyReply): string | undefined {
    if (siteUrl) return siteUrl;
    const { protocol, host } = reply.request;
    return HOST.test(host) ? `${protocol}://${host}` : undefined;
  }

  return {
    origin,
    paths: () => [...(current()?.pages.keys() ?? [])],
    send(reply) {
      const path = (reply.request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
      const page = find(path);
      if (!page) return null;
      const base = page.status === 200 ? origin(reply) : undefined;
      const url = base ? escapeAttribute(`${base}${path === '/' ? '/' : path.replace(/\/+$/, '')}`) : null;
      const tags = url ? `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">` : '';
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(`${page.head}${tags}${page.rest}`);
    },
  };
}

/**
 * The public pages as routes, so every answer hook applies to them (a route's own hooks, such as the
 * compression of platform/compression.ts, never run for the not-found handler): `/:page` and
 * `/impactstudy/:type` answer a pre-rendered page, a file of the build, or hand the path to the not-found
 * handler (index.html for a browser, a JSON 404 otherwise). Paths with a route of their own (/, /health,
 * the API) go there first, as fixed paths do. Also /robots.txt and /sitemap.xml for search
 * engines: every pre-rendered page at the site's address (SITE_URL, else the request's); the API is not
 * for crawling. Without pre-rendered pages there is no sitemap.
 */
export function registerSiteIndex(app: FastifyInstance, pages: PrerenderedPages): void {
  // A path that is no page may be a file of the build at the top (the web app manifest, the service
  // worker, the icons): these routes take such paths before the console's files route (a catch-all,
  // web.ts) can, so they hand them to it; a path that is no file either goes to the not-found handler.
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    pages.send(reply) ?? reply.sendFile(request.url.split('?')[0]?.slice(1) ?? '');
  app.get('/:page', { schema: { hide: true } }, page);
  app.get('/impactstudy/:type', { schema: { hide: true } }, page);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const base = pages.paths().length > 0 ? pages.origin(reply) : undefined;
    const lines = ['User-agent: *', 'Disallow: /v1/', 'Disallow: /v2/', 'Disallow: /v3/', 'Disallow: /docs'];
    if (base) lines.push(`Sitemap: ${base}/sitemap.xml`);
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => {
    const paths = pages.paths();
    const base = pages.origin(reply);
    if (paths.length === 0 || !base) {
      throw new NotFound('This server has no pre-rendered pages to list.');
    }
    const urls = paths.map((path) => `  <url><loc>${escapeAttribute(`${base}${path}`)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
