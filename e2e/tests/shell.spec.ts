import { expect, test } from '@playwright/test';
import { expectNoSideScroll } from './layout.ts';
import { signInWithPassword } from './sign-in.ts';

test('an unknown route shows the not-found texts and Go Back leads home', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Error 404: Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The system is unable to find the requested action '/no/such/screen'"),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the carrier has no PBX: a PBX screen lands on the upgrade page', async ({ page }) => {
  await signInWithPassword(page, { environment: 'Bluewater Carrier (BWC)' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Calling Cards', { exact: true })).toBeVisible();
  for (const hidden of ['PBX', 'Broadcast and Messaging', 'User', 'Directory']) {
    await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
  }

  await page.goto('/extension');
  await expect(page).toHaveURL(/\/upgrade\/pbx$/);
  await expect(page.getByText(/add the PBX module/)).toBeVisible();
  await page.getByRole('link', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side bar collapse survives a reload', async ({ page }) => {
  await signInWithPassword(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Dashboard', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse side bar' }).click();
  await expect(nav.getByText('Dashboard', { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand side bar' })).toBeVisible();
  await expect(nav.getByText('Dashboard', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Expand side bar' }).click();
  await expect(nav.getByText('Dashboard', { exact: true })).toBeVisible();
});

test('the environment chooser switches ships without a new sign-in', async ({ page }) => {
  await signInWithPassword(page);
  await page
    .getByRole('button', { name: /Caribbean Pearl/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /Danube Pearl/ }).click();
  await expect(page.getByText('Figures for Danube Pearl')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Figures for Danube Pearl')).toBeVisible();
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dashboard has no horizontal scroll and the menu is a drawer', async ({ page }) => {
    await signInWithPassword(page);
    await expect(page.getByText('Calling Cards - CDRs')).toBeVisible();
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const pbx = nav.getByRole('button', { name: 'PBX', exact: true });
    // The drawer slides in; a tap during the slide can land before the group listens.
    await expect(async () => {
      if ((await pbx.getAttribute('aria-expanded')) !== 'true') await pbx.click();
      await expect(nav.getByRole('link', { name: 'Feature Codes' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await nav.getByRole('link', { name: 'Feature Codes' }).click();
    await expect(page).toHaveURL(/\/featurecode$/);
  });
});

test('the officer of one ship cannot switch to another', async ({ page }) => {
  await signInWithPassword(page, { environment: 'Caribbean Pearl (CPL)', username: 'officer' });
  await page.getByRole('button', { name: /Environment: Caribbean Pearl/ }).click();
  await expect(page.getByRole('menuitem', { name: /Danube Pearl/ })).toHaveCount(0);
});
