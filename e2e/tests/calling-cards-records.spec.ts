/**
 * CDRs, Calling Rates and Report Schedule end to end on the demo fleet: a type's records with Load More,
 * the advanced search and the export; a special rate added (a prefix twice refused), found, updated and
 * deactivated; a report schedule's receivers and run time updated, then deactivated into Inactive.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

test('CDRs: the type in the title, Load More, advanced search and export', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/pincdr/cabin');
  await expect(page.getByRole('heading', { name: 'Cabin CDRs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cabin CDRs' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(table.getByText('Completed').first()).toBeVisible();
  await expect(table.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);

  await page.getByRole('button', { name: /Advanced search/ }).click();
  const filters = page.getByRole('dialog', { name: 'Advanced search' });
  await filters.getByRole('switch', { name: 'Archived records' }).check();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: /Advanced search/ })).toContainText('1');
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cabin-cdrs-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  // What the screen shows: its column titles (issue 16 item 7).
  expect(lines[0]).toBe('Cabin,Name,To,Destination,Start Time,Stop Time,Session (min),Price,Status');
  expect(lines.length).toBeGreaterThan(1);

  await page.goto('/pincdr/admin');
  await expect(page.getByRole('heading', { name: 'Admin CDRs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admin CDRs' }).locator('tbody tr')).toHaveCount(25);
});

test('Calling Rates: tariff tabs and tiles; add, refuse a prefix twice, update and deactivate', async ({
  page,
}) => {
  await signInWithPassword(page);
  await page.goto('/callingrate');
  await expect(page.getByRole('heading', { name: 'Calling Rates', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Crew Standard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Default Cost per minute')).toBeVisible();
  await expect(page.getByText('Free Minutes', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Special Rates' });
  await expect(table.locator('tbody tr')).toHaveCount(25);

  await page.getByRole('tab', { name: 'Guest Premium' }).click();
  await expect(page.getByText('30s free per call')).toBeVisible();
  await page.getByRole('button', { name: 'Add special rate' }).click();
  const add = page.getByRole('dialog', { name: 'Add Special Rate' });
  await add.getByRole('textbox', { name: 'Dial Prefix' }).fill('8869');
  await add.getByRole('textbox', { name: 'Cost per minute' }).fill('0.2');
  await add.getByRole('textbox', { name: 'Price per minute' }).fill('0.75');
  await add.getByRole('textbox', { name: 'Name' }).fill('Taiwan mobile');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created a new special rate')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Add special rate' }).click();
  await add.getByRole('textbox', { name: 'Dial Prefix' }).fill('8869');
  await add.getByRole('textbox', { name: 'Cost per minute' }).fill('1');
  await add.getByRole('textbox', { name: 'Price per minute' }).fill('2');
  await add.getByRole('textbox', { name: 'Name' }).fill('Again');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText(/already has a special rate for dial prefix 8869/)).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill('taiwan');
  const row = page.getByRole('row', { name: /8869/ });
  await expect(row).toContainText('$0.75');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Edit special rate 8869' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Special Rate 8869' });
  await edit.getByRole('textbox', { name: 'Price per minute' }).fill('0.8');
  await edit.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Successfully updated a special rate')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('$0.80');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^call-rates-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  expect(lines).toEqual([
    'Dial Prefix,Name,Cost,Price,Currency,Status,Created',
    expect.stringMatching(/^8869,Taiwan mobile,\$0\.20,\$0\.80,USD,Inactive,"\w{3} \d{1,2}, \d{4} /),
  ]);
});

test('Report Schedule: tabs, Load More, update receivers and run time, deactivate', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/reportschedule');
  await expect(page.getByRole('heading', { name: 'Report Schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: 'Report Schedule' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await page.getByRole('button', { name: 'Load More Records' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);

  const first = table.locator('tbody tr').first();
  const name = (await first.locator('td').nth(1).textContent()) ?? '';
  await first.click();
  const edit = page.getByRole('dialog', { name: `Update Report Schedule ${name}` });
  const entry = edit.getByRole('textbox', { name: 'E-mail address' });
  await entry.fill('not an address');
  await edit.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(edit.getByText('Enter a valid e-mail address.')).toBeVisible();
  await entry.fill('night.auditor@cpl.example');
  await entry.press('Enter');
  await expect(edit.getByRole('list', { name: 'Receivers' })).toContainText('night.auditor@cpl.example');
  await edit.getByRole('textbox', { name: 'Subject' }).fill('Night audit calls');
  await edit.getByRole('radio', { name: /^Local/ }).check();
  await edit.getByRole('button', { name: 'Update & Activate' }).click();
  await expect(page.getByText('Successfully updated a report schedule')).toBeVisible();
  await expect(edit).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('night.auditor');
  const row = page.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '.')) });
  await expect(row).toContainText('night.auditor@cpl.example');
  await expect(row).toContainText('Local Time');
  await row.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  // The first update's notice may still be showing.
  await expect(page.getByText('Successfully updated a report schedule').last()).toBeVisible();
  await expect(page.getByText('No records found.')).toBeVisible();

  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'Search' }).fill('night.auditor');
  await expect(page.getByRole('row', { name: /night\.auditor/ })).toHaveCount(1);
});
