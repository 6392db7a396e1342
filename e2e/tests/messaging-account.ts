import { expect, type Page } from '@playwright/test';

/** Select Account: the banner's 'Please select account now' (or 'change'), then Use on the account's row. */
export async function chooseAccount(page: Page, account: string): Promise<void> {
  await page
    .getByRole('button', { name: /^(Please select account now|Change the messaging account)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select Account' });
  await dialog.getByPlaceholder('Search name or number').fill(account);
  await dialog.getByRole('button', { name: new RegExp(`^Use ${account} `) }).click();
  await expect(dialog).toBeHidden();
}
