/** Update Tariff on Calling Rates: the billing line, the dialog's fields and help, its rules, the PATCH. */

import type { UserRole } from '@portside/contract';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const crew: Tariff = {
  id: 1,
  description: 'Crew Standard',
  default_cost: 0.08,
  default_price: 0.19,
  initblock: 90,
  default_currency: 'USD',
  type: null,
  status: 1,
  billing_increment: 1,
  minimum_duration: 0,
};
const guest: Tariff = {
  ...crew,
  id: 2,
  description: 'Guest 30/6',
  billing_increment: 6,
  minimum_duration: 30,
};

async function openRates(routes: Record<string, Handler> = {}, role: UserRole = 'org_admin') {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/callingcard/tariff': { body: { data: [crew, guest] } },
    'GET /v3/callingcard/tariff/1/rate': { body: { data: [], total: 0 } },
    'GET /v3/callingcard/tariff/2/rate': { body: { data: [], total: 0 } },
    ...routes,
  });
  const view = renderApp('/callingrate');
  await screen.findByRole('region', { name: 'Tariff Crew Standard' });
  return { ...fetch, ...view, user: userEvent.setup() };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Edit tariff Crew Standard' }));
  return screen.findByRole('dialog', { name: 'Update Tariff Crew Standard' });
};

describe('Update Tariff', () => {
  it('shows how each tariff bills under its description', async () => {
    const { user } = await openRates();
    expect(screen.getByText('Billed in steps of 1s, no minimum')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Guest 30/6' }));
    expect(await screen.findByText('Billed in steps of 6s, at least 30s a call')).toBeInTheDocument();
  });

  it('edits the billing increment and minimum duration, with their help, and sends the whole tariff', async () => {
    const { user, calls } = await openRates({
      'PATCH /v3/callingcard/tariff/1': { body: { ...crew, billing_increment: 60, minimum_duration: 60 } },
    });
    const dialog = await openDialog(user);
    const increment = within(dialog).getByLabelText(/Billing increment/);
    const minimum = within(dialog).getByLabelText(/Minimum billed duration/);
    expect(increment).toHaveValue('1');
    expect(minimum).toHaveValue('0');
    expect(within(dialog).getByLabelText(/Free seconds/)).toHaveValue('90');
    expect(within(dialog).getByText(/1 bills per second, 60 per started minute/)).toBeInTheDocument();
    expect(within(dialog).getByText(/0 for no minimum/)).toBeInTheDocument();
    await user.clear(increment);
    await user.type(increment, '60');
    await user.clear(minimum);
    await user.type(minimum, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully updated the record')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      description: 'Crew Standard',
      default_cost: 0.08,
      default_price: 0.19,
      initblock: 90,
      billing_increment: 60,
      minimum_duration: 60,
    });
    // The tabs reload with the saved tariff.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v3/callingcard/tariff').length).toBe(2));
  });

  it('says why an increment of 0, a fraction or a minimum over an hour cannot be saved', async () => {
    const { user, calls } = await openRates();
    const dialog = await openDialog(user);
    const increment = within(dialog).getByLabelText(/Billing increment/);
    const minimum = within(dialog).getByLabelText(/Minimum billed duration/);
    const save = within(dialog).getByRole('button', { name: 'Update' });
    for (const bad of ['0', '1.5', '3601', '-6']) {
      await user.clear(increment);
      await user.type(increment, bad);
      await user.tab();
      expect(within(dialog).getByText('Enter whole seconds from 1 to 3600.'), bad).toBeInTheDocument();
      expect(save).toBeDisabled();
    }
    await user.clear(increment);
    await user.type(increment, '6');
    await user.clear(minimum);
    await user.type(minimum, '3601');
    await user.tab();
    expect(within(dialog).getByText('Enter whole seconds from 0 to 3600.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("puts the server's sentence on the field it names", async () => {
    const error = "Field 'minimum_duration' must be at most 3600.";
    const { user } = await openRates({ 'PATCH /v3/callingcard/tariff/1': { status: 400, body: { error } } });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Minimum billed duration/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Billing increment/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('is not offered to a role that cannot change calling cards', async () => {
    await openRates({}, 'auditor');
    expect(screen.getByText('Billed in steps of 1s, no minimum')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit tariff/ })).toBeNull();
  });
});
