import type { Card } from '@portside/contract/callingcards/cards';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deCards } from '../../../kit/i18n/de-cards.ts';
import { changeLanguage } from '../../../kit/i18n/index.ts';
import { catchDownload } from '../../../test/catch-download.ts';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CARD = '/v3/callingcard/card';
const TARIFF = '/v3/callingcard/tariff';
const tariff = (id: number, description: string): Tariff => ({
  id,
  description,
  default_cost: 0.08,
  default_price: 0.19,
  initblock: 60,
  default_currency: 'USD',
  type: null,
  status: 1,
  billing_increment: 1,
  minimum_duration: 0,
});
const card = (patch: Partial<Card>): Card => ({
  id: 1,
  pin: '123456',
  name: 'Maria Lopez',
  type: 'admin',
  tariff: 1,
  tariff_description: 'Crew Standard',
  credit: 0,
  initialbalance: 0,
  currency: 'USD',
  status: 1,
  active: true,
  creationdate: '2026-01-05T15:04:00Z',
  expirationdate: '2099-12-31',
  lastuse: null,
  ...patch,
});
const ADMINS = [
  card({}),
  card({ id: 2, pin: '654321', name: 'Old Key', expirationdate: '2020-01-31', status: 0, active: false }),
];
const CABINS = [
  card({
    id: 3,
    pin: '4002',
    name: 'Cabin 4002',
    type: 'cabin',
    tariff: 2,
    tariff_description: 'Guest Premium',
    credit: 12.5,
    initialbalance: 100,
    currency: 'GBP',
    expirationdate: null,
  }),
];

async function open(path: string, routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${CARD}`]: ({ url }) => ({
      body:
        url.searchParams.get('type') === 'cabin' ? { data: CABINS, total: 1 } : { data: ADMINS, total: 2 },
    }),
    [`GET ${TARIFF}`]: ({ url }) => ({
      body: {
        data:
          url.searchParams.get('type') === 'cabin'
            ? [tariff(2, 'Guest Premium')]
            : [tariff(1, 'Crew Standard'), tariff(4, 'Officer Flat')],
      },
    }),
    ...routes,
  });
  const view = renderApp(path);
  const title = path.includes('cabin') ? 'Cabin Management' : 'Admin Management';
  const table = await screen.findByRole('table', { name: title });
  await within(table).findByText(path.includes('cabin') ? '4002' : '123456');
  return { ...fetch, table, router: view.router, user: userEvent.setup() };
}

const listCalls = (calls: { method: string; path: string; search: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === CARD);

describe('Pin Management', () => {
  it('shows Admin Management with tabs, dates as YYYY-MM-DD and an expired date in red', async () => {
    const { table, user, calls } = await open('/pinmanagement/admin');
    expect(screen.getByRole('heading', { name: 'Admin Management' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Active', 'Inactive']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['PIN', 'Name', 'Tariff', 'Status', 'Created', 'Expiration Date', 'Actions']);
    expect(within(table).getAllByText('2026-01-05')).toHaveLength(2);
    expect(within(table).getByText('2020-01-31')).toHaveAttribute('title', 'Expired');
    expect(within(table).getByText('2099-12-31')).not.toHaveAttribute('title');
    expect(listCalls(calls)[0]?.search).toContain('type=admin');
    expect(screen.queryByRole('button', { name: 'Reset Billing Period' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.search).toContain('active=0'));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toContain('active=0');
  });

  it('adds an admin PIN: random number from the server, tariff picker, then back to All without search', async () => {
    const { user, calls } = await open('/pinmanagement/admin', {
      'GET /v3/utils/uniquerandom/callingcard/pin/admin': { body: { number: '808080' } },
      [`POST ${CARD}`]: { status: 201, body: card({ id: 9, pin: '808080' }) },
    });
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await user.type(screen.getByPlaceholderText('Search PIN, cabin or name'), 'maria');
    await waitFor(() => expect(listCalls(calls).at(-1)?.search).toContain('search=maria'));
    await user.click(screen.getByRole('button', { name: 'Add PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add PIN' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(within(dialog).getByRole('button', { name: 'Get a unique random number' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^PIN/)).toHaveValue('808080'));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Chief Purser');
    expect(within(dialog).queryByLabelText(/^Credit/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Expiration Date/), { target: { value: '2027-03-31' } });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Tariff/ }));
    await user.click(await screen.findByRole('option', { name: 'Officer Flat' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Successfully created a new record')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      pin: '808080',
      name: 'Chief Purser',
      expirationdate: '2027-03-31',
      type: 'admin',
      tariff: 4,
      status: 1,
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByPlaceholderText('Search PIN, cabin or name')).toHaveValue('');
    await waitFor(() => {
      const last = listCalls(calls).at(-1)?.search ?? '';
      expect(last).not.toContain('search=');
      expect(last).not.toContain('active=');
    });
  });

  it('adds a cabin with the single tariff preselected and hidden; a 409 shows the server sentence', async () => {
    const { user, calls } = await open('/pinmanagement/cabin', {
      [`POST ${CARD}`]: { status: 409, body: { error: 'Cabin 5010 already exists in this environment.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add Cabin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Cabin' });
    expect(within(dialog).queryByRole('combobox', { name: /^Tariff/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Expiration Date/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Cabin/), '5010');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Cabin 5010');
    await user.type(within(dialog).getByLabelText(/^Credit/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cabin 5010 already exists in this environment.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      pin: '5010',
      name: 'Cabin 5010',
      expirationdate: null,
      type: 'cabin',
      tariff: 2,
      status: 1,
      initialbalance: 150,
    });
  });

  it('opens Update on a row: Deactivate for an active PIN (after confirming), Update & Activate for an inactive one', async () => {
    const { user, table, calls } = await open('/pinmanagement/admin', {
      [`DELETE ${CARD}/1`]: { status: 500, body: { error: 'boom' } },
      [`PATCH ${CARD}/2`]: { body: card({ id: 2, status: 1 }) },
    });
    await user.click(within(table).getByText('Maria Lopez'));
    let dialog = await screen.findByRole('dialog', { name: 'Update PIN 123456' });
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(within(dialog).getByText(/Deactivate 123456\?/)).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to process request');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Update 654321' }));
    dialog = await screen.findByRole('dialog', { name: 'Update PIN 654321' });
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Expiration Date/), { target: { value: '2027-06-30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update & Activate' }));
    expect(await screen.findByText('Successfully updated the record')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      pin: '654321',
      name: 'Old Key',
      expirationdate: '2027-06-30',
      status: 1,
    });
  });

  it('Cabin Management resets the billing period prior to a date and hour, and downloads the rejected cabins', async () => {
    const saved = catchDownload();
    const { user, table, calls } = await open('/pinmanagement/cabin', {
      [`GET ${CARD}/type/cabin/reset`]: { body: { cabins: 1342 } },
      [`POST ${CARD}/type/cabin/reset`]: {
        body: {
          data: {
            accepted: { obj: [{ cabin: '4002', archived: 3, credit: 100 }] },
            rejected: { obj: [{ cabin: '9999', reason: 'There is no such cabin in this environment.' }] },
          },
        },
      },
    });
    expect(within(table).getByText('£12.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset Billing Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Billing Period' });
    const submit = within(dialog).getByRole('button', { name: 'Reset' });
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Billing Prior To' }));
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-01' } });
    await user.click(within(dialog).getByRole('combobox', { name: /^Hour/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[0]).toHaveTextContent('12:00 AM');
    expect(options[23]).toHaveTextContent('11:00 PM');
    await user.click(screen.getByRole('option', { name: '3:00 PM' }));
    await user.click(submit);
    // Nothing is reset before the confirmation, which names how many cabins (as the server counts them).
    expect(await within(dialog).findByText('Reset the billing period of 1,342 cabins?')).toBeVisible();
    expect(within(dialog).getByText(/started before 2026-03-01 3:00 PM are archived/)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Reset' }));
    expect(await screen.findByText('Successfully Reset the record')).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body as {
      list: string;
      archive_cdrs_prior_to: string;
    };
    expect(body.list).toBe('all');
    expect(new Date(body.archive_cdrs_prior_to).getTime()).toBe(new Date(2026, 2, 1, 15).getTime());
    expect(within(dialog).getByRole('group', { name: 'Total' })).toHaveTextContent('2');
    expect(within(dialog).getByRole('group', { name: 'Success' })).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: /Error/ }));
    expect(saved.name()).toBe('rejected-cabins.txt');
    expect(await saved.text()).toBe('9999: There is no such cabin in this environment.\n');
  });

  it('resets specific cabins from a CSV cabin column; a 409 shows the response error', async () => {
    const { user, calls } = await open('/pinmanagement/cabin', {
      [`POST ${CARD}/type/cabin/reset`]: { status: 409, body: { error: 'A reset is already running.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Reset Billing Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Billing Period' });
    await user.click(within(dialog).getByRole('radio', { name: 'Specific Cabins' }));
    const submit = within(dialog).getByRole('button', { name: 'Reset' });
    expect(submit).toBeDisabled();
    const file = new File(['cabin\n4002\n\n5004\n'], 'cabins.csv', { type: 'text/csv' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);
    expect(await within(dialog).findByText('2 cabins in the file')).toBeVisible();
    await user.click(submit);
    expect(within(dialog).getByText('Reset the billing period of 2 cabins?')).toBeVisible();
    expect(within(dialog).getByText(/Calls still in progress are kept/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Reset' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reset is already running.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ list: ['4002', '5004'] });
  });

  it('asks before a reset of all cabins and resets nothing when the confirmation is cancelled', async () => {
    const { user, calls } = await open('/pinmanagement/cabin', {
      [`GET ${CARD}/type/cabin/reset`]: { body: { cabins: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Reset Billing Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Billing Period' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('Reset the billing period of 1 cabin?')).toBeVisible();
    expect(within(dialog).getByText(/All their call records are archived/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('radio', { name: 'All Cabins' })).toBeChecked();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('starts again when the route type changes: title, list type, tab and search', async () => {
    const { user, router, calls } = await open('/pinmanagement/admin');
    await user.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.search).toContain('active=0'));
    await act(() => router.navigate('/pinmanagement/cabin'));
    expect(await screen.findByRole('heading', { name: 'Cabin Management' })).toBeVisible();
    await waitFor(() => expect(listCalls(calls).at(-1)?.search).toContain('type=cabin'));
    expect(listCalls(calls).at(-1)?.search).not.toContain('active=');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Reset Billing Period' })).toBeVisible();
  });

  it('uploads PINs from CSV: one create per row, a tariff by description, bad rows counted as errors', async () => {
    const { user, calls } = await open('/pinmanagement/admin', {
      [`POST ${CARD}`]: ({ body }) =>
        (body as { pin: string }).pin === '123456'
          ? { status: 409, body: { error: 'PIN 123456 already exists in this environment.' } }
          : { status: 201, body: card({ id: 20 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload PIN CSV' });
    const csv = [
      'pin,name,type,tariff,expirationdate',
      '700001,Ann Lee,admin,Officer Flat,2027-01-31',
      '123456,Taken,admin,1,2027-01-31',
      '700002,Wrong Type,cabin,1,',
      '700003,No Tariff,admin,Gold,2027-01-31',
    ].join('\n');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([csv], 'pins.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('group', { name: 'Success' })).toHaveTextContent('1');
    expect(within(dialog).getByRole('group', { name: 'Total' })).toHaveTextContent('4');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      { pin: '700001', name: 'Ann Lee', expirationdate: '2027-01-31', type: 'admin', tariff: 4, status: 1 },
      { pin: '123456', name: 'Taken', expirationdate: '2027-01-31', type: 'admin', tariff: 1, status: 1 },
    ]);
  });

  it('uploads cabins with an optional credit column (their initial balance), documented in the dialog', async () => {
    const { user, calls } = await open('/pinmanagement/cabin', {
      [`POST ${CARD}`]: { status: 201, body: CABINS[0] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Cabin CSV' });
    const notes = within(dialog).getByRole('table', { name: 'What goes in each column' });
    expect(within(notes).getByRole('rowheader', { name: 'credit' }).closest('tr')).toHaveTextContent(
      'The credit of each billing period (the initial balance), e.g. 25.00; empty or left out starts at 0.',
    );
    expect(within(notes).getByRole('rowheader', { name: 'cabin' }).closest('tr')).toHaveTextContent(
      'The cabin number: digits only, at least 4.',
    );
    const csv = [
      'cabin,name,type,tariff,expirationdate,credit',
      '5101,Cabin 5101,cabin,,,25.50',
      '5102,Cabin 5102,cabin,,,',
      '5103,Cabin 5103,cabin,,,lots',
    ].join('\n');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([csv], 'cabins.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('group', { name: 'Success' })).toHaveTextContent('2');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      {
        pin: '5101',
        name: 'Cabin 5101',
        expirationdate: null,
        type: 'cabin',
        tariff: 2,
        status: 1,
        initialbalance: 25.5,
      },
      { pin: '5102', name: 'Cabin 5102', expirationdate: null, type: 'cabin', tariff: 2, status: 1 },
    ]);
  });

  it('exports what the screen shows (titles, badge words, zone) and offers the raw amounts in the chooser', async () => {
    const { user, table } = await open('/pinmanagement/cabin');
    const exported = () =>
      new URL(screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '', 'http://x')
        .searchParams;
    const columns = exported().get('columns')?.split(',') ?? [];
    const titles = JSON.parse(exported().get('titles') ?? '[]') as string[];
    expect(titles[columns.indexOf('credit')]).toBe('Credit');
    expect(JSON.parse(exported().get('labels') ?? '{}').status).toEqual({
      active: 'Active',
      expired: 'Expired',
      inactive: 'Inactive',
    });
    expect(exported().get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Credit (amount)' }));
    expect(within(table).getByRole('columnheader', { name: 'Credit (amount)' })).toBeInTheDocument();
    expect(within(table).getByText('12.5')).toBeInTheDocument();
    expect(exported().get('columns')?.split(',')).toContain('credit_amount');
  });

  it("shows a new cabin's credit in its tariff's currency", async () => {
    const { user } = await open('/pinmanagement/cabin', {
      [`GET ${TARIFF}`]: { body: { data: [{ ...tariff(2, 'Guest Premium'), default_currency: 'GBP' }] } },
    });
    await user.click(screen.getByRole('button', { name: 'Add Cabin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Cabin' });
    const credit = within(dialog).getByLabelText(/Credit/);
    expect(credit.closest('[data-with-left-section]') ?? credit.parentElement).toHaveTextContent('£');
  });

  it('still takes a cabin file without the credit column', async () => {
    const { user, calls } = await open('/pinmanagement/cabin', {
      [`POST ${CARD}`]: { status: 201, body: CABINS[0] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Cabin CSV' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const csv = 'cabin,name,type,tariff,expirationdate\n5104,Cabin 5104,,,\n';
    await user.upload(input, new File([csv], 'cabins.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('group', { name: 'Success' })).toHaveTextContent('1');
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('initialbalance');
  });

  it("titles any other route type 'Pin Management': every PIN listed, nothing to add or reset", async () => {
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${CARD}`]: { body: { data: [...ADMINS, ...CABINS], total: 3 } },
      [`GET ${TARIFF}`]: { body: { data: [tariff(1, 'Crew Standard')] } },
    });
    renderApp('/pinmanagement/crew');
    const table = await screen.findByRole('table', { name: 'Pin Management' });
    await within(table).findByText('4002');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Type');
    expect(listCalls(calls)[0]?.search).not.toContain('type=');
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Billing Period' })).toBeNull();
  });

  describe('in German', () => {
    afterEach(() => changeLanguage('en'));

    it('shows money the German way and takes a credit typed with a decimal comma (12,50)', async () => {
      const de = deCards.pins;
      const { calls } = mockFetch({
        'GET /v1/session': { body: aSession({ language: 'de' }) },
        [`GET ${CARD}`]: { body: { data: CABINS, total: 1 } },
        [`GET ${TARIFF}`]: { body: { data: [tariff(2, 'Guest Premium')] } },
        [`POST ${CARD}`]: { status: 201, body: card({ id: 9, type: 'cabin', pin: '5010' }) },
      });
      renderApp('/pinmanagement/cabin');
      const table = await screen.findByRole('table', { name: 'Kabinenverwaltung' }, { timeout: 15000 });
      // Cabin 4002's credit, 12.5 pounds (the sign after the amount).
      expect(await within(table).findByText(/^12,50\s£$/)).toBeVisible();

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: de.add.cabin }));
      const dialog = await screen.findByRole('dialog', { name: de.addTitle.cabin });
      await user.type(within(dialog).getByLabelText(new RegExp(`^${de.pin.cabin}`)), '5010');
      await user.type(within(dialog).getByLabelText(new RegExp(`^${de.name}`)), 'Kabine 5010');
      await user.type(within(dialog).getByLabelText(new RegExp(`^${de.credit}`)), '12,50');
      await user.click(within(dialog).getByRole('button', { name: de.form.create }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ initialbalance: 12.5 }),
      );
    });
  });
});
