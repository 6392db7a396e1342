/**
 * A report schedule that runs (issue 13 item 5): created in the console, fired by moving the server's
 * scheduler clock to its time (POST /test/clock, enabled by TEST_CLOCK in playwright.config.ts), then
 * its Last Run shows in ship time and its CSV reaches the SMTP receiver. A test clock, never a wait.
 */
import { expect, test } from '@playwright/test';
import { allMails, nextMailTo } from './mailbox.ts';
import { signInWithPassword } from './sign-in.ts';

/** dayjs's 'lll' (Mar 10, 2026 6:00 AM) of `at` in `zone`. */
function lll(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(at)
    .replace(/(\d{4}),/, '$1')
    .replace(/\u202f/g, ' ');
}

test('Report Schedule: a new schedule fires at its time and shows its Last Run', async ({ page }) => {
  await signInWithPassword(page);
  await page.goto('/reportschedule');
  await expect(page.getByRole('heading', { name: 'Report Schedule', level: 1 })).toBeVisible();

  // Its hour is the next UTC hour, so its first time is under an hour away and few demo schedules share it.
  const now = new Date();
  const hour = (now.getUTCHours() + 1) % 24;
  const fireAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (fireAt <= now) fireAt.setUTCDate(fireAt.getUTCDate() + 1);
  const name = `E2E nightly ${now.getTime()}`;
  const receiver = `e2e.${now.getTime()}@cpl.example`;

  await page.getByRole('button', { name: 'New Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Report Schedule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Cabin CDRs' }).check();
  await dialog.getByRole('combobox', { name: 'Hour' }).click();
  const label = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(fireAt)
    .replace(/\u202f/g, ' ');
  await page.getByRole('option', { name: label, exact: true }).click();
  await dialog.getByRole('radio', { name: 'UTC', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(receiver);
  await dialog.getByRole('textbox', { name: 'E-mail address' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Cabin calls');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The cabin calls since the last report.');
  await dialog.getByRole('button', { name: 'Create & Activate' }).click();
  await expect(page.getByText('Successfully created a report schedule')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Daily');
  const zone = (await (await page.request.get('/v3/utils/localtimezone')).json()).timezone as string;
  await expect(row).toContainText(lll(fireAt, zone));

  // Its time comes: the scheduler runs what is due and answers what it ran.
  const mailsBefore = allMails().length;
  const ranAt = new Date(fireAt.getTime() + 30_000);
  const tick = await page.request.post('/test/clock', { data: { now: ranAt.toISOString() } });
  expect(tick.status()).toBe(200);
  const runs = (await tick.json()).runs as Array<{ period: string; error: string | null }>;
  expect(runs.filter((r) => r.error !== null)).toEqual([]);

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(row).toContainText(lll(ranAt, zone));
  const mail = await nextMailTo(receiver, mailsBefore);
  expect(mail.body).toContain('Subject: Cabin calls');
  expect(mail.body).toMatch(/filename="?cabin-cdrs-CPL-\d{8}\.csv/);
});
