/**
 * Issue 11: the Messaging inbox between two browser contexts, each a console user signed in on CPL who
 * chose an app extension as their messaging account, over the real /ws STOMP endpoint. A message typed
 * in one appears in the other with delivered then read marks; messages typed offline wait as pending and
 * arrive once each, in order; messages sent to a context while it was offline appear after it
 * reconnects, without a reload. Each test uses its own pair of accounts, so conversations never mix.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { chooseAccount } from './messaging-account.ts';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'Caribbean Pearl (CPL)';

interface Inbox {
  context: BrowserContext;
  page: Page;
}

/** Signs in as `username`, opens /messagev2 and chooses `account` in Select Account. */
async function openInbox(browser: Browser, username: string, account: string): Promise<Inbox> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, { environment: CPL, username });
  await page.goto('/messagev2');
  await useAccount(page, account);
  await expect(connection(page, 'Connected')).toBeVisible();
  return { context, page };
}

/** The shared Select Account, then the chosen account named in the inbox. */
async function useAccount(page: Page, account: string): Promise<void> {
  await chooseAccount(page, account);
  await expect(page.getByText(`(${account})`)).toBeVisible();
}

const connection = (page: Page, state: 'Connected' | 'Not connected') =>
  page.getByRole('status', { name: `Connection status: ${state}` });

/** Starts a Cruise Line App conversation with the user found by `search` (3+ characters). */
async function startConversation(page: Page, search: string, pick: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'New Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Conversation' });
  await dialog.getByLabel('Add one or more users to initiate a conversation').fill(search);
  await dialog.getByRole('option', { name: pick }).click();
  await dialog.getByRole('button', { name: 'create' }).click();
  await expect(dialog).toBeHidden();
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** Opens the conversation whose row names `name` in the conversation list. */
async function openConversation(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name }).first().click();
}

test('a message typed in one inbox appears in the other, then shows delivered and read', async ({
  browser,
}) => {
  const bridge = await openInbox(browser, 'admin', '99981001');
  const security = await openInbox(browser, 'operator', '99981101');
  const text = `Gangway closes at 17:30 (${Date.now()})`;

  await startConversation(bridge.page, 'Security', /Security Office.*99981101/);
  await send(bridge.page, text);
  const sent = bubble(bridge.page, text);
  await expect(sent).toBeVisible();
  // The other inbox is connected, so its client says delivered on arrival.
  await expect(sent.getByRole('img', { name: 'Delivered' })).toBeVisible();

  await openConversation(security.page, /^Bridge/);
  await expect(bubble(security.page, text)).toBeVisible();
  // Opening the conversation reads it.
  await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible();

  await bridge.context.close();
  await security.context.close();
});

test('messages typed offline wait as pending and arrive once each, in order, after the link is back', async ({
  browser,
}) => {
  const medical = await openInbox(browser, 'admin', '99981301');
  const guest = await openInbox(browser, 'operator', '99982100');
  await startConversation(medical.page, 'Guest Serv', /Guest Services.*99982100/);
  const opening = `Medical centre open until 20:00 (${Date.now()})`;
  await send(medical.page, opening);
  await expect(bubble(medical.page, opening).getByRole('img', { name: 'Delivered' })).toBeVisible();

  await medical.context.setOffline(true);
  await expect(connection(medical.page, 'Not connected')).toBeVisible();
  const typed = ['First while offline', 'Second while offline', 'Third while offline'].map(
    (t) => `${t} ${Date.now()}`,
  );
  for (const text of typed) {
    await send(medical.page, text);
    await expect(bubble(medical.page, text).getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  }

  await medical.context.setOffline(false);
  await expect(connection(medical.page, 'Connected')).toBeVisible({ timeout: 20_000 });
  for (const text of typed) {
    await expect(bubble(medical.page, text).getByRole('img', { name: /Delivered|Read/ })).toBeVisible();
  }

  await openConversation(guest.page, /^Medical Centre/);
  for (const text of typed) await expect(bubble(guest.page, text)).toHaveCount(1);
  const shown = await guest.page.getByTestId('message').allInnerTexts();
  const order = typed.map((text) => shown.findIndex((s) => s.includes(text)));
  expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? -1)))).toBe(true);

  await medical.context.close();
  await guest.context.close();
});

test('messages sent to an inbox while it was offline appear after it reconnects, without a reload', async ({
  browser,
}) => {
  const purser = await openInbox(browser, 'admin', '99982101');
  const crew = await openInbox(browser, 'operator', '99982301');
  await startConversation(purser.page, 'Crew Off', /Crew Office.*99982301/);
  const hello = `Crew meal vouchers are ready (${Date.now()})`;
  await send(purser.page, hello);
  await openConversation(crew.page, /^Purser/);
  await expect(bubble(crew.page, hello)).toBeVisible();

  await crew.context.setOffline(true);
  await expect(connection(crew.page, 'Not connected')).toBeVisible();
  const missed = [`Pick them up at deck 2 (${Date.now()})`, `Until 18:00 today (${Date.now()})`];
  for (const text of missed) {
    await send(purser.page, text);
    // Stored, but not delivered: the crew inbox is offline.
    await expect(bubble(purser.page, text).getByRole('img', { name: 'Sent' })).toBeVisible();
  }
  await expect(bubble(crew.page, missed[0] ?? '')).toHaveCount(0);

  await crew.context.setOffline(false);
  for (const text of missed) await expect(bubble(crew.page, text)).toHaveCount(1, { timeout: 20_000 });
  // The open conversation reads what it caught up.
  for (const text of missed) {
    await expect(bubble(purser.page, text).getByRole('img', { name: 'Read' })).toBeVisible();
  }

  await purser.context.close();
  await crew.context.close();
});

test('New Conversation: users are searched from 3 characters, never oneself, and create needs a choice', async ({
  page,
}) => {
  await signInWithPassword(page, { environment: CPL, username: 'operator' });
  await page.goto('/messagev2');
  await useAccount(page, '99981002');

  await page.getByRole('button', { name: 'New Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Conversation' });
  const create = dialog.getByRole('button', { name: 'create' });
  await expect(create).toBeDisabled();
  const search = dialog.getByLabel('Add one or more users to initiate a conversation');
  await search.fill('Br');
  await expect(dialog.getByText('Type at least 3 characters')).toBeVisible();
  await search.fill('Bridge');
  await expect(dialog.getByRole('option', { name: /99981001/ })).toBeVisible();
  // The account in use is never offered.
  await expect(dialog.getByRole('option', { name: /99981002/ })).toHaveCount(0);
  await dialog.getByRole('option', { name: /99981001/ }).click();
  await expect(create).toBeEnabled();

  await dialog.getByRole('radio', { name: 'Other Messaging Channels' }).check();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Destination').fill('+13055550123');
  await expect(create).toBeDisabled();
  await dialog.getByRole('radio', { name: 'WhatsApp' }).check();
  await expect(create).toBeEnabled();

  await dialog.getByRole('radio', { name: 'Bots' }).check();
  await dialog.getByRole('radio', { name: /9998214/ }).check();
  await create.click();
  await expect(page.getByRole('heading', { name: /Concierge Bot/ })).toBeVisible();
});

test('Update Extension saves both accounts of a paired extension', async ({ page }) => {
  await signInWithPassword(page, { environment: CPL, username: 'admin' });
  await page.goto('/messagev2');
  await useAccount(page, '99982102');

  await page.getByRole('button', { name: 'Update Extension 99982102' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Update Extension' });
  const physical = dialog.getByRole('group', { name: /Physical extension 99992102/ });
  const app = dialog.getByRole('group', { name: /App extension 99982102/ });
  const name = `Excursions ${Date.now() % 10_000}`;
  await physical.getByLabel('Caller Name').fill(`${name} desk`);
  await physical.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour-Lights-2101');
  await physical.getByLabel('Description').fill('Shore excursions desk handset');
  await app.getByLabel('Caller Name').fill(`${name} app`);
  await app.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour-Lights-2102');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  for (const [ext, expected] of [
    ['99992102', `${name} desk`],
    ['99982102', `${name} app`],
  ] as const) {
    const res = await page.request.get(`/v2/pbx/domain/cpl.meridiancruises.example/extension/${ext}`);
    expect(res.status()).toBe(200);
    expect((await res.json()).effective_caller_id_name).toBe(expected);
  }
});

test('the inbox at 390 px: the list, then the conversation alone with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, { environment: CPL, username: 'operator' });
  await page.goto('/messagev2');
  await useAccount(page, '99982100');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await list.getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(list).toBeHidden();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
});
