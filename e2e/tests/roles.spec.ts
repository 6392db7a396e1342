/**
 * Issue 10: tried as each demo role of CPL, the console offers exactly what the role may do. The side bar
 * lists the role's areas only, a screen offers no write the role lacks, a typed URL of another area shows
 * the no-access screen, and a ship administrator reaches no other ship.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'Caribbean Pearl (CPL)';
const SECTIONS = ['Dashboard', 'Broadcast and Messaging', 'Calling Cards', 'PBX', 'User', 'Directory'];

const ROLES = [
  { username: 'officer', role: 'Ship administrator', sections: SECTIONS },
  { username: 'operator', role: 'Operator', sections: SECTIONS.filter((s) => s !== 'User') },
  { username: 'purser', role: 'Billing clerk', sections: ['Dashboard', 'Calling Cards'] },
  { username: 'auditor', role: 'Auditor', sections: SECTIONS },
];

const signInAs = (page: Page, username: string) => signInWithPassword(page, { environment: CPL, username });
const sideBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

for (const { username, role, sections } of ROLES) {
  test(`${username} (${role}) is offered exactly the role's areas, and the top bar names the role`, async ({
    page,
  }) => {
    await signInAs(page, username);
    const nav = sideBar(page);
    for (const name of SECTIONS) {
      await expect(nav.getByText(name, { exact: true })).toHaveCount(sections.includes(name) ? 1 : 0);
    }
    await expect(page.getByRole('banner').getByText(role, { exact: true })).toBeVisible();
  });
}

test('an auditor reads and exports the extensions but is offered no Add Extension', async ({ page }) => {
  await signInAs(page, 'auditor');
  await page.goto('/extension');
  await expect(page.getByRole('heading', { name: 'Extensions', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Export/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Extension' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upload/ })).toHaveCount(0);
});

test('an operator is offered Add Extension', async ({ page }) => {
  await signInAs(page, 'operator');
  await page.goto('/extension');
  await expect(page.getByRole('button', { name: 'Add Extension' })).toBeVisible();
});

test('a billing clerk typing /extension sees the no-access screen, and the server refuses too', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'purser');
  await page.goto('/extension');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(
    page.getByText('You are signed in as Billing clerk, and this role cannot view the PBX.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extensions' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('no-access-1280.png'), fullPage: true });

  const answer = await page.request.get('/v3/pbx/domain/cpl.meridiancruises.example/extension');
  expect(answer.status()).toBe(403);

  await page.getByRole('link', { name: 'Back to your home page' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Calling Cards', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'PBX', exact: true })).toHaveCount(0);
  await sideBar(page).getByRole('button', { name: 'Calling Cards' }).click();
  await expect(sideBar(page).getByRole('link', { name: 'Calling Rates' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('side-bar-1280.png') });
});

test('the officer cannot switch to another ship nor act on one', async ({ page }) => {
  await signInAs(page, 'officer');
  await page.getByRole('button', { name: /Environment: Caribbean Pearl/ }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  const session = await (await page.request.get('/v1/session')).json();
  expect(session.environments.map((e: { code: string }) => e.code)).toEqual(['CPL']);

  const change = await page.request.put('/v1/session/environment', { data: { code: 'KPL' } });
  expect(change.status()).toBe(403);
  const other = await page.request.get('/v3/pbx/domain/kpl.meridiancruises.example/extension');
  expect(other.status()).toBe(403);
  expect((await other.json()).error).toEqual(expect.any(String));
  await page.reload();
  await expect(page.getByText('Figures for Caribbean Pearl (CPL)')).toBeVisible();
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a billing clerk finds only Dashboard and Calling Cards in the drawer, and the no-access screen fits', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'purser');
    // On a phone the top bar has no room for who is signed in: the drawer shows it above the menu.
    await expect(page.getByRole('banner').getByText('Billing clerk', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByText('Billing clerk', { exact: true })).toBeVisible();
    const nav = sideBar(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Calling Cards' })).toBeVisible();
    for (const hidden of ['PBX', 'Broadcast and Messaging', 'User', 'Directory']) {
      await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await page.waitForTimeout(400); // the drawer's slide, for the picture
    await page.screenshot({ path: testInfo.outputPath('side-bar-390.png') });

    await page.goto('/directory');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({ path: testInfo.outputPath('no-access-390.png'), fullPage: true });
  });
});
