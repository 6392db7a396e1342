/**
 * Users and User Details end to end on the demo fleet (CPL): add a user who can then sign in, find and
 * edit them, open their details by pressing the row, give them an extension and take it away again.
 */
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('add, edit and sign in as a user; give and take an extension in User Details', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page);
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Records' })).toBeVisible();

  const username = `e2e.${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  const create = add.getByRole('button', { name: 'Create' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Nora Night');
  await add.getByRole('textbox', { name: 'Username' }).fill(username);
  await add.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await expect(create).toBeDisabled();
  await add.getByRole('textbox', { name: 'Password', exact: true }).fill('night-audit-1');
  await create.click();
  await expect(page.getByText('Successfully created the new User')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit user ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Nora Nightingale');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Successfully updated user ${username}`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Users' }).locator('tbody tr').first();
  await expect(row).toContainText('Nora Nightingale');

  // The export is the screen's list: the same search, the visible columns, named users-CPL-<date>.csv.
  const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href');
  const csv = await page.request.get(href ?? '');
  expect(csv.headers()['content-disposition']).toMatch(/users-CPL-\d{8}\.csv/);
  expect((await csv.text()).trim().split('\n')).toEqual([
    'contact_name_given,username,user_email,extensions,role,user_enabled',
    `Nora Nightingale,${username},${username}@example.com,,operator,true`,
  ]);

  // The new user signs in with the password given (the password was kept by the edit).
  const other = await browser.newPage();
  await signInWithPassword(other, {
    environment: 'Caribbean Pearl (CPL)',
    username,
    password: 'night-audit-1',
  });
  await other.close();

  await row.getByText(`${username}@example.com`).click();
  await expect(page).toHaveURL(/\/userdetails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Basic Info' })).toContainText('Nora Nightingale');
  const section = page.getByRole('region', { name: 'User Extensions' });
  const extensions = section.getByRole('table', { name: 'User Extensions' });
  await expect(section).toContainText('No records found.');

  await page.getByRole('button', { name: 'Add Extension' }).click();
  const give = page.getByRole('dialog', { name: `Add Extension to ${username}` });
  await give.getByRole('textbox', { name: 'Extension', exact: true }).fill('1001');
  await give.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added extension 1001')).toBeVisible();
  await expect(extensions).toContainText('Bridge');

  await page.getByRole('button', { name: 'Add Extension' }).click();
  await give.getByRole('textbox', { name: 'Extension', exact: true }).fill('1001');
  await give.getByRole('button', { name: 'Add' }).click();
  await expect(give.getByRole('alert')).toContainText('The user already has extension 1001.');
  await give.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Remove extension 1001 from the user' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from user' });
  await expect(confirm).toContainText('The extension itself stays');
  await confirm.getByRole('button', { name: 'Remove from user' }).click();
  await expect(page.getByText(/^Successfully removed extension 1001 from /)).toBeVisible();
  await expect(section).toContainText('No records found.');
  // Gone on the server too, not only from the page.
  await page.reload();
  await expect(section).toContainText('No records found.');
  await expect(section).toContainText('Total: 0');
});
