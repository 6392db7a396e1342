/**
 * Issue 15 item 4: every case study is reached by clicking from the home page, through the site's own
 * navigation (the header's Case Studies, on a phone inside the menu), never only through 'Invalid Case
 * Study'; and the home page, the index and a study do not scroll sideways at 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { PUBLIC_PAGES } from './public-page.ts';

const STUDIES = [
  'Cunard',
  'Disney Cruise Line',
  'Norwegian Cruise Line',
  'Holland America Line',
  'NOAA research ship',
  'Navy communications',
  'Carrier strike group',
  'National Guard',
  'Avaya partnership',
  'Tritan',
  'Nooz news-bias app',
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');
/** A study's card: the link holding its title. */
const card = (page: Page, study: string) =>
  main(page)
    .getByRole('link')
    .filter({ has: page.getByText(study, { exact: true }) });

test('from the home page, the header leads to every case study (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const study of STUDIES) {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Every guest and crew member reachable, anywhere at sea');
    await page.getByRole('banner').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL('/impactstudy');
    await expect(h1(page)).toHaveText('Results our customers can point to');
    await card(page, study).click();
    await expect(h1(page)).toHaveText(study);
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(page).toHaveTitle(`${study}: case study | Portside`);
  }
});

test("the home page's own case studies and its way to all eleven, and the footer's list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await card(page, 'Carrier strike group').click();
  await expect(h1(page)).toHaveText('Carrier strike group');
  // From a study, the others and the index are one click away.
  await main(page).getByRole('link', { name: 'All case studies' }).click();
  await expect(page).toHaveURL('/impactstudy');

  await page.goto('/');
  await main(page).getByRole('link', { name: 'See all eleven case studies' }).click();
  await expect(main(page).getByRole('link', { name: /Read the case study/ })).toHaveCount(STUDIES.length);

  const footer = page.getByRole('contentinfo');
  for (const study of STUDIES)
    await expect(footer.getByRole('link', { name: study, exact: true })).toBeVisible();
  await footer.getByRole('link', { name: 'Tritan', exact: true }).click();
  await expect(h1(page)).toHaveText('Tritan');
});

test('on a phone, the menu leads to the case studies, and nothing scrolls sideways (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(h1(page)).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Open site menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL('/impactstudy');
  await expect(menu).toBeHidden();
  await expectNoSideScroll(page);
  await card(page, 'National Guard').click();
  await expect(h1(page)).toHaveText('National Guard');
  await expectNoSideScroll(page);
});

test('in German and Greek, whose words run longest, no public page scrolls sideways (390 px)', async ({
  browser,
}) => {
  test.slow();
  for (const [locale, lang] of [
    ['de-DE', 'de'],
    ['el-GR', 'el'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [path] of PUBLIC_PAGES) {
      // The page is sent pre-rendered in English; the browser's language renders it anew, <title> too.
      const sent = /<title>([^<]*)<\/title>/.exec(await (await page.request.get(path)).text())?.[1];
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect.poll(() => page.title(), { message: path }).not.toBe(sent);
      await expect(h1(page)).toBeVisible();
      await expectNoSideScroll(page);
    }
    await context.close();
  }
});

test("on a wide screen, the header's links stay on one line in every language (1280 px)", async ({
  browser,
}) => {
  for (const locale of ['en-GB', 'fr-FR', 'de-DE', 'el-GR', 'es-ES']) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    // Sent in English; another language renders the page anew, <title> first.
    if (!locale.startsWith('en')) await expect(page).not.toHaveTitle(/^Portside: onboard calling/);
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link').first()).toBeVisible();
    // Greek's links ran onto a second line, out of the header, beside the account button's words.
    const lines = await nav
      .getByRole('link')
      .evaluateAll(
        (links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      );
    expect(lines, locale).toBe(1);
    await context.close();
  }
});
