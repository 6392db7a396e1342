/**
 * Issue 12 items 1 and 2: the Broadcast screen on CPL. An administrator with the Bridge's app account
 * creates a group of two (Security Office and Medical Centre) in the New Broadcast Group editor, sends to
 * it, and sees both members' clients deliver it (each member is another console user in another browser
 * context with that account chosen on the Messaging screen, where the broadcast arrives under the group's
 * name); then deletes the group after the spec's question. The screen at 390 px shows one panel at a time.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { chooseAccount } from './messaging-account.ts';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'Caribbean Pearl (CPL)';

interface Signed {
  context: BrowserContext;
  page: Page;
}

async function signedIn(browser: Browser, username: string, path: string, account: string): Promise<Signed> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, { environment: CPL, username });
  await page.goto(path);
  await chooseAccount(page, account);
  await expect(page.getByRole('status', { name: 'Connection status: Connected' }).first()).toBeVisible();
  return { context, page };
}

/** The Messages/Groups switch: its radios are hidden behind their labels. */
async function switchTo(page: Page, tab: 'Messages' | 'Groups'): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${tab}$`) })
    .click();
  await expect(page.getByRole('radio', { name: tab })).toBeChecked();
}

async function addParticipant(page: Page, search: string, name: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New Broadcast Group' });
  await dialog.getByRole('textbox', { name: 'Search extensions' }).fill(search);
  await dialog.getByRole('button', { name }).click();
}

test('a group of two gets a broadcast, both members see it, the sender sees 2 delivered, then it is deleted', async ({
  browser,
}, testInfo) => {
  const name = `Muster Drill ${Date.now().toString(36)}`;
  const text = `Muster drill at 10:00, deck 5 (${Date.now()})`;
  const bridge = await signedIn(browser, 'admin', '/broadcast', '99981001');
  const security = await signedIn(browser, 'operator', '/messagev2', '99981101');
  const medical = await signedIn(browser, 'officer', '/messagev2', '99981301');
  const page = bridge.page;

  await expect(page.getByText('Select a group to send a broadcast').first()).toBeVisible();
  await switchTo(page, 'Groups');
  await page.getByRole('button', { name: 'New Broadcast Group' }).click();
  const editor = page.getByRole('dialog', { name: 'New Broadcast Group' });
  const create = editor.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await editor.getByRole('textbox', { name: 'Group Name' }).fill(name);
  await expect(create).toBeEnabled();
  await addParticipant(page, 'Security Office', /^Add Security Office \(99981101\)$/);
  await addParticipant(page, 'Medical Centre', /^Add Medical Centre \(99981301\)$/);
  // Added once: its button is now 'Added' and disabled.
  await expect(editor.getByRole('button', { name: /^Add Medical Centre \(99981301\)$/ })).toBeDisabled();
  await expect(editor.getByText('2 participants')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('broadcast-editor-1280.png') });
  const width = (await editor.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(500);
  expect(width).toBeLessThanOrEqual(600);
  await create.click();
  await expect(editor).toBeHidden();

  // The new group is open: its header, the connection status and the input.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Connection Status')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Broadcast', exact: true });
  await expect(panel.getByText(/Group 180\d\d · 2 members/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await page.getByRole('button', { name: `Send to every member of ${name}` }).click();
  const sent = page.getByTestId('broadcast').filter({ hasText: text });
  await expect(sent).toBeVisible();
  // Both members' clients are connected, so each says delivered on arrival.
  await expect(sent.getByTestId('broadcast-counts')).toHaveText(/^Delivered to 2 of 2/, { timeout: 20_000 });

  for (const member of [security, medical]) {
    const row = member.page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', {
      name: new RegExp(name),
    });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.first().click();
    await expect(member.page.getByTestId('message').filter({ hasText: text })).toBeVisible();
  }
  // Opening the conversation read it.
  await expect(sent.getByTestId('broadcast-counts')).toHaveText(/read by 2$/, { timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('broadcast-1280.png'), fullPage: true });

  // The Messages tab lists the group with its newest broadcast.
  await switchTo(page, 'Messages');
  await expect(
    page.getByRole('navigation', { name: 'Messages' }).getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();

  // Delete after the spec's question.
  await switchTo(page, 'Groups');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Broadcast Group' });
  await expect(confirm.getByText(`Are you sure you want to delete ${name}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await expect(page.getByText('Select a group to send a broadcast').first()).toBeVisible();

  await bridge.context.close();
  await security.context.close();
  await medical.context.close();
});

test('the Broadcast screen at 390 px shows the list, then the group alone with a way back', async ({
  browser,
}, testInfo) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signInWithPassword(page, { environment: CPL, username: 'admin' });
  await page.goto('/broadcast');
  await page
    .getByRole('button', { name: /^(Please select account now|Change the messaging account)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select Account' });
  await dialog.getByPlaceholder('Search name or number').fill('99981001');
  await dialog.getByRole('button', { name: /^Use 99981001 / }).click();
  await switchTo(page, 'Groups');
  const groups = page.getByRole('navigation', { name: 'Groups' });
  await expect(groups.getByRole('button').first()).toBeVisible();
  // No horizontal scrolling on a phone.
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('broadcast-390-list.png'), fullPage: true });

  await groups.getByRole('button').first().click();
  await expect(page.getByRole('button', { name: 'Back to the list' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
  // The seed's broadcasts from this account, with their counts.
  await expect(page.getByTestId('broadcast-counts').first()).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('broadcast-390-group.png'), fullPage: true });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(groups).toBeVisible();
  await phone.close();
});
