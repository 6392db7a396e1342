/**
 * The calling-card PIN rule said in the Add dialogs (issue 10 item 4): digits only, at least 6 for an
 * admin PIN and 4 for a cabin, under the field; Save stays disabled while the pin breaks it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function openAdd(type: 'admin' | 'cabin') {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/callingcard/card': { body: { data: [], total: 0 } },
    'GET /v3/callingcard/tariff': {
      body: {
        data: [
          {
            id: 1,
            description: 'Standard',
            default_cost: 0.1,
            default_price: 0.2,
            initblock: 60,
            default_currency: 'USD',
            type: null,
            status: 1,
          },
        ],
      },
    },
  });
  renderApp(`/pinmanagement/${type}`);
  const user = userEvent.setup();
  const name = type === 'admin' ? 'Add PIN' : 'Add Cabin';
  await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name });
  const pin = within(dialog).getByLabelText(type === 'admin' ? /^PIN/ : /^Cabin/);
  /** Puts `text` in the pin field and leaves it (for the name field). */
  const typePin = async (text: string) => {
    await user.clear(pin);
    await user.click(pin);
    await user.paste(text);
    await user.click(within(dialog).getByLabelText(/^Name/));
  };
  return { dialog, pin, typePin, fetch };
}

describe('PIN rule in the Add dialogs', () => {
  it('Add PIN: digits only, at least 6; said under the field once it is left', async () => {
    const { dialog, pin, typePin, fetch } = await openAdd('admin');
    expect(pin).toHaveAccessibleDescription('Digits only, at least 6');
    await typePin('1234');
    expect(await within(dialog).findByText('An admin PIN needs at least 6 digits.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await typePin('12-456');
    expect(await within(dialog).findByText('Use digits only (at most 32).')).toBeInTheDocument();
    await typePin('804211');
    expect(within(dialog).queryByText('Use digits only (at most 32).')).not.toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Add Cabin: digits only, at least 4', async () => {
    const { dialog, pin, typePin } = await openAdd('cabin');
    expect(pin).toHaveAccessibleDescription('Digits only, at least 4');
    await typePin('512');
    expect(await within(dialog).findByText('A cabin needs at least 4 digits.')).toBeInTheDocument();
    await typePin('A-512');
    expect(await within(dialog).findByText('Use digits only (at most 32).')).toBeInTheDocument();
  });
});
