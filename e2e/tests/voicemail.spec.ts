/**
 * Voicemails end to end on the demo fleet: search, add a box, disable it and activate it again, delete
 * it after the confirmation, and open the messages of the purser's box (72 seeded) with Load More and
 * the export.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('Voicemails: add a box, disable, Update & Activate, delete', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/voicemail');
  await expect(page.getByRole('heading', { name: 'Voicemails' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Voicemails' });

  await page.getByRole('searchbox', { name: 'Search' }).fill('2101');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('2101');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Voicemail Box' });
  await add.getByLabel(/^Mailbox Number/).fill('2101');
  await add.getByLabel(/^Password/).fill('2468');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'Voicemail box 2101 already exists in domain cpl.meridiancruises.example.',
  );
  await add.getByLabel(/^Mailbox Number/).fill('4990');
  await add.getByLabel('Description').fill('E2E mailbox');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created Voicemail Box 4990')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E mailbox');
  // Wait for the search's answer: a click while the list is replaced can miss the row.
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: /4990/ });
  await expect(row).toContainText('Enabled');

  await row.getByRole('button', { name: 'Edit Voicemail Box 4990' }).click();
  const edit = page.getByRole('dialog', { name: 'Voicemail Box 4990' });
  await expect(edit.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();
  await edit.getByLabel(/^Password/).fill('1357');
  await edit.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Successfully updated Voicemail Box 4990')).toBeVisible();
  await expect(row).toContainText('Disabled');

  await row.getByRole('button', { name: 'Edit Voicemail Box 4990' }).click();
  await edit.getByLabel(/^Password/).fill('1357');
  await edit.getByRole('button', { name: 'Update & Activate' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Enabled');

  await row.getByRole('button', { name: 'Edit Voicemail Box 4990' }).click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Voicemail Box 4990' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted Voicemail Box 4990')).toBeVisible();
  await expect(table.getByRole('row', { name: /4990/ })).toHaveCount(0);
});

test('Messages: pressing a box opens its messages, Load More and the export', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/voicemail');
  await page.getByRole('searchbox', { name: 'Search' }).fill('2101');
  const table = page.getByRole('table', { name: 'Voicemails' });
  await table.getByRole('row', { name: /2101/ }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/voicemailmessage\/2101$/);

  const messages = page.getByRole('table', { name: 'Messages: 2101' });
  await expect(page.getByText('Total: 72')).toBeVisible();
  await expect(messages.getByRole('row')).toHaveCount(26);
  await expect(messages.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^\d+s$/);
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(messages.getByRole('row')).toHaveCount(51);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^voicemail-messages-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('caller_id_name,caller_id_number,message_length,created_epoch,read_epoch');
  expect(lines).toHaveLength(73);
});
