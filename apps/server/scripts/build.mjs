#!/usr/bin/env node
/**
 * Compiles the server for `npm start` (issue 15 item 5): src/server.ts and what it imports, with the shared
 * contract (TypeScript source, packages/contract), bundled by esbuild into dist/server.js and the chunks it
 * imports (dist/chunks/: start.ts, which server.ts imports once the database is opening, and the modules
 * both use), so the server starts on plain Node without compiling TypeScript at each start as tsx does.
 *
 * The packages it imports from node_modules (fastify and its plugins, zod, drizzle, ws, pino...) are in the
 * bundle too: Node then reads, resolves and compiles a few files instead of some six hundred (a quarter of
 * a second of a restart, the largest part of loading the server). What the server imports dynamically at
 * its first use (drizzle's node-postgres driver on PostgreSQL) is a chunk of its own, loaded only then.
 * Outside the bundle, imported from node_modules as they are, stay only (OUTSIDE below) packages that read
 * their own files by path (PGlite's WebAssembly, @fastify/swagger's package.json, swagger-ui's pages: a
 * bundled CommonJS module has no __dirname) and node-postgres with its COPY reader, which csv-export.ts
 * also loads with lazyRequire (one copy for both); packages loaded with lazyRequire are never seen by
 * the bundler. The bundle's CommonJS modules find Node's built-in modules through a `require` made for
 * the bundle (the banner). (pino's transports, which start a worker from a file beside pino, would not find
 * it from the bundle; the server's logger writes to stdout and uses none.)
 *
 * Files read by path (the drizzle migrations, the fleet roster, the built console, the seed's voicemail
 * recordings) are found from each module's own import.meta.url: in the bundle every module gets the URL
 * of its source file, so those paths resolve exactly as under tsx, wherever the bundle is.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
const result = await build({
  // The metafile names its outputs from here.
  absWorkingDir: server,
  entryPoints: { server: join(server, 'src', 'server.ts') },
  outdir: dist,
  // server.ts imports start.ts when the database is already opening: the rest of the server is a chunk of
  // its own, and what both use (the configuration, zod) one more.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  plugins: [sourceUrls],
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
// A chunk's name changes with its contents. A server started from an earlier build may still import one of
// its chunks at a first use (drizzle's node-postgres driver, cookie), so a rebuild keeps earlier chunks
// for a day before removing them.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => join(server, file)));
const chunks = join(dist, 'chunks');
for (const name of readdirSync(chunks)) {
  const file = join(chunks, name);
  if (!written.has(file) && Date.now() - statSync(file).mtimeMs > 24 * 3600_000)
    rmSync(file, { force: true });
}
console.log(`server: dist/server.js in ${Date.now() - started} ms`);
