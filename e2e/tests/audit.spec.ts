/**
 * Roles and the audit log end to end on the demo fleet (CPL): the ship administrator 'officer' is not
 * offered an edit of the fleet administrator, and what the officer does is read by the auditor on the
 * Audit screen, at desk and phone width.
 */
import { expect, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'Caribbean Pearl (CPL)';

test("the officer cannot edit the fleet admin; the auditor reads the officer's write in Audit", async ({
  page,
  browser,
}, testInfo) => {
  await signInWithPassword(page, { environment: CPL, username: 'officer' });
  await page.goto('/user');
  await page.getByRole('searchbox', { name: 'Search' }).fill('admin@');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.locator('tbody tr').filter({ hasText: 'Fleet Administrator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit user admin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete user admin' })).toHaveCount(0);

  // A write the auditor will find: the officer adds an operator.
  const username = `e2e.audit.${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Audra Trail');
  await add.getByRole('textbox', { name: 'Username' }).fill(username);
  await add.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await add.getByRole('textbox', { name: 'Password', exact: true }).fill('harbour-audit-7');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created the new User')).toBeVisible();

  const auditor = await browser.newPage();
  await signInWithPassword(auditor, { environment: CPL, username: 'auditor' });
  await auditor.goto('/audit');
  await expect(auditor.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await auditor.getByRole('searchbox', { name: 'Search' }).fill('officer');
  const row = auditor.locator('tbody tr').filter({ hasText: 'Create' }).filter({ hasText: 'User' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ship administrator');
  await expect(row).toContainText('username');
  await expect(row).not.toContainText('harbour-audit-7');
  // The search has settled (the debounce has run): every row left is the officer's.
  await expect(auditor.locator('tbody tr').filter({ hasNotText: 'officer' })).toHaveCount(0);
  // An auditor reads; nothing on the screen writes.
  await expect(auditor.getByRole('button', { name: /^(Add|Delete|Edit)/ })).toHaveCount(0);
  await auditor.screenshot({ path: testInfo.outputPath('audit-1280.png'), fullPage: true });
  await expectNoSideScroll(auditor);

  await auditor.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await auditor.screenshot({ path: testInfo.outputPath('audit-390.png'), fullPage: true });
  await expectNoSideScroll(auditor);
  await auditor.close();
});
