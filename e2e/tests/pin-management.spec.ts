/**
 * Pin Management end to end on the demo fleet: the admin PINs with tabs and Load More, add a PIN with a
 * random number from the server, find it, deactivate it and activate it again, the export; then the
 * cabins: a new route type starts the screen again, and Reset Billing Period of specific cabins (after its
 * confirmation naming how many).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('Pin Management: admin PINs (add, deactivate, activate, export)', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/pinmanagement/admin');
  await expect(page.getByRole('heading', { name: 'Admin Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Admin Management' });
  await expect(page.getByText(/^Total: \d+/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(table.getByRole('row')).toHaveCount(51);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Inactive');

  await page.getByRole('button', { name: 'Add PIN' }).click();
  const add = page.getByRole('dialog', { name: 'Add PIN' });
  await add.getByRole('button', { name: 'Get a unique random number' }).click();
  await expect(add.getByLabel(/^PIN/)).toHaveValue(/^\d{6}$/);
  const pin = await add.getByLabel(/^PIN/).inputValue();
  await add.getByLabel(/^Name/).fill('E2E Chief Purser');
  await add.getByLabel(/^Expiration Date/).fill('2030-06-30');
  await add.getByRole('combobox', { name: /^Tariff/ }).click();
  await page.getByRole('option', { name: 'Officer Flat' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created a new record')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('searchbox', { name: 'Search' }).fill(pin);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(pin) });
  await expect(row).toContainText('E2E Chief Purser');
  await expect(row).toContainText('Officer Flat');
  await expect(row).toContainText('2030-06-30');
  await expect(row).toContainText('Active');

  await row.getByText('E2E Chief Purser').click();
  let edit = page.getByRole('dialog', { name: `Update PIN ${pin}` });
  await edit.getByRole('button', { name: 'Deactivate' }).click();
  await edit.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Successfully updated the record')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Update ${pin}` }).click();
  edit = page.getByRole('dialog', { name: `Update PIN ${pin}` });
  await expect(edit.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await edit.getByLabel(/^Name/).fill('E2E Staff Captain');
  await edit.getByRole('button', { name: 'Update & Activate' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('E2E Staff Captain');
  await expect(row).toContainText('Active');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^admin-pins-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  // What the screen shows: its column titles and words (issue 16 item 7).
  expect(lines[0]).toBe('PIN,Name,Tariff,Status,Created,Expiration Date');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${pin},E2E Staff Captain,Officer Flat,Active,.*,2030-06-30$`));
});

// Another route type is another screen: Cabin Management, its own list, and the billing reset.
test('Pin Management: the cabins list and Reset Billing Period of specific cabins', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/pinmanagement/cabin');
  await expect(page.getByRole('heading', { name: 'Cabin Management' })).toBeVisible();
  const cabins = page.getByRole('table', { name: 'Cabin Management' });
  await expect(cabins.getByRole('row')).toHaveCount(26);
  await expect(cabins.getByRole('row').nth(1)).toContainText('$');
  await page.getByRole('button', { name: 'Reset Billing Period' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Billing Period' });
  // One real cabin and one that does not exist (the rest of the ship stays as seeded for other tests).
  await reset.getByRole('radio', { name: 'Specific Cabins' }).check();
  await reset.locator('input[type="file"]').setInputFiles({
    name: 'cabins.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('cabin\n4002\n9999\n'),
  });
  await expect(reset.getByText('2 cabins in the file')).toBeVisible();
  await reset.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(reset.getByText('Reset the billing period of 2 cabins?')).toBeVisible();
  await reset.getByRole('button', { name: 'Yes, Reset' }).click();
  await expect(page.getByText('Successfully Reset the record')).toBeVisible();
  await expect(reset.getByRole('group', { name: 'Total' })).toContainText('2');
  await expect(reset.getByRole('group', { name: 'Success' })).toContainText('1');
  const [rejected] = await Promise.all([
    page.waitForEvent('download'),
    reset.getByRole('button', { name: /Error/ }).click(),
  ]);
  expect(rejected.suggestedFilename()).toBe('rejected-cabins.txt');
  expect(await readFile((await rejected.path()) ?? '', 'utf8')).toBe(
    '9999: There is no such cabin in this environment.\n',
  );
  await reset.getByRole('button', { name: 'Done' }).click();
  await expect(reset).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill('4002');
  const cabin = cabins.getByRole('row', { name: /4002/ });
  await expect(cabin).toHaveCount(1);
});
