/**
 * The console build: one entry, routes split per area (see src/app/routes.tsx), manifest for the bundle
 * report, and the installable app (issue 15 item 2; src/kit/pwa/): the web app manifest and a service
 * worker made by vite-plugin-pwa (Workbox) that precaches the shell, keeps each area's code once loaded,
 * and never touches the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:8080';
/** The console's theme colour (src/app/theme.ts, harbor 9) and the favicon's background. */
const THEME_COLOR = '#0b4f71';

/**
 * Paths the service worker leaves to the network: the API (/v1, /v2, /v3), the real-time socket, the
 * environment list, phones' provisioning files and the API documentation (/health is also the public
 * Telehealth page, and its JSON answer is no navigation, so the worker leaves it to the network anyway).
 */
const NOT_CACHED = [/^\/(v[123]|ws|docs|provision)(\/|$)/, /^\/environment\.json$/];

/**
 * What is fetched ahead at install: the shell (entry and its imports), the sign-in, dashboard, error and
 * console-layout areas, the public site, the language catalogues and the icons. The other areas' code is
 * kept as a screen first loads it (runtime cache below), so a first visit over a satellite link does not
 * download the whole console.
 */
const PRECACHED_AREAS = [
  'index.html',
  'src/app/shell/console-layout.tsx',
  'src/features/auth/index.ts',
  'src/features/dashboard/index.ts',
  'src/features/errors/index.ts',
  'src/features/public/index.ts',
  'src/features/public/chat-panel.tsx',
];

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files of the shell and the precached areas, from the build's Vite manifest. */
function shellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ViteManifestChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) add(child);
  };
  for (const key of PRECACHED_AREAS) add(key);
  // Every language's texts and date names: small, and a page may switch language offline.
  for (const key of Object.keys(manifest)) {
    if (key.startsWith('src/kit/i18n/') || key.includes('node_modules/dayjs/locale/')) add(key);
  }
  return files;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Not in the pre-render's server build (scripts/prerender.mjs), which has no browser to install it.
    isSsrBuild
      ? null
      : VitePWA({
          // A new build waits for the user's Reload (src/kit/pwa/register.tsx), never swaps under a form.
          registerType: 'prompt',
          injectRegister: false,
          includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
          manifest: {
            id: '/',
            name: 'Portside',
            short_name: 'Portside',
            description: 'Onboard calling, messaging and PBX administration for cruise lines.',
            theme_color: THEME_COLOR,
            background_color: '#ffffff',
            display: 'standalone',
            start_url: '/dashboard',
            scope: '/',
            icons: [
              { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          workbox: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            globIgnores: ['prerendered/**', '.vite/**'],
            manifestTransforms: [
              async (entries) => {
                const shell = shellFiles(join(import.meta.dirname, 'dist'));
                const kept = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
                return { manifest: kept, warnings: [] };
              },
            ],
            // A page opened offline gets the shell, whose router shows it (or says it needs the link).
            navigateFallback: 'index.html',
            navigateFallbackDenylist: NOT_CACHED,
            // Hashed files never change: once a screen's code came, it is served from the cache.
            runtimeCaching: [
              {
                urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
                handler: 'CacheFirst',
                options: { cacheName: 'portside-assets', expiration: { maxEntries: 400 } },
              },
            ],
            cleanupOutdatedCaches: true,
          },
        }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Everything the entry imports statically is one file with it, not a dozen small ones: over a
      // satellite link each request costs a round trip (600 ms), and HTTP/1.1 sends six at a time
      // (issue 15 item 6, scripts/bench-web.mjs). The areas' own code stays split per route.
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': api,
      '/v2': api,
      '/v3': api,
      '/docs': api,
      '/environment.json': api,
      '/ws': { target: api, ws: true },
    },
  },
}));
