/**
 * Inbound Routes end to end on the demo fleet: add a route to an extension (and the 409 of a number
 * routed already), change it to Company Directory, delete it after the confirmation, and the export.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('Inbound Routes: add, update, delete and export', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/inboundroute');
  await expect(page.getByRole('heading', { name: 'Inbound Routes' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Inbound Routes' });

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inbound Route' });
  await dialog.getByLabel(/^Name/).fill('E2E line');
  await dialog.getByLabel(/^Destination Number/).fill('+17865551000');
  await dialog.getByRole('combobox', { name: /^Route Call To/ }).click();
  await page.getByRole('option', { name: 'Extension' }).click();
  await dialog.getByLabel(/^Number/).fill('2101');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'An inbound route for number +17865551000 already exists in domain cpl.meridiancruises.example.',
  );
  await dialog.getByLabel(/^Destination Number/).fill('+17865559999');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created the new inbound route')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E line');
  const row = table.getByRole('row', { name: /E2E line/ });
  await expect(row).toContainText('Extension 2101');
  await expect(row).toContainText("Purser's Desk");

  await row.getByRole('button', { name: 'Edit Inbound Route E2E line' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Inbound Route' });
  await edit.getByRole('combobox', { name: /^Route Call To/ }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await edit.getByRole('combobox', { name: /^Action/ }).click();
  await page.getByRole('option', { name: 'Company Directory' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully updated Inbound Route')).toBeVisible();
  await expect(row).toContainText('Company Directory');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inboundroutes-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  expect(lines).toEqual([
    'dialplan_name,dialplan_number,dialplan_destination_actions,dialplan_description',
    'E2E line,+17865559999,other: company_directory,',
  ]);

  await row.getByRole('button', { name: 'Edit Inbound Route E2E line' }).click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Inbound Route' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted Inbound Route')).toBeVisible();
  await expect(table.getByRole('row', { name: /E2E line/ })).toHaveCount(0);
});
