/** The built console: static files, SPA fallback, and /health as the console's public page for browsers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { SESSION_COOKIE } from './session.ts';
import { firstReads } from './web.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><html><head><title>Portside console</title></head><body></body></html>';
/** The API reads a signed-out browser is told to fetch with the page (the deployment is not pinned). */
const PRELOADS = ['/v1/session', '/environment.json', '/v1/environments']
  .map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`)
  .join('');
const SIGNED_OUT_INDEX = INDEX.replace('</head>', `${PRELOADS}</head>`);
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portside-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept?: string) => t.app.inject({ url, headers: accept ? { accept } : {} });

describe('console serving', () => {
  it('serves index.html at / and for console routes a browser opens', async () => {
    for (const url of ['/', '/dashboard', '/pbx/extensions?x=1']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(SIGNED_OUT_INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the first screen's API reads, so they come beside its code: the login's only when signed out", async () => {
    const signedIn = await t.app.inject({
      url: '/dashboard',
      headers: { accept: BROWSER },
      cookies: { [SESSION_COOKIE]: 'any' },
    });
    expect(signedIn.body).toBe(
      INDEX.replace('</head>', '<link rel="preload" as="fetch" crossorigin href="/v1/session"></head>'),
    );
    const request = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;
    // A pinned deployment's login reads its environment file and never the picker's list.
    expect(firstReads(request({}), true)).toEqual(['/v1/session', '/environment.json']);
    expect(firstReads(request({}), false)).toEqual(['/v1/session', '/environment.json', '/v1/environments']);
  });

  it('serves a file a rebuild wrote after the start, without a restart', async () => {
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
    const asset = await get('/assets/later-def456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await get('/sw.js');
    expect(worker.body).toBe('self.skipWaiting()');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache, as the build’s brotli copy to a browser that takes it', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('console.log(1)');
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    // The copy is no file of its own to ask for.
    expect((await get('/assets/app-abc123.js.br', '*/*')).statusCode).toBe(404);
  });

  it('serves the console at /health for a browser, JSON for scripts', async () => {
    expect((await get('/health', BROWSER)).body).toBe(SIGNED_OUT_INDEX);
    expect((await get('/health')).json()).toMatchObject({ status: 'ok' });
    expect((await get('/health', '*/*')).json()).toMatchObject({ status: 'ok' });
    expect((await get('/health', 'application/json')).json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API and docs paths with a JSON 404 even for a browser', async () => {
    for (const url of ['/v1/nothing', '/v3/pbx/nothing', '/docs/nothing', '/ws/x']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toContain(url);
    }
  });

  it('answers a non-HTML request for an unknown path with a JSON 404', async () => {
    const res = await get('/missing.png', 'image/png');
    expect(res.statusCode).toBe(404);
  });
});
