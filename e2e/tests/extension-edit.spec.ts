/**
 * Update and Delete Extension end to end on the demo fleet (issue 14 item 7): edit every kind of field
 * (name, outbound calls, a forward, a generated password) and see it saved; delete an extension that a ring
 * group rings, after a confirmation that lists that reference, and see the reference gone. Screenshots of
 * both dialogs at 1280 and 390 px go to SHOTS_DIR when it is set.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'cpl.meridiancruises.example';
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The dialog re-lays itself out; give it a frame before the picture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A fresh extension and a ring group that rings it, made through the API as the console would. */
async function extensionInARingGroup(page: Page) {
  const suffix = Math.floor(Math.random() * 9000) + 1000;
  const number = `7${suffix}`;
  const group = `69${String(suffix % 100).padStart(2, '0')}`;
  const created = await page.request.post(`/v3/pbx/domain/${CPL}/extension/createfull`, {
    data: {
      extension: number,
      password: `e2e-secret-${number}`,
      extensionAttributes: { effective_caller_id_name: 'Library Desk', description: 'Deck 7 library' },
    },
  });
  expect(created.status()).toBe(201);
  const ringGroup = await page.request.post(`/v2/pbx/domain/${CPL}/ringgroup`, {
    data: { ring_group_extension: group, ring_group_name: 'Library Team' },
  });
  expect([201, 409]).toContain(ringGroup.status());
  const destination = await page.request.post(`/v2/pbx/domain/${CPL}/ringgroup/${group}/destination`, {
    data: { destination_number: number },
  });
  expect(destination.status()).toBe(201);
  return { number, group };
}

async function findRow(page: Page, number: string) {
  await page.goto('/extension');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  return page.getByRole('row', { name: new RegExp(number) });
}

test('Extensions: edit every kind of field, then delete with the references listed', async ({ page }) => {
  await signInWithPassword(page);
  const { number, group } = await extensionInARingGroup(page);
  const row = await findRow(page, number);

  await row.getByRole('button', { name: `Edit extension ${number}` }).click();
  const edit = page.getByRole('dialog', { name: `Update Extension ${number}` });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Library Desk');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Name' }).fill('Library Reception');
  await edit.getByRole('switch', { name: /^Outbound calls/ }).click();
  await edit.getByRole('switch', { name: 'Forward when busy' }).click();
  await edit.getByRole('textbox', { name: 'Forward when busy: to' }).fill('2101');
  await edit.getByRole('button', { name: 'Generate' }).click();
  await shot(page, 'extension-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Successfully updated extension ${number}`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Library Reception');
  const saved = await (await page.request.get(`/v2/pbx/domain/${CPL}/extension/${number}`)).json();
  expect(saved).toMatchObject({
    effective_caller_id_name: 'Library Reception',
    toll_allow: 'f',
    forward_busy_enabled: true,
    forward_busy_destination: '2101',
  });

  await row.getByRole('button', { name: `Delete extension ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete Extension ${number}` });
  await expect(confirm.getByRole('list', { name: 'What refers to it' })).toContainText(
    `Ring Group ${group} (Library Team) rings it: that destination will be removed.`,
  );
  await shot(page, 'extension-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Successfully deleted extension ${number}`)).toBeVisible();
  await expect(page.getByText('No records found.')).toBeVisible();
  expect((await page.request.get(`/v2/pbx/domain/${CPL}/extension/${number}`)).status()).toBe(404);
  const destinations = await (
    await page.request.get(`/v2/pbx/domain/${CPL}/ringgroup/${group}/destination?page=1&pagesize=100`)
  ).json();
  expect(
    destinations.ringgroupdestinations.map((d: { destination_number: string }) => d.destination_number),
  ).not.toContain(number);
});

test('Ring Groups: a number an extension holds is refused with a sentence naming it', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/ringgroup');
  await page.getByRole('button', { name: 'Add Ring Group' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ring Group' });
  // 6002 is a cabin on deck 6 of every demo ship.
  await add.getByRole('textbox', { name: 'Extension' }).fill('6002');
  await add.getByRole('textbox', { name: 'Name' }).fill('Clash');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    `6002 is already extension 6002 (Cabin 6002) in ${CPL}. Choose another number.`,
  );
});
