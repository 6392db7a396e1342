import type { SpecialRate } from '@portside/contract/callingcards/rates';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const tariff = (id: number, description: string, over: Partial<Tariff> = {}): Tariff => ({
  id,
  description,
  default_cost: 0.08,
  default_price: 0.19,
  initblock: 90,
  default_currency: 'USD',
  type: null,
  status: 1,
  billing_increment: 1,
  minimum_duration: 0,
  ...over,
});
const rate = (id: number, destination: string, status = 1): SpecialRate => ({
  id,
  destination,
  tariff: 1,
  cost: 0.1234,
  price: 0.5,
  name: `Country ${destination}`,
  creationdate: '2026-01-05T15:04:00Z',
  status,
  currency: 'USD',
});

async function openRates(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/callingcard/tariff': {
      body: { data: [tariff(1, 'Crew Standard'), tariff(2, 'Guest Premium', { initblock: 30 })] },
    },
    'GET /v3/callingcard/tariff/1/rate': { body: { data: [rate(11, '63'), rate(12, '91', 0)], total: 2 } },
    'GET /v3/callingcard/tariff/2/rate': { body: { data: [], total: 0 } },
    ...routes,
  });
  const view = renderApp('/callingrate');
  const table = await screen.findByRole('table', { name: 'Special Rates' });
  await within(table).findByText('Country 63');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

describe('Calling Rates', () => {
  it('shows a tab per tariff with its description and tiles, and its special rates', async () => {
    const { table, user, calls } = await openRates();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Crew Standard', 'Guest Premium']);
    expect(screen.getByText('Default Cost per minute').parentElement).toHaveTextContent('$0.08');
    expect(screen.getByText('Default Price per minute').parentElement).toHaveTextContent('$0.19');
    expect(screen.getByText('Free Minutes').parentElement).toHaveTextContent('1.5');
    expect(screen.getByText('90s free per call')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dial Prefix', 'Name', 'Cost', 'Price', 'Currency', 'Status', 'Created', 'Actions']);
    expect(within(table).getAllByText('$0.1234')).toHaveLength(2);
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toMatch(
      /^\/v3\/callingcard\/tariff\/1\/rate\?format=csv&columns=destination%2Cname/,
    );
    // The export writes what the list shows: its titles, the status words and times in this zone.
    const exported = new URL(
      screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(JSON.parse(exported.searchParams.get('titles') ?? '[]')).toEqual([
      'Dial Prefix',
      'Name',
      'Cost',
      'Price',
      'Currency',
      'Status',
      'Created',
    ]);
    expect(JSON.parse(exported.searchParams.get('labels') ?? '{}')).toEqual({
      status: { '1': 'Active', '0': 'Inactive' },
    });
    expect(exported.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.click(screen.getByRole('tab', { name: 'Guest Premium' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v3/callingcard/tariff/2/rate')).toBe(true));
    expect(await screen.findByText('30s free per call')).toBeInTheDocument();
  });

  it('adds a special rate: dial prefix, cost, price and name, then the notice', async () => {
    const { user, calls } = await openRates({
      'POST /v3/callingcard/tariff/1/rate': { status: 201, body: rate(13, '44') },
    });
    await user.click(screen.getByRole('button', { name: 'Add special rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special Rate' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Dial Prefix/), '44');
    await user.type(within(dialog).getByLabelText(/Cost per minute/), '0.2');
    await user.type(within(dialog).getByLabelText(/Price per minute/), '0.6');
    await user.type(within(dialog).getByLabelText(/^Name/), 'UK');
    await user.click(save);
    expect(await screen.findByText('Successfully created a new special rate')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      destination: '44',
      cost: 0.2,
      price: 0.6,
      name: 'UK',
    });
  });

  it('takes a dial prefix typed with a leading + and sends it without; says why another is refused', async () => {
    const { user, calls } = await openRates({
      'POST /v3/callingcard/tariff/1/rate': { status: 201, body: rate(13, '44') },
    });
    await user.click(screen.getByRole('button', { name: 'Add special rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special Rate' });
    const prefix = within(dialog).getByLabelText(/Dial Prefix/);
    await user.type(prefix, '44-1');
    await user.tab();
    expect(
      within(dialog).getByText('Enter a dial prefix of 1 to 15 digits (a leading + is allowed).'),
    ).toBeInTheDocument();
    await user.clear(prefix);
    await user.type(prefix, '+44');
    await user.type(within(dialog).getByLabelText(/Cost per minute/), '0.2');
    await user.type(within(dialog).getByLabelText(/Price per minute/), '0.6');
    await user.type(within(dialog).getByLabelText(/^Name/), 'UK');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Successfully created a new special rate')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ destination: '44' });
  });

  it('warns before saving a price below the cost', async () => {
    const { user, calls } = await openRates({
      'POST /v3/callingcard/tariff/1/rate': { status: 201, body: rate(13, '44') },
    });
    await user.click(screen.getByRole('button', { name: 'Add special rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special Rate' });
    await user.type(within(dialog).getByLabelText(/Dial Prefix/), '44');
    await user.type(within(dialog).getByLabelText(/Cost per minute/), '0.25');
    const price = within(dialog).getByLabelText(/Price per minute/);
    await user.type(price, '0.3');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(price);
    await user.type(price, '0.1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The price is below the cost: every minute to this prefix loses $0.15. Save only if that is meant.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a duplicate prefix (409) on the dial prefix field', async () => {
    const { user } = await openRates({
      'POST /v3/callingcard/tariff/1/rate': {
        status: 409,
        body: { error: 'Tariff 1 already has a special rate for dial prefix 63.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add special rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special Rate' });
    await user.type(within(dialog).getByLabelText(/Dial Prefix/), '63');
    await user.type(within(dialog).getByLabelText(/Cost per minute/), '1');
    await user.type(within(dialog).getByLabelText(/Price per minute/), '2');
    await user.type(within(dialog).getByLabelText(/^Name/), 'PH');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Tariff 1 already has a special rate for dial prefix 63.'),
    ).toBeInTheDocument();
  });

  it('updates with status 1, deactivates only an active rate with status 0', async () => {
    const { table, user, calls } = await openRates({
      'PATCH /v3/callingcard/tariff/1/rate/11': { body: rate(11, '63', 0) },
      'PATCH /v3/callingcard/tariff/1/rate/12': { body: rate(12, '91', 1) },
    });
    await user.click(within(table).getByText('Country 63'));
    let dialog = await screen.findByRole('dialog', { name: 'Update Special Rate 63' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Successfully updated a special rate')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/rate/11'))?.body).toEqual({
      cost: 0.1234,
      price: 0.5,
      name: 'Country 63',
      status: 0,
    });
    await user.click(within(table).getByRole('button', { name: 'Edit special rate 91' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Special Rate 91' });
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const cost = within(dialog).getByLabelText(/Cost per minute/);
    await user.clear(cost);
    await user.type(cost, '0.3');
    await user.click(within(dialog).getByRole('button', { name: 'Update & Activate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/rate/12'))?.body).toEqual({
        cost: 0.3,
        price: 0.5,
        name: 'Country 91',
        status: 1,
      }),
    );
  });
});
