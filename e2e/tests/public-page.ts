/**
 * A public page arrives pre-rendered with one small script (apps/web/src/public-boot.ts); the console's
 * code comes with the visitor's first gesture. A test that reads what only that code adds (the configured
 * outside links, the service worker) first does what a visitor does: moves the pointer over the page.
 */
import type { Page } from '@playwright/test';

export async function wakePublicPage(page: Page): Promise<void> {
  await page.mouse.move(20, 200);
  await page.mouse.move(40, 220);
}
