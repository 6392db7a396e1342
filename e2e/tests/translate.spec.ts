/**
 * Issue 12 item 3: the composer's Translate through the server's language service, which calls an
 * OpenAI-compatible chat-completions API (here the run's fake, global-setup.ts). The translation shown is
 * the model's answer, Use Translation puts it in the box, and it is sent as typed.
 */
import { expect, test } from '@playwright/test';
import { FAKE_TRANSLATION } from '../global-setup.ts';
import { signInWithPassword } from './sign-in.ts';

test('Translate asks the language service and Use Translation puts its answer in the box', async ({
  page,
}) => {
  await signInWithPassword(page, { environment: 'Caribbean Pearl (CPL)' });
  await page.goto('/messagev2');
  await page
    .getByRole('button', { name: /^(Please select account now|Change the messaging account)$/ })
    .first()
    .click();
  const select = page.getByRole('dialog', { name: 'Select Account' });
  await select.getByPlaceholder('Search name or number').fill('99981003');
  await select.getByRole('button', { name: /^Use 99981003 / }).click();
  await expect(page.getByRole('status', { name: 'Connection status: Connected' })).toBeVisible();

  // A conversation with the language analysis bot: nobody else's inbox is touched.
  await page.getByRole('button', { name: 'New Conversation' }).click();
  const create = page.getByRole('dialog', { name: 'New Conversation' });
  await create.getByText('Bots', { exact: true }).click();
  await create.getByRole('radio', { name: /9998216/ }).check();
  await create.getByRole('button', { name: 'create' }).click();
  await expect(create).toBeHidden();

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Your cabin is ready.');
  await page.getByRole('button', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate' });
  await expect(
    dialog.getByRole('tablist', { name: 'Target language' }).getByRole('tab', { name: 'French' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('region', { name: 'Translation' })).toHaveText(FAKE_TRANSLATION);
  await dialog.getByRole('button', { name: 'Use Translation' }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toHaveValue(FAKE_TRANSLATION);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: FAKE_TRANSLATION })).toBeVisible();
});
