#!/usr/bin/env node
/**
 * Last step of the web build (issue 15 item 5): a brotli (.br) and a gzip (.gz) copy beside every text
 * file of dist worth compressing, made once here at the strongest settings so the server never compresses
 * them per request. The server (apps/server/src/platform/web.ts, @fastify/static's preCompressed) sends
 * the copy the browser's Accept-Encoding allows, else the file itself. Runs after every step that writes
 * into dist, so no copy is older than its file; copies left by an earlier build are replaced or removed.
 * Usage: node scripts/compress.mjs [dist folder]
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** Text types a browser fetches; images and fonts of this build are compressed formats already. */
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);
/**
 * Not served as files: the Vite manifest, and the pre-rendered pages, which the server answers from memory
 * with per-request tags (apps/server/src/platform/prerendered.ts) and compresses as it sends them.
 */
const SKIP = new Set(['.vite', 'prerendered']);
/** Below this a copy saves less than the header bytes and a disk read cost. */
const MIN_BYTES = 512;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!(folder === dist && SKIP.has(entry.name))) yield* files(path);
    } else if (entry.isFile()) yield path;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const path of [...files(dist)]) {
  if (path.endsWith('.br') || path.endsWith('.gz')) {
    // A copy whose file is gone (an earlier build's chunk) goes too; the others are rewritten below.
    const original = path.slice(0, -3);
    if (!TEXT.has(extname(original)) || !statSync(original, { throwIfNoEntry: false })) rmSync(path);
    continue;
  }
  if (!TEXT.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) {
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
    continue;
  }
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzip);
  count += 1;
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `compress: ${count} files of ${relative(process.cwd(), dist) || '.'} (${kb(raw)}) → brotli ${kb(br)}, gzip ${kb(gz)} in ${Date.now() - started} ms`,
);
