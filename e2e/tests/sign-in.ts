/** How a person signs in: the login screen, by role and visible text. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_ADMIN_PASSWORD ?? 'portside-demo';

export async function chooseEnvironment(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label });
}

export async function signInWithPassword(
  page: Page,
  opts: { environment: string; username?: string; password?: string } = {
    environment: 'Caribbean Pearl (CPL)',
  },
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(opts.username ?? 'admin');
  await page.getByLabel('Password', { exact: true }).fill(opts.password ?? DEMO_PASSWORD);
  await chooseEnvironment(page, opts.environment);
  await page.getByRole('button', { name: 'Login using Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
