/**
 * Issue 12 item 5: the ship's assistant (bot 9998214). An administrator adds an FAQ entry on the Ship's
 * Assistant screen; in the Messaging inbox a question to the bot is answered with that entry's answer
 * (the 'Processing' row gives way to it), through the real STOMP endpoint and the messaging core. The
 * screen at 1280 and 390 px is kept as screenshots for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { chooseAccount } from './messaging-account.ts';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'Caribbean Pearl (CPL)';
const SHOTS = process.env.PORTSIDE_SHOTS_DIR ?? 'test-results/assistant-shots';

test('an FAQ entry the administrator adds is what the assistant answers in the inbox', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const keyword = `bike${stamp}`;
  const answer = `Bikes go to the rack on deck 2, next to the gym (${stamp}).`;
  const question = `Where can I leave my bike (${stamp})?`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, { environment: CPL });
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: 'Ship’s Assistant', level: 1 })).toBeVisible();
  // The seeded entries: Wi-Fi and opening hours among them.
  await expect(page.getByRole('article', { name: 'How do I connect to the Wi-Fi?' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'What are the opening hours on board?' })).toBeVisible();

  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New FAQ Entry' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill(question);
  await dialog.getByRole('combobox', { name: 'Keywords' }).fill(`${keyword},`);
  await dialog.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await page.screenshot({ path: `${SHOTS}/assistant-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: question })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assistant-1280.png`, fullPage: true });

  // Ask the bot from an app account's inbox.
  await page.goto('/messagev2');
  await chooseAccount(page, '99981001');
  await expect(page.getByRole('status', { name: 'Connection status: Connected' })).toBeVisible();
  await page.getByRole('button', { name: 'New Conversation' }).click();
  const create = page.getByRole('dialog', { name: 'New Conversation' });
  await create.getByText('Bots', { exact: true }).click();
  await create.getByRole('radio', { name: /9998214/ }).check();
  await create.getByRole('button', { name: 'create' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('textbox', { name: 'Message' }).fill(`Where do I put my ${keyword}?`);
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = page.getByTestId('message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(page.getByTestId('processing')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/assistant-answer-1280.png` });

  // A question it has no entry for goes to a person, and the asker is told so.
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(`Can my parrot come to the captain’s cocktail party (${stamp})?`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page
      .getByTestId('message')
      .filter({ hasText: 'I have passed your question to Guest Services (99982100)' }),
  ).toHaveCount(1);

  // The screen at 390 px: no sideways scroll, the entries and their actions in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/assistant');
  await expect(page.getByRole('article', { name: question })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SHOTS}/assistant-390.png`, fullPage: true });
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete FAQ Entry' });
  await page.screenshot({ path: `${SHOTS}/assistant-delete-390.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: question })).toHaveCount(0);
});
