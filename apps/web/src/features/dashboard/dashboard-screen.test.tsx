import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCardRow, aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

async function openDashboard(statistics = someStatistics(), status = 200, session = aSession()) {
  const fetch = mockFetch({
    'GET /v1/session': { body: session },
    'GET /v3/utils/statistics': { status, body: status === 200 ? statistics : { error: 'Down.' } },
  });
  const app = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  return { ...fetch, ...app };
}

const section = (name: string) => screen.findByRole('region', { name });
const rowsOf = async (name: string) =>
  within(await section(name))
    .getAllByRole('row')
    .slice(1);

describe('Dashboard', () => {
  it('asks for the statistics of the current domain and shows the PBX counts and messages', async () => {
    const { calls } = await openDashboard();
    const pbx = await section('PBX');
    expect(await within(pbx).findByText('5,120')).toBeInTheDocument();
    for (const header of ['Extensions', 'Ring Groups', 'Voicemails', 'CDRs']) {
      expect(within(pbx).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(await section('Messaging')).getByText('932')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/v3/utils/statistics');
    expect(call?.search).toBe('?domain=cpl.portside.example');
  });

  it('omits cards without a type, bolds the capitalised total row, shows Active/Inactive', async () => {
    await openDashboard(
      someStatistics({
        callingcards: [
          aCardRow({ type: 'cabin', status: 1 }),
          aCardRow({ type: null, status: 1, dialing_prefix: 'NOTYPE' }),
          aCardRow({ type: 'admin', status: 0 }),
          aCardRow({ type: 'total', status: 1, active_cards: 20, total_cards: 24 }),
        ],
      }),
    );
    const rows = await rowsOf('Calling Cards');
    expect(rows).toHaveLength(3);
    expect(screen.queryByText('NOTYPE')).not.toBeInTheDocument();
    const [cabin, admin, total] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(cabin?.[1]).toHaveTextContent('Active');
    expect(admin?.[1]).toHaveTextContent('Inactive');
    expect(total?.[0]).toHaveTextContent(/^Total$/);
    expect(rows[2]).toHaveStyle({ fontWeight: '700' });
    expect(rows[0]).not.toHaveStyle({ fontWeight: '700' });
  });

  it('computes free minutes as used minus billed and shows money with $ and 2 decimals', async () => {
    await openDashboard(
      someStatistics({
        callingcards: [
          aCardRow({
            type: 'cabin',
            used_minutes: 130.5,
            billed_minutes: 100.25,
            sessioncost: 12.5,
            sessionprice: 1234,
          }),
        ],
      }),
    );
    const [row] = await rowsOf('Calling Cards - CDRs');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['cabin', '100', '2', '80', '30.25', '100.25', '$12.50', '$1,234.00']);
  });

  it('shows a quiet notice, not a broken screen, when the figures cannot be loaded', async () => {
    await openDashboard(someStatistics(), 503);
    expect(await screen.findByText(/Unable to load this data right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows no PBX or Messaging section in the carrier environment', async () => {
    await openDashboard(someStatistics(), 200, aSession({ callingCardsOnly: true }));
    expect(await section('Calling Cards')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PBX' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messaging' })).not.toBeInTheDocument();
  });
});
