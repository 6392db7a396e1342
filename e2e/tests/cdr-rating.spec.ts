/**
 * How a call was rated, from the Cabin CDRs screen (issue 13 item 4), against the demo fleet's records,
 * which the seed makes through the switch's rating engine: a cabin call at a special rate that used free
 * seconds and billed the rest is found by its call id, and its row opens the matched prefix and rate, the
 * free seconds used, the billed seconds, cost and price the server stored for it.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword } from './sign-in.ts';

interface RatedCdr {
  callid: string;
  pin: string;
  currency: string;
  sessiontime: number;
  rating: {
    rate: {
      source: 'special' | 'default';
      prefix: string | null;
      name: string | null;
      cost_per_minute: string;
      price_per_minute: string;
      billing_increment: number;
      minimum_duration: number;
    };
    free_seconds: number;
    billed_seconds: number;
    cost: string;
    price: string;
    granted_seconds: number | null;
  } | null;
}

/** The demo's cabins are in USD: a record's amounts to the cent, a rate to 4 decimals without trailing zeros. */
const dollars = (amount: string) => `$${Number(amount).toFixed(2)}`;
const perMinute = (amount: string) =>
  `$${Number(amount)
    .toFixed(4)
    .replace(/(\.\d\d\d*?)0+$/, '$1')}`;

/** The cabin whose billing period pin-management.spec resets. */
const RESET_CABIN = '4002';

/** A current cabin record rated at a special rate that used free seconds and billed more. */
async function ratedCabinCall(page: Page): Promise<RatedCdr> {
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    const res = await page.request.get(`/v3/callingcard/cdrs?type=cabin&page=${pageNo}&pagesize=100`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: RatedCdr[] };
    const found = data.find(
      (r) =>
        // Cabin 4002's billing period is reset by pin-management.spec, maybe meanwhile by the other worker:
        // its records would then no longer be current, and the screen's search would find none.
        r.pin !== RESET_CABIN &&
        r.rating?.rate.source === 'special' &&
        r.rating.free_seconds > 0 &&
        r.rating.billed_seconds > 0 &&
        r.rating.granted_seconds !== null,
    );
    if (found) return found;
    if (data.length < 100) break;
  }
  throw new Error('The demo fleet has no cabin call at a special rate with free and billed seconds.');
}

test('Cabin CDRs: a row opens how its call was rated', async ({ page }) => {
  await signInWithPassword(page);
  const record = await ratedCabinCall(page);
  const rating = record.rating;
  if (!rating) throw new Error('unreachable: the record was chosen for its rating');

  await page.goto('/pincdr/cabin');
  await expect(page.getByRole('heading', { name: 'Cabin CDRs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cabin CDRs' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(record.callid);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.locator('tbody tr').first().click();

  const dialog = page.getByRole('dialog', { name: `How call ${record.callid} was rated` });
  const detail = dialog.getByRole('table', { name: 'Rating of the call' });
  const line = (label: string) =>
    detail.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const { rate } = rating;
  await expect(line('Rate')).toContainText(`Special rate ${rate.name}, dial prefix ${rate.prefix}`);
  await expect(line('Price per minute')).toContainText(perMinute(rate.price_per_minute));
  await expect(line('Cost per minute')).toContainText(perMinute(rate.cost_per_minute));
  await expect(line('Billing')).toContainText(
    `In steps of ${rate.billing_increment} s, at least ${rate.minimum_duration} s`,
  );
  await expect(line('Answered')).toContainText(`${record.sessiontime} s`);
  await expect(line('Free seconds used')).toContainText(`${rating.free_seconds} s`);
  await expect(line('Billed')).toContainText(`${rating.billed_seconds} s`);
  await expect(line('Cost')).toContainText(dollars(rating.cost));
  await expect(line('Price')).toContainText(dollars(rating.price));
  await expect(line('Granted at authorization')).toContainText(`${rating.granted_seconds} s`);
  // The seed's tariff for cabins bills in 6 s steps: the billed seconds are whole steps.
  expect(rating.billed_seconds % rate.billing_increment).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
