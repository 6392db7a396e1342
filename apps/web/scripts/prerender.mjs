#!/usr/bin/env node
/**
 * After `vite build`: the public site's pages as HTML (issue 15 item 4), so each is readable before any
 * script runs, over a satellite link and to a search engine. Builds src/prerender.tsx for Node (Vite's SSR
 * build, into node_modules/.cache so its imports resolve), renders every public path with it, and writes
 * each into dist/index.html's shell: the page's title, description and Open Graph tags, its area's CSS
 * (which the browser would otherwise fetch only with the route's code), the markup in #root marked
 * data-prerendered, and in place of the console's entry script the small src/public-boot.ts, which loads
 * that entry when the visitor first does something on the page; main.tsx then hydrates the markup. An unknown case study gets the
 * 'Invalid Case Study' page (answered as a 404). dist/prerendered/pages.json, written last, tells the
 * server (apps/server/src/platform/prerendered.ts) which file is which path's.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrOut = join(web, 'node_modules', '.cache', 'portside-prerender');
const OUT = 'prerendered';
/** Any path under /impactstudy/ that is no study renders the same 'Invalid Case Study' page. */
const INVALID_STUDY = '/impactstudy/no-such-study';
const PUBLIC_AREA = 'src/features/public/index.ts';
const PUBLIC_TEXTS = 'src/kit/i18n/en-public.ts';
/** The public pages' first script: the console's code comes when the visitor does something there. */
const BOOT = 'src/public-boot.ts';
/** Its size limit, gzip: a public page's only script at load (issue 15 item 6). */
const BOOT_BUDGET = 4 * 1024;

const started = Date.now();
await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    minify: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});
const { renderPublicPage, PUBLIC_PATHS } = await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href);

// What the public pages need besides the entry: the public area's chunk, its imports and CSS.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[PUBLIC_AREA])
  throw new Error('prerender: entry or public area not in the Vite manifest');
const inEntry = closure(entryKey);
const areaKeys = [...closure(PUBLIC_AREA), ...(manifest[PUBLIC_TEXTS] ? closure(PUBLIC_TEXTS) : [])].filter(
  (key) => !inEntry.has(key),
);
const styles = [...new Set(areaKeys.flatMap((key) => manifest[key].css ?? []))];
const areaScripts = [...new Set(areaKeys.map((key) => manifest[key].file))].map((file) => `/${file}`);
const entryScript = `<script type="module" crossorigin src="/${manifest[entryKey].file}"></script>`;

// In place of that entry, public-boot.ts, built on its own with what it imports (a few hundred bytes), so
// it shares no chunk with the console: it names the entry's file and the public area's, and fetches them
// together when the visitor first does something on the page.
const bootBuild = await build({
  root: web,
  configFile: false,
  logLevel: 'warn',
  define: {
    __CONSOLE_ENTRY__: JSON.stringify(`/${manifest[entryKey].file}`),
    __PUBLIC_AREA__: JSON.stringify(areaScripts),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
    rolldownOptions: { input: join(web, BOOT), output: { entryFileNames: 'assets/public-boot-[hash].js' } },
  },
});
const bootFile = [bootBuild].flat().flatMap((result) => result.output)[0].fileName;
const bootBytes = gzipSync(readFileSync(join(dist, bootFile)), { level: 9 }).length;
if (bootBytes > BOOT_BUDGET)
  throw new Error(
    `prerender: ${bootFile} is ${bootBytes} bytes gzip, over its ${BOOT_BUDGET} (it imports too much)`,
  );
const bootScript = `<script type="module" crossorigin src="/${bootFile}"></script>`;
const areaTags = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
/** Replaces exactly one match of `pattern` in `html`, or fails the build (the shell changed shape). */
function once(html, pattern, replacement) {
  const matches = html.match(new RegExp(pattern, 'g')) ?? [];
  if (matches.length !== 1)
    throw new Error(`prerender: expected one ${pattern} in index.html, found ${matches.length}`);
  return html.replace(pattern, () => replacement);
}

function page({ html, head }) {
  let out = shell;
  out = once(out, new RegExp(entryScript.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')), bootScript);
  out = out.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  // Mantine's light scheme without its script (the provider sets the same attribute when it runs).
  out = once(out, /<html lang="en">/, '<html lang="en" data-mantine-color-scheme="light">');
  out = once(out, /\s*<title>[^<]*<\/title>/, '');
  out = once(out, /\s*<meta name="description"[^>]*>/, '');
  out = once(out, /\s*<\/head>/, `\n    ${head}\n    ${areaTags}\n  </head>`);
  out = once(out, /<div id="root"><\/div>/, `<div id="root" data-prerendered="en">${html}</div>`);
  return out;
}

const fileOf = (path) => (path === '/' ? `${OUT}/home.html` : `${OUT}${path}.html`);
rmSync(join(dist, OUT), { recursive: true, force: true });
const pages = {};
for (const path of [...PUBLIC_PATHS, INVALID_STUDY]) {
  const rendered = await renderPublicPage(path);
  const file = path === INVALID_STUDY ? `${OUT}/impactstudy-invalid.html` : fileOf(path);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page(rendered));
  if (path !== INVALID_STUDY) pages[path] = file;
}
const manifestOut = { pages, notFound: { '/impactstudy/': `${OUT}/impactstudy-invalid.html` } };
writeFileSync(join(dist, OUT, 'pages.json'), `${JSON.stringify(manifestOut, null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  `Pre-rendered ${Object.keys(pages).length} public pages and the invalid case study into dist/${OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
// The rendered app may leave a timer behind (a query client's clean-up); the pages are written.
process.exit(0);
