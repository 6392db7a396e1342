/**
 * Hardware end to end on the demo fleet: the tabs and Load More over the seeded files, add a phone's
 * configuration on the purser's extension, read the XML the phone would fetch, update it, delete it after
 * the confirmation, and the export.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const MAC = '00:15:65:e2:e0:01';
const PROXY = 'sbc.cpl.meridiancruises.example';

test('Hardware: tabs, Load More, add, XML config, update, delete, export', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/hardware');
  await expect(page.getByRole('heading', { name: 'Hardware' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hardware' });
  await expect(page.getByText(/^Total: \d+/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(table.getByRole('row')).toHaveCount(51);

  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByRole('row').nth(1)).toContainText('Archived');
  await expect(table.getByRole('button', { name: /^Delete Configuration File/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Hardware' });
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
  await add.getByLabel(/^MAC Address/).fill(MAC.toUpperCase());
  await add
    .getByRole('combobox', { name: /^Extension/ })
    .first()
    .fill('2101');
  await page.getByRole('option', { name: /^2101 · / }).click();
  await add
    .getByLabel(/^Outbound Proxy/)
    .first()
    .fill(PROXY);
  await add
    .getByLabel(/^Caller Name/)
    .first()
    .fill('E2E Purser desk');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created the new hardware configuration')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(MAC);
  const row = table.getByRole('row', { name: new RegExp(MAC) });
  await expect(row).toContainText('E2E Purser desk');
  await expect(row).toContainText('Pending');

  // What the phone fetches: the XML config, with the extension's SIP password.
  const xml = await page.request.get(`/v3/pbx/hardware/provisioning/file/pending/mac/${MAC}`);
  expect(xml.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const text = await xml.text();
  expect(text).toContain(`<item name="account.1.outbound_proxy.address">${PROXY}:5060</item>`);
  expect(text).toContain('<item name="account.1.subscriber.user_id">2101</item>');
  expect(text).toMatch(/<item name="account.1.password">[^<]+<\/item>/);

  await row.getByRole('button', { name: `Edit Hardware ${MAC}` }).click();
  const edit = page.getByRole('dialog', { name: `Update Hardware ${MAC}` });
  await edit.getByLabel(/^Port/).first().fill('5080');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Successfully updated the hardware configuration ${MAC}`)).toBeVisible();
  const updated = await page.request.get(`/v3/pbx/hardware/provisioning/file/pending/mac/${MAC}`);
  expect(await updated.text()).toContain(`${PROXY}:5080</item>`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hardware-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('mac,name,ext,status,timezone,creationdate');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^001565e2e001,E2E Purser desk,2101,pending,Auto,/);

  await row.getByRole('button', { name: `Delete Configuration File ${MAC}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Configuration File' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Configuration File' }).click();
  await expect(page.getByText(`Successfully deleted the hardware configuration ${MAC}`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(MAC) })).toHaveCount(0);
});
