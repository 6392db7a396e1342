/** The PIN list's Status column (issue 10 item 7): an enabled PIN past its expiry date reads Expired. */
import { MantineProvider } from '@mantine/core';
import type { Card } from '@portside/contract/callingcards/cards';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { t } from '../../../kit/i18n/index.ts';
import { ListTable } from '../../../kit/list/list-table.tsx';
import { pinColumns, statusOf } from './pin-columns.tsx';

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

const ROWS = [
  card({}),
  card({ id: 2, pin: '222222', expirationdate: '2020-01-31' }),
  card({ id: 3, pin: '333333', expirationdate: '2020-01-31', status: 0, active: false }),
  card({ id: 4, pin: '4002', type: 'cabin', expirationdate: null }),
];

function statusCell(pin: string): HTMLElement {
  const row = screen.getByRole('cell', { name: pin }).closest('tr');
  if (!row) throw new Error(`no row for ${pin}`);
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const cells = within(row).getAllByRole('cell');
  const cell = cells[headers.indexOf('Status')];
  if (!cell) throw new Error('no Status column');
  return cell;
}

describe('PIN status column', () => {
  it('shows an enabled PIN past its expiry date as Expired, not as a green Active', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ListTable
          rows={ROWS}
          columns={pinColumns(t, null, () => {})}
          visible={['pin', 'status', 'expirationdate']}
          rowKey="id"
          label="Pin Management"
        />
      </MantineProvider>,
    );
    expect(statusCell('123456')).toHaveTextContent(/^Active$/);
    expect(statusCell('222222')).toHaveTextContent(/^Expired$/);
    expect(statusCell('333333')).toHaveTextContent(/^Inactive$/);
    expect(statusCell('4002')).toHaveTextContent(/^Active$/);
  });

  it('expires at the end of the expiry day (UTC), as the server stores it', () => {
    const pin = card({ expirationdate: '2026-03-10' });
    expect(statusOf(pin, '2026-03-10')).toBe('active');
    expect(statusOf(pin, '2026-03-11')).toBe('expired');
    expect(statusOf({ ...pin, status: 0 }, '2026-03-11')).toBe('inactive');
  });
});
