/**
 * Issue 15 item 4: every public page is served pre-rendered, readable with JavaScript off (a browser
 * context with javaScriptEnabled: false), with its own heading, <title>, description and Open Graph tags,
 * og:url on the configured site address (SITE_URL in playwright.config.ts); an unknown case study is the
 * 'Invalid Case Study' page with a 404; the signed-in console keeps the plain shell. With JavaScript on,
 * the page React takes over is the one sent (hydrated, not rebuilt) and nothing is logged as an error.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES as PAGES, wakePublicPage } from './public-page.ts';

const SITE = 'https://www.fleet-e2e.test';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('every public page arrives readable, with its own heading, title and Open Graph tags', async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const [path, heading, title] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      titles.add(await page.title());
      const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
      expect(await meta('meta[property="og:title"]')).toBe(await page.title());
      expect((await meta('meta[name="description"]'))?.length ?? 0).toBeGreaterThan(80);
      expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
      expect(await meta('meta[property="og:type"]')).toBe(path === '/' ? 'website' : 'article');
      expect(await meta('meta[property="og:url"]')).toBe(`${SITE}${path}`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test('the page is styled and laid out before any script: header, hero, footer at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/impactstudy/cunard');
    // The public area's CSS and the theme's colours are in the page itself: the hero is white on the
    // site's blue gradient (a colour variable missing would void the whole background).
    const hero = page.locator('main section').first();
    await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(hero).toHaveCSS('background-image', /linear-gradient\(.*rgb/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tritan' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an unknown case study is the Invalid Case Study page, answered 404 and not indexed', async ({
    page,
  }) => {
    const response = await page.goto('/impactstudy/not-a-study');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Case Study');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  });

  test('a signed-in console route keeps the plain shell', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Portside');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('with JavaScript on, React takes over the page it was sent, with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The signed-out session check answers 401, which Chromium notes as a failed resource: not React's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Marks the heading the server sent as the parser inserts it, before any script runs: hydration keeps
  // that node, a page rendered anew would replace it.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const sent = document.querySelector('#root h1');
      if (!sent) return;
      sent.setAttribute('data-sent', 'yes');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/health', '/impactstudy', '/impactstudy/national-guard']) {
    await page.goto(path);
    await wakePublicPage(page);
    // The configured blog link, which only the script adds, is there: React has taken the page over.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Visit Our Blog' })).toBeVisible();
    await expect(page.locator('h1')).toHaveAttribute('data-sent', 'yes');
  }
  // React writes a hydration mismatch to the console as an error; there must be none.
  expect(errors).toEqual([]);
});

test('a visitor who scrolls and types before the script arrives keeps their place and their words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The public area's code is held back until the visitor has read and typed a little (a slow link).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/public-(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/aboutus', { waitUntil: 'domcontentloaded' });
  await page.getByRole('form', { name: 'Tell us about your fleet' }).getByLabel('Name').fill('Ana Reyes');
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  // Hydrated: the configured blog link, which only the script adds, is there.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Visit Our Blog' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  const name = page.getByRole('form', { name: 'Tell us about your fleet' }).getByLabel('Name');
  await expect(name).toHaveValue('Ana Reyes');
  // And it is React's value now: typing on goes on from it.
  await name.press('End');
  await name.pressSequentially(' Moreno');
  await expect(name).toHaveValue('Ana Reyes Moreno');
});

test('a public page loads one small script; the console’s code comes with the first gesture, and a press made while it comes is made again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The console's entry is held back until the visitor has pressed the language menu (a slow link).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/guestapp');
  await page.waitForLoadState('networkidle');
  // Read, not used yet: the page's only script is the small one.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/public-boot-[^/]+\.js$/)]);

  const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
  await language.click();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  // Asked for once the gesture is seen (the request's event reaches the test a moment later).
  await expect.poll(() => scripts.some((path) => /^\/assets\/index-/.test(path))).toBe(true);
  release();
  // The press is made again once React owns the page: the menu opens, and the page works on from there.
  await expect(page.getByRole('menuitem', { name: 'Ελληνικά' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
  await page.getByRole('menuitem', { name: 'Ελληνικά' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Calling and messaging for every guest, on their own phone',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
});
