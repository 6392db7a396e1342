/**
 * PIN login end to end: the server sends the code over real SMTP to a receiver started here
 * (the Playwright server is configured with SMTP_URL pointing at this port).
 */
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from './ports.ts';
import { chooseEnvironment } from './sign-in.ts';

const mails: { to: string; body: string }[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function codeSentTo(address: string, after: number): Promise<string> {
  await expect.poll(() => mails.slice(after).filter((m) => m.to === address).length).toBeGreaterThan(0);
  const mail = mails
    .slice(after)
    .filter((m) => m.to === address)
    .at(-1)!;
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail: ${mail.body}`);
  return code;
}

test('PIN login e-mails a code, a wrong code is refused, the right one signs in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('2101');
  await chooseEnvironment(page, 'Caribbean Pearl (CPL)');
  await page.getByRole('button', { name: 'Choose how to sign in' }).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  const before = mails.length;
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
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('Resend code e-mails a new code and says so', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('2101');
  await chooseEnvironment(page, 'Caribbean Pearl (CPL)');
  await page.getByRole('button', { name: 'Choose how to sign in' }).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  await page.getByRole('button', { name: 'Login using Pin' }).click();
  await expect(page).toHaveURL(/\/authcode\/2101$/);
  await codeSentTo('purser@meridiancruises.example', 0);

  const before = mails.length;
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Successfully requested a new code. Please check your email.')).toBeVisible();
  await codeSentTo('purser@meridiancruises.example', before);
});
