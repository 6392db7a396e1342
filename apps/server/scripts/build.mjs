#!/usr/bin/env node
/**
 * Compiles the server for `npm start` (issue 15 item 5): src/server.ts and what it imports, with the shared
 * contract (TypeScript source, packages/contract), bundled by esbuild into one CommonJS file,
 * dist/server.cjs, and src/launch.ts into dist/server.js, which runs that file through V8's code cache
 * (src/platform/code-cache.ts), so the server starts on plain Node without compiling TypeScript as tsx
 * does, and a restart without compiling its JavaScript again either.
 *
 * The packages it imports from node_modules (fastify and its plugins, zod, drizzle, ws, pino...) are in the
 * bundle too: Node then reads, resolves and compiles one file instead of some six hundred. What the server
 * imports dynamically (start.ts, once the database is opening; drizzle's node-postgres driver on
 * PostgreSQL) is in the bundle as well, evaluated only at that import. Outside the bundle, required from
 * node_modules as they are, stay only (OUTSIDE below) packages that read their own files by path (PGlite's
 * WebAssembly, @fastify/swagger's package.json, swagger-ui's pages) and node-postgres with its COPY
 * reader, which csv-export.ts also loads with lazyRequire (one copy for both); packages loaded with
 * lazyRequire are never seen by the bundler. (pino's transports, which start a worker from a file beside
 * pino, would not find it from the bundle; the server's logger writes to stdout and uses none.)
 *
 * Files read by path (the drizzle migrations, the fleet roster, the built console, the seed's voicemail
 * recordings) are found from each module's own import.meta.url: in the bundle every module gets the URL
 * of its source file, so those paths resolve exactly as under tsx, wherever the bundle is.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
/** Dependencies imported from node_modules at run time rather than bundled (see the header). */
const OUTSIDE = ['@electric-sql/pglite', '@fastify/swagger', '@fastify/swagger-ui', 'pg', 'pg-copy-streams'];
const unknown = OUTSIDE.filter((name) => !(name in pkg.dependencies));
if (unknown.length > 0) throw new Error(`build.mjs: not dependencies of the server: ${unknown.join(', ')}`);
/** ws's optional native helpers: required inside a try, absent unless installed. */
const OPTIONAL = ['bufferutil', 'utf-8-validate'];
const external = [...OUTSIDE.flatMap((name) => [name, `${name}/*`]), ...OPTIONAL];

/** Gives each module its source file's import.meta.url instead of the bundle's. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = Date.now();
const dist = join(server, 'dist');
// A new build, a new folder: the code cache of the previous one (V8 would only refuse it) and the ES module
// chunks earlier builds wrote go with it. A server running meanwhile has its code in memory already.
rmSync(dist, { recursive: true, force: true });
/** Both files: bundled for Node 20, paths named from the server's folder. */
const forNode = {
  absWorkingDir: server,
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
};
// The server, one CommonJS file: what V8's code cache can hold (a vm.Script; Node 20 caches no ES module).
await build({
  ...forNode,
  entryPoints: [join(server, 'src', 'server.ts')],
  outfile: join(dist, 'server.cjs'),
  format: 'cjs',
  // import() of a package outside the bundle (pg) becomes a require: a script run from V8's code cache
  // cannot import() on Node 20 (src/platform/code-cache.ts).
  supported: { 'dynamic-import': false },
  external,
  plugins: [sourceUrls],
  sourcemap: 'linked',
});
// ASCII only, so the launcher reads it as a one-byte string (src/platform/code-cache.ts): esbuild escapes
// every other character in the code, but not in the comments it keeps, where an escape reads as well.
const bundle = join(dist, 'server.cjs');
writeFileSync(
  bundle,
  readFileSync(bundle, 'utf8').replace(
    /[^\0-\x7f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ),
);
// Its launcher, with its own import.meta.url: it finds the bundle beside itself.
await build({
  ...forNode,
  entryPoints: [join(server, 'src', 'launch.ts')],
  outfile: join(dist, 'server.js'),
  format: 'esm',
});
console.log(`server: dist/server.cjs and its launcher dist/server.js in ${Date.now() - started} ms`);
