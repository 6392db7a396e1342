/**
 * The public site's pre-rendered pages (issue 15 item 4): a public path answers its own HTML with og:url
 * and the canonical link; console paths keep index.html; an unknown case study is a 404 page; a new
 * build's pages replace the old ones without a restart.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { PAGES_MANIFEST, type PagesManifest } from './prerendered.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><title>Portside console</title>';
/** A page as the build writes one, long enough (over 1 KB) to be worth compressing. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1><p>${'Calls and messages over the ship link. '.repeat(40)}</p></div></body></html>`;

function writeBuild(dist: string, titles: { home: string; guest: string }) {
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'prerendered', 'home.html'), page(titles.home));
  writeFileSync(join(dist, 'prerendered', 'guestapp.html'), page(titles.guest));
  writeFileSync(join(dist, 'prerendered', 'health.html'), page('Telehealth'));
  writeFileSync(join(dist, 'prerendered', 'invalid-study.html'), page('Invalid Case Study'));
  const manifest: PagesManifest = {
    pages: {
      '/': 'prerendered/home.html',
      '/guestapp': 'prerendered/guestapp.html',
      '/health': 'prerendered/health.html',
    },
    notFound: { '/impactstudy/': 'prerendered/invalid-study.html' },
  };
  writeFileSync(join(dist, PAGES_MANIFEST), JSON.stringify(manifest));
}

let dist: string;
let bare: string;
let t: TestApp;
let withSite: TestApp;
let withoutPages: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portside-prerendered-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeBuild(dist, { home: 'Home', guest: 'Guest App' });
  bare = mkdtempSync(join(tmpdir(), 'portside-bare-'));
  writeFileSync(join(bare, 'index.html'), INDEX);
  [t, withSite, withoutPages] = await Promise.all([
    buildTestApp({ env: { WEB_DIST: dist } }),
    buildTestApp({ env: { WEB_DIST: dist, SITE_URL: 'https://www.fleet.example/' } }),
    buildTestApp({ env: { WEB_DIST: bare } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), withSite.close(), withoutPages.close()]);
  rmSync(dist, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, accept?: string, host = 'portside.test:8080') =>
  app.app.inject({ url, headers: { host, ...(accept ? { accept } : {}) } });

describe('pre-rendered public pages', () => {
  it('answers a public path with its own page, its address as og:url and canonical link', async () => {
    const res = await get(t, '/guestapp', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Guest App</h1>');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://portside.test:8080/guestapp"><meta property="og:url" content="http://portside.test:8080/guestapp"></head>',
    );
    // A trailing slash is the same page, with the one address.
    expect((await get(t, '/guestapp/?ref=mail', BROWSER)).body).toContain(
      'content="http://portside.test:8080/guestapp"',
    );
  });

  it('answers / with the home page, whatever the client accepts', async () => {
    for (const accept of [BROWSER, '*/*', undefined]) {
      const res = await get(t, '/', accept);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Home</h1>');
      expect(res.body).toContain('content="http://portside.test:8080/"');
    }
  });

  it('sends a page compressed to a browser that takes it, as every other answer is', async () => {
    for (const url of ['/guestapp', '/impactstudy/not-a-study', '/', '/health']) {
      const res = await t.app.inject({
        url,
        headers: { accept: BROWSER, 'accept-encoding': 'br, gzip', host: 'portside.test' },
      });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('</html>');
    }
  });

  it('takes og:url from SITE_URL when it is set, not from the Host header', async () => {
    const res = await get(withSite, '/guestapp', BROWSER, 'attacker.example');
    expect(res.body).toContain('<meta property="og:url" content="https://www.fleet.example/guestapp">');
    expect(res.body).not.toContain('attacker.example');
  });

  it('writes no address from a Host header that is not a host name', async () => {
    const res = await get(t, '/guestapp', BROWSER, 'x"><script>alert(1)</script>');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:url');
    expect(res.body).not.toContain('<script>');
  });

  it('serves the Telehealth page at /health to a browser, JSON to scripts', async () => {
    expect((await get(t, '/health', BROWSER)).body).toContain('<h1>Telehealth</h1>');
    expect((await get(t, '/health', 'application/json')).json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown case study with the Invalid Case Study page as a 404, without an address', async () => {
    const res = await get(t, '/impactstudy/not-a-study', BROWSER);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Invalid Case Study</h1>');
    expect(res.body).not.toContain('og:url');
  });

  it('keeps index.html for the signed-in console and the JSON 404 for API paths', async () => {
    expect((await get(t, '/dashboard', BROWSER)).body).toBe(INDEX);
    expect((await get(t, '/v1/nothing', BROWSER)).statusCode).toBe(404);
  });

  it("serves a new build's pages without a restart", async () => {
    writeBuild(dist, { home: 'Home, rebuilt', guest: 'Guest App, rebuilt' });
    // The manifest's time is what tells a new build; make it differ even within one clock tick.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, PAGES_MANIFEST), later, later);
    expect((await get(t, '/guestapp', BROWSER)).body).toContain('<h1>Guest App, rebuilt</h1>');
  });

  it('lists every page for search engines: robots.txt points at the sitemap, the sitemap at each page', async () => {
    const robots = await get(withSite, '/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /v1/');
    expect(robots.body).toContain('Sitemap: https://www.fleet.example/sitemap.xml');
    const sitemap = await get(withSite, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.fleet.example/',
      'https://www.fleet.example/guestapp',
      'https://www.fleet.example/health',
    ]);
  });

  it('has no sitemap without pre-rendered pages', async () => {
    expect((await get(withoutPages, '/sitemap.xml')).statusCode).toBe(404);
    expect((await get(withoutPages, '/robots.txt')).body).not.toContain('Sitemap');
  });

  it('answers index.html everywhere when the build has no pre-rendered pages', async () => {
    for (const url of ['/', '/guestapp', '/impactstudy/cunard']) {
      const res = await get(withoutPages, url, BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
