/** Issue 10: calling-card screens offer their writes only to a role with 'callingcards.write'. */
import type { UserRole } from '@portside/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const cabin = {
  id: 3,
  pin: '4002',
  name: 'Cabin 4002',
  type: 'cabin',
  tariff: 2,
  tariff_description: 'Guest Premium',
  credit: 12.5,
  initialbalance: 100,
  currency: 'USD',
  status: 1,
  active: true,
  creationdate: '2026-01-05T15:04:00Z',
  expirationdate: null,
  lastuse: null,
};
const tariff = {
  id: 2,
  description: 'Guest Premium',
  default_cost: 0.08,
  default_price: 0.19,
  initblock: 60,
  default_currency: 'USD',
  type: null,
  status: 1,
};
const rate = {
  id: 11,
  destination: '63',
  tariff: 2,
  cost: 0.1,
  price: 0.5,
  name: 'Philippines',
  creationdate: '2026-01-05T15:04:00Z',
  status: 1,
  currency: 'USD',
};
const schedule = {
  id: 7,
  name: 'Weekly cabins',
  subject: 'Cabin calls',
  receiver: 'purser@example.com',
  schedule: '0 6 * * 1',
  lastrun: null,
  use_local_timezone: 0,
  creationdate: '2026-01-05T15:04:00Z',
  message: '',
  notes: '',
  status: 1,
};

const ROUTES: Record<string, Handler> = {
  'GET /v3/callingcard/card': { body: { data: [cabin], total: 1 } },
  'GET /v3/callingcard/tariff': { body: { data: [tariff] } },
  'GET /v3/callingcard/tariff/2/rate': { body: { data: [rate], total: 1 } },
  'GET /v2/reportschedule': { body: { reportSchedules: [schedule], total: 1 } },
};

async function openAs(role: UserRole, path: string, text: string) {
  mockFetch({ 'GET /v1/session': { body: aSession({ role }) }, ...ROUTES });
  renderApp(path);
  const cell = await screen.findByText(text);
  return cell.closest('tr') as HTMLElement;
}

const WRITES = ['Reset Billing Period', 'Upload CSV', 'Add Cabin', 'Update 4002'];

describe('Calling-card screens per role', () => {
  it('Cabin Management: an auditor reads and exports; no Reset Billing, upload, Add or Update', async () => {
    const row = await openAs('auditor', '/pinmanagement/cabin', 'Cabin 4002');
    for (const name of WRITES) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export/ })).toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['billing_clerk', 'operator'] as const)(
    'Cabin Management: the %s gets every write',
    async (role) => {
      const row = await openAs(role, '/pinmanagement/cabin', 'Cabin 4002');
      for (const name of WRITES) expect(screen.getByRole('button', { name })).toBeInTheDocument();
      await userEvent.click(row);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    },
  );

  it('Calling Rates: an auditor gets no Add or Edit of a special rate; a billing clerk both', async () => {
    await openAs('auditor', '/callingrate', 'Philippines');
    expect(screen.queryByRole('button', { name: 'Add special rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit special rate 63' })).not.toBeInTheDocument();
    cleanup();
    await openAs('billing_clerk', '/callingrate', 'Philippines');
    expect(screen.getByRole('button', { name: 'Add special rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit special rate 63' })).toBeInTheDocument();
  });

  it('Report Schedule: an auditor gets no Edit and a row opens nothing', async () => {
    const row = await openAs('auditor', '/reportschedule', 'Weekly cabins');
    expect(
      screen.queryByRole('button', { name: 'Edit report schedule Weekly cabins' }),
    ).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
