/**
 * Ring Groups end to end on the demo fleet: Load More with the count, add a group with a timeout action
 * and staged destinations, find it by search and export it, edit it (destinations changed at once), and
 * delete it after the confirmation.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'cpl.meridiancruises.example';

async function choose(page: Page, box: Locator, option: string) {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Ring Groups: Load More appends the next page to the count', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/ringgroup');
  await expect(page.getByRole('heading', { name: 'Ring Groups', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ring Groups' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const total = Number((await page.getByText(/^Total: \d+/).textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Load More Ring Groups' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(page.getByText(`Showing 50 of ${total}`)).toBeVisible();
});

test('Ring Groups: add with destinations, search, export, edit and delete', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/ringgroup');
  await page.getByRole('button', { name: 'Add Ring Group' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ring Group' });
  await add.getByRole('textbox', { name: 'Extension' }).fill('6900');
  await add.getByRole('textbox', { name: 'Name' }).fill('Concierge Desk');
  await expect(add.getByRole('textbox', { name: 'Call Timeout (seconds)' })).toHaveValue('30');
  await choose(page, add.getByRole('combobox', { name: 'Timeout Action' }), 'Extension');
  await add.getByRole('textbox', { name: 'Number' }).fill('4999');

  const destination = add.getByRole('textbox', { name: 'Destination' });
  await destination.fill('2101');
  await add.getByRole('button', { name: 'Add destination' }).click();
  await destination.fill('2102');
  await add.getByRole('button', { name: 'Add destination' }).click();
  await destination.fill('2101');
  await add.getByRole('button', { name: 'Add destination' }).click();
  await expect(add.getByText('Destination already exists')).toBeVisible();

  // The server checks the timeout action's target; its sentence shows under the form.
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByRole('alert')).toHaveText(`Extension 4999 does not exist in domain ${CPL}.`);
  await add.getByRole('textbox', { name: 'Number' }).fill('2101');
  // The group, then its two destinations: every answer is kept, so a failure here names the call that
  // failed and the server's sentence rather than only the notice that did not come.
  const answers: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.request().method() === 'POST' && /\/ringgroup(\/6900\/destination)?$/.test(path)) {
      void r.text().then((text) => answers.push(`${r.status()} ${path} ${text.slice(0, 200)}`));
    }
  });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => answers, { message: 'the group and its two destinations' }).toHaveLength(3);
  expect(
    answers.map((a) => a.slice(0, 4)),
    answers.join('\n'),
  ).toEqual(['201 ', '201 ', '201 ']);
  await expect(page.getByText('Successfully created the new extension')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('concierge desk');
  const row = page.getByRole('row', { name: /6900/ });
  await expect(row).toContainText('Concierge Desk');
  await expect(row).toContainText('Extension 2101');
  await expect(row).toContainText('2101, 2102');
  await expect(page.getByText('Total: 1')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ringgroup-CPL-\d{8}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\n');
  expect(lines).toEqual([
    'ring_group_extension,ring_group_name,ring_group_call_timeout,ring_group_strategy,ring_group_timeout_action,destination_numbers',
    '6900,Concierge Desk,30,enterprise,Extension 2101,2101 2102',
  ]);

  await row.getByRole('button', { name: 'Edit Ring Group 6900' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Ring Group 6900' });
  const destinations = edit.getByRole('table', { name: 'Destinations' });
  await expect(destinations.locator('tbody tr')).toHaveCount(2);
  await edit.getByRole('textbox', { name: 'Destination' }).fill('1001');
  await edit.getByRole('button', { name: 'Add destination' }).click();
  await expect(destinations.locator('tbody tr')).toHaveCount(3);
  await edit.getByRole('button', { name: 'Remove destination 2102' }).click();
  await expect(destinations.locator('tbody tr')).toHaveCount(2);
  await choose(page, edit.getByRole('combobox', { name: 'Strategy' }), 'Simultaneous');
  await choose(page, edit.getByRole('combobox', { name: 'Timeout Action' }), 'Other');
  await choose(page, edit.getByRole('combobox', { name: 'Action', exact: true }), 'Hangup');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated Ring Group 6900')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Simultaneous');
  await expect(row).toContainText('Hangup');
  await expect(row).toContainText('2101, 1001');

  await row.getByRole('button', { name: 'Delete Ring Group 6900' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Ring Group' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted Ring Group 6900')).toBeVisible();
  await expect(page.getByRole('row', { name: /6900/ })).toHaveCount(0);
});
