/**
 * Cache-Control: no-store on JSON answers (issue 10 item 7): the API signed in and not, its errors,
 * /environment.json and /health; the console's static files keep their own caching, a static .json too;
 * an answer that chose its own policy keeps it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helper.ts';

let dist: string;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portside-cache-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portside</title>');
  writeFileSync(join(dist, 'manifest.json'), '{"name":"Portside"}');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST: dist, SIGNIN_LIMIT_PER_IP: '100' } });
  await insertFixtures(t.db);
  cookie = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('Cache-Control of JSON answers', () => {
  it('is no-store on the API, signed in or not, success or error', async () => {
    const answers = [
      await get('/v1/session', { cookie }),
      await get(`/v3/pbx/domain/${A}/extension`, { cookie }),
      await get('/v1/environments'),
      await get('/v1/session'),
      await get('/v3/no-such-route'),
      await t.app.inject({
        method: 'POST',
        url: `/v2/account/domain/${A}/auth/validate`,
        payload: { username: 'admin', password: 'wrong-password' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 404, 401]);
    for (const res of answers) {
      expect(res.headers['content-type'], res.body).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
    }
  });

  it('is no-store on /environment.json and /health', async () => {
    for (const url of ['/environment.json', '/health']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the console static files their own caching, a static JSON file included', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/', { accept: 'text/html' })).headers['cache-control']).toBe('no-cache');
  });
});
