/**
 * Hardware end to end on the demo fleet: the tabs and Load More over the seeded files, add a phone's
 * configuration on the purser's extension, fetch its file as the phone does (its provisioning address,
 * shown once, no session), view and download the Yealink and Grandstream files from the row and rotate the
 * credential, update it, delete it after the confirmation, and the export.
 */
import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { signInWithPassword } from './sign-in.ts';

const MAC = '00:15:65:e2:e0:01';
const PROXY = 'sbc.cpl.meridiancruises.example';

test('Hardware: tabs, Load More, add, provisioning file fetched and viewed, rotate, update, delete, export', async ({
  page,
}, testInfo) => {
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

  // The provisioning address, shown this once; the phone fetches its file there without a session.
  const reveal = page.getByRole('dialog', { name: `Provisioning address of ${MAC}` });
  const yealinkUrl = (await reveal.getByLabel('Yealink file', { exact: true }).textContent()) ?? '';
  expect(yealinkUrl).toMatch(
    new RegExp(`/provision/prv_[A-Za-z0-9_-]{43}/${MAC.replaceAll(':', '')}\\.cfg$`),
  );
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  const phone = await request.newContext();
  const fetched = await phone.get(yealinkUrl);
  expect(fetched.status()).toBe(200);
  const cfg = await fetched.text();
  expect(cfg.split('\n')[0]).toBe('#!version:1.0.0.1');
  expect(cfg).toContain('account.1.user_name = 2101');
  expect(cfg).toContain(`account.1.outbound_proxy.1.address = ${PROXY}`);
  expect(cfg).toMatch(/account\.1\.password = \S+/);
  // Another credential: its first character changed (to Y where it was Z, one address in 64).
  const wrong = yealinkUrl.replace(/prv_(.)/, (_, first: string) => `prv_${first === 'Z' ? 'Y' : 'Z'}`);
  expect((await phone.get(wrong)).status()).toBe(404);

  await page.getByRole('searchbox', { name: 'Search' }).fill(MAC);
  const row = table.getByRole('row', { name: new RegExp(MAC) });
  // Pending until the phone took its file, Archived once it has (just above); asserted below, once listed again.
  await expect(row).toContainText('E2E Purser desk');

  // The console views the files as each maker's phone reads them, downloads one, rotates the credential.
  await row.getByRole('button', { name: `View Provisioning File ${MAC}` }).click();
  const files = page.getByRole('dialog', { name: `Provisioning File ${MAC}` });
  await expect(files.getByText(/account\.1\.user_name = 2101/)).toBeVisible();
  await expect(files.getByText(/A phone last fetched its file/)).toBeVisible();
  await files.getByText('Grandstream (.xml)').click();
  await expect(files.getByText(/<P35>2101<\/P35>/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hardware-provisioning-1280.png') });
  const [gsFile] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: `Download cfg${MAC.replaceAll(':', '')}.xml` }).click(),
  ]);
  expect(gsFile.suggestedFilename()).toBe(`cfg${MAC.replaceAll(':', '')}.xml`);
  expect(await readFile((await gsFile.path()) ?? '', 'utf8')).toContain('<P35>2101</P35>');
  await files.getByRole('button', { name: 'Rotate Credential' }).click();
  await files.getByRole('button', { name: 'Rotate Credential' }).click();
  const rotatedUrl = (await files.getByLabel('Yealink file', { exact: true }).textContent()) ?? '';
  expect(rotatedUrl).not.toBe(yealinkUrl);
  expect((await phone.get(yealinkUrl)).status()).toBe(404);
  expect((await phone.get(rotatedUrl)).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(files.getByLabel('Yealink file', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hardware-provisioning-390.png'), fullPage: true });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await files.getByRole('button', { name: 'Close' }).click();
  await phone.dispose();

  // What the spec's console path answers: the XML config, with the extension's SIP password. The phone
  // has taken its file, so it is archived (its address stays the same).
  await expect(row).toContainText('Archived');
  const xml = await page.request.get(`/v3/pbx/hardware/provisioning/file/archived/mac/${MAC}`);
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
