/**
 * Extensions and Gateway screens end to end on the demo fleet (CPL): add an extension and find it by
 * search, Load More with the count, the column choice across a reload, and the CSV export matching
 * the screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const PAGE_SIZE = 25;

async function openExtensions(page: Page) {
  await signInWithPassword(page);
  await page.goto('/extension');
  await expect(page.getByRole('heading', { name: 'Extensions', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
}

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const totalOf = async (page: Page) =>
  Number((await page.getByText(/^Total: [\d,]+$/).textContent())?.replace(/\D/g, ''));

test('add an extension, then find it by search', async ({ page }) => {
  await openExtensions(page);
  const number = String(70000 + Math.floor(Math.random() * 9999));
  await page.getByRole('button', { name: 'Add Extension' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Extension' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Night Auditor');
  await dialog.getByRole('textbox', { name: 'Extension' }).fill(number);
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('e2e-Secret-1');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Front office, deck 5');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('1 305 555 0142');
  await create.click();
  await expect(page.getByText('Successfully created the new extension')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  const row = bodyRows(page).first();
  await expect(row).toContainText(number);
  await expect(row).toContainText('Night Auditor');
  await expect(row).toContainText('Front office, deck 5');
  // The phone was saved without its leading 1.
  const saved = await page.request.get(
    `/v3/pbx/domain/cpl.meridiancruises.example/extension?extension=${number}`,
  );
  expect((await saved.json()).extensions[0]).toMatchObject({ extension: number, phone: '3055550142' });

  // A second create of the same number: the server's sentence under the form.
  await page.getByRole('button', { name: 'Add Extension' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Duplicate');
  await dialog.getByRole('textbox', { name: 'Extension' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Password' }).fill('e2e-Secret-2');
  await create.click();
  await expect(dialog.getByRole('alert')).toContainText(`Extension ${number} already exists`);
});

test('Load More appends pages until the count is reached; a room gateway opens its screen', async ({
  page,
}) => {
  await openExtensions(page);
  const all = await totalOf(page);
  // Room extensions only: the test's own count cannot move while another test adds an IP extension.
  await page.getByRole('button', { name: 'Advanced search' }).click();
  const filters = page.getByRole('dialog', { name: 'Advanced search' });
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Analog (room)' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('1 active filter', { exact: true })).toBeVisible();
  // The unfiltered rows stay on screen while the filtered page loads: wait for its total, not for rows.
  await expect.poll(() => totalOf(page)).not.toBe(all);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(PAGE_SIZE);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(2 * PAGE_SIZE);
  const firstRow = await bodyRows(page).first().textContent();

  const loadMore = page.getByRole('button', { name: 'Load More Extensions' });
  for (let shown = PAGE_SIZE; shown < total; shown += PAGE_SIZE) {
    await loadMore.click();
    await expect(bodyRows(page)).toHaveCount(Math.min(shown + PAGE_SIZE, total));
  }
  await expect(bodyRows(page).first()).toHaveText(firstRow ?? '');
  await expect(page.getByText('No more records available')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText(`Showing ${total} of ${total}`)).toBeVisible();

  const gateway = bodyRows(page)
    .first()
    .getByRole('link', { name: /^Open gateway \d+$/ });
  const n = (await gateway.textContent())?.trim();
  await gateway.click();
  await expect(page).toHaveURL(new RegExp(`/gateway/${n}$`));
  await expect(page.getByRole('heading', { name: `Gateway ${n}` })).toBeVisible();
  await expect(page.getByText(`Gateway = ${n}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Gateway' })).toHaveAttribute(
    'href',
    `http://10.21.80.${n}`,
  );
});

test('the column choice survives a reload', async ({ page }) => {
  await openExtensions(page);
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Created' })).toHaveCount(1);
  await expect(headers.filter({ hasText: 'Phone' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose columns' }).click();
  await page.getByRole('checkbox', { name: 'Phone' }).check();
  await page.getByRole('checkbox', { name: 'Created' }).uncheck();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
  await expect(headers.filter({ hasText: 'Phone' })).toHaveCount(1);
  await expect(headers.filter({ hasText: 'Created' })).toHaveCount(0);
});

test('export downloads the visible columns of the searched list, in the order on screen', async ({
  page,
}) => {
  await openExtensions(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Cabin 4');
  await expect(bodyRows(page).first()).toContainText('Cabin 4');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const onScreen = await bodyRows(page).evaluateAll((rows) =>
    rows.slice(0, 5).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^extension-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  // The header names the screen's columns, in its order, by their field ids (the same in every language).
  const titles = await page.getByRole('table').getByRole('columnheader').allTextContents();
  // The row actions (Edit, Delete) are no column of the export.
  expect(titles).toEqual(['Extension', 'Name', 'Description', 'Gateway', 'Port', 'Created', 'Actions']);
  expect(lines[0]).toBe('extension,effective_caller_id_name,description,gateway,port,insert_date');
  expect(onScreen.length).toBeGreaterThan(0);
  for (const [i, cells] of onScreen.entries()) {
    // The screen shows a room's raw description; the export writes it as gateway and port.
    const [extension, name, , gateway, port, created] = cells;
    const match = new RegExp(
      `^${extension},${name},"Gateway: ${gateway}, Port: ${port}",${gateway},${port},(.+)$`,
    ).exec(lines[i + 1] ?? '');
    expect(match, lines[i + 1]).not.toBeNull();
    // The date is exported as an instant (ISO, UTC); the screen shows the same minute in local 'lll'.
    const exported = Date.parse(match?.[1] ?? '');
    expect(Date.parse(created ?? '')).toBe(exported - (exported % 60_000));
  }
});
