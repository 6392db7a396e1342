/**
 * The console's languages (issue 15 items 1 and 7): switching to Greek in the top bar changes the side bar
 * and the dashboard's dates at once; a signed-in user's choice is kept on the server and follows them to
 * another browser; before sign-in the public header's choice is remembered in this browser; a browser
 * that prefers a language opens in it; the server's sentences come in it too. A user of its own, so the
 * demo users other specs sign in as stay in English.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

const CPL = 'cpl.meridiancruises.example';
const CPL_LABEL = 'Caribbean Pearl (CPL)';
const GREEK = /\p{Script=Greek}{3,}/u;
const FRENCH_ACCOUNT = 'Mon compte';

/** A fresh operator made through the API as an administrator would, signed in as nobody else. */
async function freshUser(browser: Browser): Promise<{ username: string; password: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page);
  const username = `lang${Date.now().toString(36)}`;
  const password = `e2e-${username}-secret`;
  const res = await page.request.post(`/v3/pbx/domain/${CPL}/user`, {
    data: {
      username,
      password,
      user_email: `${username}@example.com`,
      contactInfo: { contact_name_given: 'Eleni Papadopoulou' },
      role: 'operator',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return { username, password };
}

const dashboardLink = (page: Page) => page.getByRole('navigation').locator('a[href="/dashboard"]').first();

/** The first day of the dashboard's calls chart, as the server gives it (YYYY-MM-DD). */
async function firstChartDay(page: Page): Promise<string> {
  const stats = await page.request.get(`/v3/utils/statistics?domain=${CPL}`);
  return ((await stats.json()) as { calls_per_day: { date: string }[] }).calls_per_day[0]?.date ?? '';
}

/** The calls chart, a list of the days (named in English or Greek), each named under its bar. */
const chart = (page: Page) => page.getByRole('list', { name: /^(Calls per day|Κλήσεις ανά ημέρα)$/ });

const dayMonth = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));

test('Greek from the top bar: the side bar and a dashboard date change, and the choice follows the user to another browser', async ({
  browser,
}) => {
  const user = await freshUser(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, { environment: CPL_LABEL, ...user });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dashboardLink(page)).toHaveText('Dashboard');
  const day = await firstChartDay(page);
  await expect(chart(page)).toContainText(dayMonth('en-US', day));

  await page.getByRole('button', { name: 'Language: English' }).click();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/v1/session/language') && res.request().method() === 'PUT',
  );
  await page.getByRole('menuitem', { name: 'Ελληνικά' }).click();
  expect((await saved).status()).toBe(200);

  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(dashboardLink(page)).toHaveText(GREEK);
  await expect(page.getByRole('button', { name: /Ελληνικά/ })).toBeVisible();
  await expect(chart(page)).toContainText(dayMonth('el-GR', day));
  await expect(chart(page)).not.toContainText(dayMonth('en-US', day));
  const greekDashboard = (await dashboardLink(page).textContent()) ?? '';

  // Another browser, nothing remembered in it: the login is English, the console Greek once signed in.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInWithPassword(other, { environment: CPL_LABEL, ...user });
  await expect(other.locator('html')).toHaveAttribute('lang', 'el');
  await expect(dashboardLink(other)).toHaveText(greekDashboard);
  await other.reload();
  await expect(dashboardLink(other)).toHaveText(greekDashboard);
  await elsewhere.close();
  await context.close();
});

test('before sign-in the public header’s choice is remembered in this browser, for the login too', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: FRENCH_ACCOUNT })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: FRENCH_ACCOUNT })).toBeVisible();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel(/^Nom d.utilisateur$/)).toBeVisible();
});

test('a browser that prefers German opens in German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await context.close();
});

test('the server answers in Greek too: a wrong password’s sentence on a Greek sign-in', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'el-GR' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  // Nobody's account: a wrong guess spends no demo user's sign-in budget.
  await page.locator('input[autocomplete="username"]').fill('nobody-greek');
  await page.getByRole('combobox').selectOption({ label: CPL_LABEL });
  const password = page.locator('input[autocomplete="current-password"]');
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Λάθος όνομα χρήστη ή κωδικός πρόσβασης.');
  await context.close();
});
