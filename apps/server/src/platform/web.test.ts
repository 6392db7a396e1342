/** The built console: static files, SPA fallback, and /health as the console's public page for browsers. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><title>Portside console</title>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portside-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the console at /health for a browser, JSON for scripts', async () => {
    expect((await get('/health', BROWSER)).body).toBe(INDEX);
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
