/**
 * PIN login end to end: the server sends the code over real SMTP to the run's receiver
 * (../mail-receiver.ts; the Playwright server's SMTP_URL points at it).
 */
import { expect, test } from '@playwright/test';
import { allMails, nextMailTo } from './mailbox.ts';
import { chooseEnvironment } from './sign-in.ts';

async function codeSentTo(address: string, after: number): Promise<string> {
  const mail = await nextMailTo(address, after);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail: ${mail.body}`);
  return code;
}

test('PIN login e-mails a code, refuses a wrong one, the right one opens /self', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('2101');
  await chooseEnvironment(page, 'Caribbean Pearl (CPL)');
  await page.getByRole('button', { name: 'Choose how to sign in' }).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  const before = allMails().length;
  await page.getByRole('button', { name: 'Login using Pin' }).click();
  await expect(page).toHaveURL(/\/authcode\/2101$/);
  await expect(page.getByText('Please enter the code received via email')).toBeVisible();
  const code = await codeSentTo('purser@meridiancruises.example', before);

  const validate = page.getByRole('button', { name: 'Validate Code' });
  await expect(validate).toBeDisabled();
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code digit').first().click();
  await page.keyboard.type(wrong);
  await expect(validate).toBeEnabled();
  await validate.click();
  await expect(page.getByText('Invalid code, Please try again.')).toBeVisible();

  await page.getByLabel('Code digit').first().click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await page.getByLabel('Code digit').first().click();
  await page.keyboard.type(code);
  await validate.click();
  // A code sign-in is an extension session: its self-service home, never the admin console.
  await expect(page).toHaveURL(/\/self$/);
  await expect(page.getByRole('heading', { name: 'My extension' })).toBeVisible();
  await expect(page.getByText('Extension 2101')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Caller name and call forwards' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Voicemail messages' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // A console route typed by hand comes back to the home.
  await page.goto('/extension');
  await expect(page).toHaveURL(/\/self$/);
  await expect(page.getByRole('heading', { name: 'My extension' })).toBeVisible();
});

test('Resend code e-mails a new code and says so', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('2101');
  await chooseEnvironment(page, 'Caribbean Pearl (CPL)');
  await page.getByRole('button', { name: 'Choose how to sign in' }).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  const first = allMails().length;
  await page.getByRole('button', { name: 'Login using Pin' }).click();
  await expect(page).toHaveURL(/\/authcode\/2101$/);
  await codeSentTo('purser@meridiancruises.example', first);

  const before = allMails().length;
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Successfully requested a new code. Please check your email.')).toBeVisible();
  await codeSentTo('purser@meridiancruises.example', before);
});
