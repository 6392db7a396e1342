import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('password login reaches the dashboard and logout returns to the login', async ({ page }) => {
  await signInWithPassword(page, { environment: 'Caribbean Pearl (CPL)' });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Meridian Cruise Line').first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please sign in to continue')).toBeVisible();

  // The session is gone on the server too: a console route sends us back to the login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the server sentence and stays on the login', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Kingston Pearl (KPL)' });
  await page.getByRole('button', { name: 'Login using Password' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
