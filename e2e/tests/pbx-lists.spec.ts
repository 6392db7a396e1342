/**
 * PBX lists end to end on the demo fleet: the gateway report across the granted ships, App Access add,
 * delete and CSV upload (with its failures download), and Registrations tabs and search.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'cpl.meridiancruises.example';

test('the gateway report reads every granted ship to 100% and stays on the own ship', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/gatewayreport');
  await page.getByRole('button', { name: 'Start reading all sites' }).click();
  await expect(page.getByText('Read 6 sites. 100%')).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: 'Gateway Report' });
  // One count column per granted ship, in the fleet roster's order (spec 001 §2, §9), not by name.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Gateway',
    'CPL',
    'KPL',
    'DPL',
    'FPH',
    'FAW',
    'MPL',
  ]);
  // Each ship wires its cabins to its own gateways: the table is every site's counts, gateway by gateway.
  const session = await (await page.request.get('/v1/session')).json();
  const sites: { domain: string }[] = session.environments;
  const perSite = await Promise.all(
    sites.map(async ({ domain }) => {
      const res = await page.request.get(`/v3/pbx/gateway-report?domain=${domain}`);
      const { gateways } = (await res.json()) as { gateways: { gateway: number; count: number }[] };
      return new Map(gateways.map((g) => [g.gateway, g.count]));
    }),
  );
  const numbers = [...new Set(perSite.flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  expect(numbers.length).toBeGreaterThan(1);
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(numbers.length);
  for (const [i, n] of numbers.entries()) {
    const counts = perSite.map((m) => String(m.get(n) ?? 0));
    await expect(bodyRows.nth(i).getByRole('cell')).toHaveText([String(n), ...counts]);
  }

  await page.goto('/dashboard');
  await expect(page.getByText('Figures for Caribbean Pearl (CPL)')).toBeVisible();
});

test('App Access: add an entry, then delete it', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/appaccess');
  await expect(page.getByRole('heading', { name: 'App Access' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add App Access' });
  await add.getByLabel('Extension').fill('4999');
  await add.getByLabel('Email').fill('nobody@meridiancruises.example');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toHaveText(`Extension 4999 does not exist for domain ${CPL}`);

  await add.getByLabel('Extension').fill('7002');
  await add.getByLabel('Email').fill('cabin7002@guests.meridiancruises.example');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created the new app access')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: /99987002@/ });
  await expect(row).toContainText('cabin7002@guests.meridiancruises.example');

  await row.getByRole('button', { name: `Delete App Access of 99987002@${CPL}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete App Access' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted the app access.')).toBeVisible();
  await expect(page.getByRole('row', { name: /99987002@/ })).toHaveCount(0);
});

test('App Access CSV upload: two good rows and one bad one', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/appaccess');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload App Access CSV' });
  await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'app-access.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'extension,email\n7004,cabin7004@guests.meridiancruises.example\n\n' +
        '4998,ghost@meridiancruises.example\n7006,cabin7006@guests.meridiancruises.example\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('group', { name: 'Total' })).toHaveText('Total3');
  await expect(dialog.getByRole('group', { name: 'Success' })).toHaveText('Success2');
  await expect(dialog.getByRole('button', { name: /^Error/ })).toHaveText('Error1');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Error/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appaccess-failures-CPL.txt');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('"extension":"4998"');
  expect(text).toContain('Status: 409');
  expect(text).toContain(`Error: Extension 4998 does not exist for domain ${CPL}`);
  expect(text).not.toContain('7004');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /99987006@/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /99987004@/ })).toBeVisible();
});

test('Registrations: tabs from the profiles, tab switch clears the search', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/registration');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Internal', 'External']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search' });
  // The cabins' analog gateways (Grandstream GXW42xx), matched whatever the case.
  await search.fill('gxw42');
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('GXW42');
  for (const agent of await table.locator('tbody tr td:nth-child(2)').allTextContents()) {
    expect(agent.toLowerCase()).toContain('gxw42');
  }

  await page.getByRole('tab', { name: 'External' }).click();
  await expect(search).toHaveValue('');
  await expect(table.locator('tbody tr').first()).toContainText('9998');
  await expect(table.getByText(/GXW42/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute('href', /profile=external/);
});
