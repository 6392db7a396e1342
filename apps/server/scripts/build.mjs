#!/usr/bin/env node
/**
 * Compiles the server for `npm start` (issue 15 item 5): src/server.ts and what it imports, with the shared
 * contract (TypeScript source, packages/contract), bundled by esbuild into dist/server.js, so the server
 * starts on plain Node without compiling TypeScript at each start as tsx does. Packages from node_modules
 * stay outside the bundle, imported as they are.
 *
 * Files read by path (the drizzle migrations, the fleet roster, the built console, the seed's voicemail
 * recordings) are found from each module's own import.meta.url: in the bundle every module gets the URL
 * of its source file, so those paths resolve exactly as under tsx, wherever the bundle is.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
/** Every dependency from node_modules, and its subpaths, except the workspace's own TypeScript contract. */
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@portside/'))
  .flatMap((name) => [name, `${name}/*`]);

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
await build({
  entryPoints: [join(server, 'src', 'server.ts')],
  outfile: join(server, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  plugins: [sourceUrls],
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`server: dist/server.js in ${Date.now() - started} ms`);
