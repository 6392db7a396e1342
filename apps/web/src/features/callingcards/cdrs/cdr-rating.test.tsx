/** The CDR screen's rating detail (issue 13 item 4): a row opens how its call was rated. */
import type { Cdr } from '@portside/contract/callingcards/cdrs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const cdr = (id: number, name: string, rating: Cdr['rating']): Cdr => ({
  id,
  callid: `call-${id}`,
  card: 1,
  pin: '5101',
  name,
  type: 'cabin',
  src: '5101',
  destination: '442071234567',
  destination_name: 'London',
  starttime: '2026-01-05T15:04:05Z',
  stoptime: '2026-01-05T15:06:35Z',
  sessiontime: 95,
  billed_sessiontime: 35,
  tariff: 2,
  blockprice: 0,
  blockcost: 0,
  sessionprice: 0.53,
  sessioncost: 0.09,
  answered: 1,
  terminatecauseid: 'NORMAL_CLEARING',
  direction: 'outbound',
  archived: 0,
  currency: 'GBP',
  rating,
});

const rated = cdr(1, 'Rated cabin', {
  rate: {
    source: 'special',
    rate_id: 7,
    prefix: '4420',
    name: 'London',
    cost_per_minute: '0.15',
    price_per_minute: '0.9',
    billing_increment: 6,
    minimum_duration: 30,
  },
  free_seconds: 60,
  billed_seconds: 36,
  cost: '0.09',
  price: '0.54',
  granted_seconds: 260,
});

it('opens how a row was rated, and says when the engine did not rate it', async () => {
  mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/callingcard/cdrs': { body: { data: [rated, cdr(2, 'Seeded cabin', null)], total: 2 } },
  });
  renderApp('/pincdr/cabin');
  const table = await screen.findByRole('table', { name: 'Cabin CDRs' });
  const user = userEvent.setup();
  await user.click(await within(table).findByText('Rated cabin'));
  const dialog = await screen.findByRole('dialog', { name: 'How call call-1 was rated' });
  const detail = within(within(dialog).getByRole('table', { name: 'Rating of the call' }));
  const value = (label: string) =>
    detail.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
  expect(value('Rate')).toBe('Special rate London, dial prefix 4420');
  expect(value('Price per minute')).toBe('£0.90');
  expect(value('Cost per minute')).toBe('£0.15');
  expect(value('Billing')).toBe('In steps of 6 s, at least 30 s');
  expect(value('Answered')).toBe('95 s');
  expect(value('Free seconds used')).toBe('60 s');
  expect(value('Billed')).toBe('36 s');
  expect(value('Cost')).toBe('£0.09');
  expect(value('Price')).toBe('£0.54');
  expect(value('Granted at authorization')).toBe('260 s');
  await user.keyboard('{Escape}');
  await user.click(within(table).getByText('Seeded cabin'));
  const other = await screen.findByRole('dialog', { name: 'How call call-2 was rated' });
  expect(within(other).getByText(/was not rated by the rating engine/)).toBeInTheDocument();
});
