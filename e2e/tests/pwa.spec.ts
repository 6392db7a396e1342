/**
 * Issue 15 items 2 and 5 in the browser: the console's scripts arrive brotli-compressed (the build's
 * copies), the web app manifest is linked and valid with its icons, the service worker installs, and the
 * shell, the sign-in and the public home then open with the network off; a screen never opened on the
 * device says it needs the connection once; API answers never come from the worker's caches.
 */
import { expect, type Page, test } from '@playwright/test';
import { wakePublicPage } from './public-page.ts';

// The suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/** Waits until the page's service worker is activated (installed, its precache complete). */
async function serviceWorkerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return 'none';
    if (worker.state === 'activating') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return worker.state;
  });
}

test('the console scripts come as the build’s brotli copies, with a year of cache', async ({ page }) => {
  const scripts: { url: string; encoding: string | null; cache: string | null }[] = [];
  page.on('response', async (response) => {
    if (/\/assets\/.*\.js$/.test(response.url()) && !response.fromServiceWorker()) {
      scripts.push({
        url: response.url(),
        encoding: await response.headerValue('content-encoding'),
        cache: await response.headerValue('cache-control'),
      });
    }
  });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Login using Password' })).toBeVisible();
  const entry = scripts.find((s) => /\/assets\/index-[\w-]+\.js$/.test(s.url));
  expect(entry, 'the entry script was fetched').toBeDefined();
  expect(entry?.encoding).toBe('br');
  expect(entry?.cache).toBe('public, max-age=31536000, immutable');
});

test('the web app manifest is linked and valid, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Portside',
    short_name: 'Portside',
    display: 'standalone',
    start_url: '/dashboard',
    scope: '/',
    theme_color: '#0b4f71',
  });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f71');
});

test('the service worker installs, and the shell and the public site then open offline', async ({
  page,
  context,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/');
  await expect(heading).toBeVisible();
  // The worker registers once the page's code is here, which comes with the visitor's first gesture.
  await wakePublicPage(page);
  expect(await serviceWorkerActive(page)).toBe('activated');

  await context.setOffline(true);
  // An API answer is never kept: offline, it fails rather than coming from a cache.
  const api = await page.evaluate(() =>
    fetch('/environment.json').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');

  // The shell comes from the worker, and the public home with it.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(heading).toBeVisible();
  // Another public page, never opened: its code was fetched ahead with the shell.
  await page.goto('/aboutus');
  await expect(heading).toHaveText('Communications for people far from shore');

  // A console screen never opened on this device: its code is not here, and the page says so.
  await page.goto('/extension');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('offline-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('offline-390.png') });

  await context.setOffline(false);
});
