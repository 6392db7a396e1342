/**
 * Directory end to end on the demo fleet (CPL): the list with its count and Load More; create a contact
 * with numbers staged for two channels; update it (a number added at once, one removed, the type
 * changed); delete it.
 */
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('create, update and delete a directory contact with its numbers', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/directory');
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Directory' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(rows).toHaveCount(50);

  const name = `Zed E2E ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Directory' }).click();
  const create = page.getByRole('dialog', { name: 'Create Directory' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await create.getByRole('radio', { name: 'Guest' }).check();

  const number = page.getByRole('dialog', { name: 'Add new Number' });
  await create.getByRole('button', { name: 'Add Number' }).click();
  await number.getByRole('textbox', { name: 'Number', exact: true }).fill('+13055550199');
  await number.getByText('SMS', { exact: true }).click();
  await number.getByText('WhatsApp', { exact: true }).click();
  await expect(number.getByRole('checkbox', { name: 'App', exact: true })).toBeDisabled();
  await number.getByRole('button', { name: 'Add' }).click();
  await expect(number).toBeHidden();
  await expect(create.getByText('Numbers (2)')).toBeVisible();

  await create.getByRole('button', { name: 'Add Number' }).click();
  await number.getByRole('textbox', { name: 'Number', exact: true }).fill('+13055550199');
  await number.getByText('SMS', { exact: true }).click();
  await number.getByRole('button', { name: 'Add' }).click();
  await expect(number.getByRole('alert')).toHaveText('Phone number/type already exists');
  await number.getByRole('button', { name: 'Cancel' }).click();

  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully updated directory')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText('SMS +13055550199');
  await expect(rows.first()).toContainText('WhatsApp +13055550199');
  const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href');
  const csv = await page.request.get(href ?? '');
  expect(csv.headers()['content-disposition']).toMatch(/users-CPL-\d{8}\.csv/);
  expect((await csv.text()).trim().split('\n')).toEqual([
    'contact_name_given,contact_type,phones',
    `${name},guest,sms:+13055550199; whatsapp:+13055550199`,
  ]);

  await page.getByRole('button', { name: `Update directory ${name}` }).click();
  const update = page.getByRole('dialog', { name: 'Update Directory' });
  const numbers = update.getByRole('table', { name: 'Numbers' });
  await expect(numbers.locator('tbody tr')).toHaveCount(2);
  await update.getByRole('button', { name: 'Add Number' }).click();
  await number.getByRole('textbox', { name: 'Number', exact: true }).fill('99985001');
  await number.getByText('App', { exact: true }).click();
  await number.getByRole('button', { name: 'Add' }).click();
  await expect(numbers.locator('tbody tr')).toHaveCount(3);
  await numbers.getByRole('button', { name: 'Remove SMS number +13055550199' }).click();
  await expect(numbers.locator('tbody tr')).toHaveCount(2);
  await update.getByRole('radio', { name: 'User' }).check();
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully updated directory').last()).toBeVisible();
  await expect(rows.first()).toContainText('User');
  await expect(rows.first()).toContainText('App 99985001');
  await expect(rows.first()).not.toContainText('SMS +13055550199');

  await rows.first().click();
  await update.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted directory')).toBeVisible();
  await expect(page.getByText('Total: 0', { exact: true })).toBeVisible();
});
