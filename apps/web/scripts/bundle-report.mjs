#!/usr/bin/env node
/**
 * After `vite build`: the gzip size of the JS a browser loads for the login route (/auth): the entry and
 * its static imports, the sign-in's code among them (src/app/routes.tsx); and for the dashboard, the
 * console's first screen after signing in, counted from the same cold start: the entry, the console
 * layout, the dashboard's code and the console's English texts, with their imports (issue 15 item 6).
 * Prints a table and exits 1 when either total is over the budget (issue 3: 250 KB gzip).
 * scripts/bench-web.mjs measures the same in a browser, with the requests it really makes.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-report: no entry in the Vite manifest');
  process.exit(1);
}

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const files = new Map();
for (const key of closure(entryKey)) files.set(manifest[key].file, key);

const rows = [...files].map(([file, key]) => {
  const bytes = readFileSync(join(dist, file));
  return { file, key, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log('\nJS loaded by the login route (/auth):');
console.log(`  ${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
for (const row of rows) {
  console.log(`  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}`);
}
console.log(
  `  ${'total'.padEnd(width)}  ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(8)}  ${kb(total).padStart(8)}`,
);

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, list) => file.endsWith('.js') && list.indexOf(file) === index)
  .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
console.log(`\nAll JS of the console: ${kb(allJs)} KB gzip (loaded per route, on demand).`);

/** What a signed-in person's first screen loads besides the entry: its route's chunks (app/routes.tsx). */
const DASHBOARD = [
  'src/app/shell/console-layout.tsx',
  'src/features/dashboard/index.ts',
  'src/kit/i18n/en-console.ts',
];
const dashboardKeys = new Set([...closure(entryKey)]);
for (const key of DASHBOARD) {
  if (!manifest[key]) {
    console.error(`bundle-report: ${key} is not a chunk of the build (app/routes.tsx changed?)`);
    process.exit(1);
  }
  closure(key, dashboardKeys);
}
const dashboard = [...new Set([...dashboardKeys].map((key) => manifest[key].file))]
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);

let over = false;
for (const [what, bytes] of [
  ['the login route', total],
  ['the dashboard after signing in', dashboard],
]) {
  if (bytes > BUDGET_KB * 1024) {
    console.error(`\nOver budget: ${what} loads ${kb(bytes)} KB gzip of JS, the budget is ${BUDGET_KB} KB.`);
    over = true;
  } else
    console.log(
      `${what[0]?.toUpperCase()}${what.slice(1)} within budget: ${kb(bytes)} KB of ${BUDGET_KB} KB gzip.`,
    );
}
if (over) process.exit(1);
console.log('');
