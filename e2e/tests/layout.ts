import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways, once its layout has settled: right after a resize the side bar
 * slides away (200 ms) and a dialog re-centres, so the width is polled rather than read once.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}
