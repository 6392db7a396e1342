/**
 * Compression (issue 15 item 5): the build's brotli and gzip copies chosen by Accept-Encoding, API answers
 * compressed from the threshold up, and a stream (a CSV export) still sent as it is made.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../test/helper.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

const COMPRESS_SCRIPT = fileURLToPath(new URL('../../../web/scripts/compress.mjs', import.meta.url));
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = `<!doctype html><title>Portside console</title>${'<!-- shell -->'.repeat(100)}`;
/** A hashed script as the build writes it: well over the size the build compresses. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "console ${i}";`).join('\n');
const STREAM_CHUNKS = 64;
let dist: string;
let t: TestApp;
let admin: string;
let base: string;
/** Resolved by the client when the streamed answer's first bytes reach it. */
let firstBytesArrived: () => void = () => {};
let produced = 0;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portside-compress-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export {};');
  // The build's own last step makes the copies.
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist], { stdio: 'pipe' });
  t = await buildTestApp({
    env: { WEB_DIST: dist },
    routes: (app) => {
      // A stream that stops after STREAM_CHUNKS chunks until the client has its first bytes: an answer
      // gathered whole before sending would never get them, and the test would time out.
      app.get('/v1/test/stream', { config: { public: true } }, async (_request, reply) => {
        produced = 0;
        const arrived = new Promise<void>((resolve) => {
          firstBytesArrived = resolve;
        });
        async function* body() {
          // A header line first, as a CSV export has. @fastify/compress passes through unchanged (yet still
          // labelled gzip) a body whose first bytes look like a deflate header, and random base64 does
          // about once in 400 (fastify/fastify-compress#347); our answers begin with '{', '[', '<' or a
          // CSV header of column ids, which never do.
          yield 'line,data\n';
          for (let i = 0; i < STREAM_CHUNKS; i += 1) {
            produced += 1;
            yield `${randomBytes(12 * 1024).toString('base64')}\n`;
          }
          await arrived;
          yield 'end\n';
        }
        return reply.type('text/csv; charset=utf-8').send(Readable.from(body()));
      });
    },
  });
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe("the build's files", () => {
  const script = '/assets/index-Ab12Cd34.js';

  it('sends a hashed script as brotli to a browser that takes it, cached for a year', async () => {
    const res = await get(script, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    // The build's copy, not one made for this request.
    expect(res.rawPayload).toEqual(readFileSync(join(dist, `${script}.br`)));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const res = await get(script, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload).toEqual(readFileSync(join(dist, `${script}.gz`)));
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(script, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends a file too small for copies as it is', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it('compresses index.html too, and never lets it be cached', async () => {
    const res = await get('/dashboard', { accept: BROWSER, 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe('API answers', () => {
  const extensions = `/v3/pbx/domain/${A}/extension?page=1&pagesize=100`;

  it('compresses an answer over the threshold with what the client prefers', async () => {
    const plain = await get(extensions, { cookie: admin });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(extensions, { cookie: admin, 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('sends an answer under the threshold as it is', async () => {
    const res = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

/** A real HTTP request: the status, headers and the raw bytes, and when its first bytes came. */
function request(path: string, headers: Record<string, string>, onFirstBytes?: () => void) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    httpGet(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) onFirstBytes?.();
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('streams', () => {
  it('sends a compressed stream as it is made, not gathered first', async () => {
    let producedAtFirstBytes = -1;
    const { res, body } = await request('/v1/test/stream', { 'accept-encoding': 'gzip' }, () => {
      producedAtFirstBytes = produced;
      firstBytesArrived();
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(producedAtFirstBytes).toBeGreaterThan(0);
    expect(producedAtFirstBytes).toBeLessThanOrEqual(STREAM_CHUNKS);
    const text = gunzipSync(body).toString();
    expect(text.split('\n')).toHaveLength(STREAM_CHUNKS + 3);
    expect(text.endsWith('end\n')).toBe(true);
  });

  it('exports CSV as a compressed stream with the same rows as the plain export', async () => {
    const path = `/v3/pbx/domain/${A}/extension?format=csv&columns=extension,domain,description`;
    const plain = await request(path, { cookie: admin });
    expect(plain.res.statusCode).toBe(200);
    expect(plain.res.headers['content-type']).toContain('text/csv');
    for (const encoding of ['br', 'gzip']) {
      const { res, body } = await request(path, { cookie: admin, 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['content-disposition']).toContain('.csv');
      expect(decode(encoding, body).toString()).toBe(plain.body.toString());
    }
  });
});
