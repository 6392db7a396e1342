/**
 * Issue 12 item 6: the public site's chat-support widget talks to the support desk's inbox through the
 * messaging core. A visitor on a 390 px phone asks a question; an administrator signed in on Caribbean
 * Pearl (the demo's support environment) chooses the Guest Services desk account (99982100), finds the
 * conversation under the visitor's name and e-mail and replies; the reply appears in the widget, and a
 * reload finds the conversation again (the token kept in the browser).
 */
import { expect, type Page, test } from '@playwright/test';
import { chooseAccount } from './messaging-account.ts';
import { signInWithPassword } from './sign-in.ts';

const DESK = '99982100';

/** The shared Select Account, then the chosen account named in the inbox. */
async function useAccount(page: Page, account: string): Promise<void> {
  await chooseAccount(page, account);
  await expect(page.getByText(`(${account})`)).toBeVisible();
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Questions? We are here.' });
const log = (page: Page) => widget(page).getByRole('log', { name: 'Conversation with our support team' });

test("a visitor's widget question reaches the support desk's inbox and the desk's reply reaches the widget", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Ana Reyes ${stamp}`;
  const email = `ana.${stamp}@oceanic.example`;
  const question = `Do your ships have Wi-Fi in the cabins? <${stamp}>`;
  const reply = `Yes, in every cabin: join "Ship-WiFi" (${stamp}).`;

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/guestapp');
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  await widget(visitor).getByLabel('Your name').fill(name);
  await widget(visitor).getByLabel('Your e-mail').fill(email);
  await widget(visitor).getByLabel('Your question').fill(question);
  await widget(visitor).getByRole('button', { name: 'Send question' }).click();
  await expect(log(visitor).getByText(question)).toBeVisible();
  // The panel fits the phone's width.
  const box = await widget(visitor).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: '../test-results/support-chat-390.png' });

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInWithPassword(desk);
  await desk.goto('/messagev2');
  await useAccount(desk, DESK);
  await desk
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`${name} \\(${email.replace(/\./g, '\\.')}\\)`) })
    .first()
    .click();
  await expect(desk.getByTestId('message').filter({ hasText: question })).toBeVisible();
  await desk.getByRole('textbox', { name: 'Message' }).fill(reply);
  await desk.getByRole('button', { name: 'Send' }).click();

  await expect(log(visitor).getByText(reply)).toBeVisible();
  await expect(log(visitor).getByText('Portside support')).toBeVisible();
  await visitor.screenshot({ path: '../test-results/support-chat-390-reply.png' });

  // A reload finds the conversation again with the token kept in the browser.
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  await expect(log(visitor).getByText(question)).toBeVisible();
  await expect(log(visitor).getByText(reply)).toBeVisible();

  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.screenshot({ path: '../test-results/support-chat-1280.png' });
  await visitorContext.close();
  await deskContext.close();
});
