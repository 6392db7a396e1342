import type { UserRole } from '@portside/contract';
import type { AuditEntry } from '@portside/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-01-05T15:04:05Z',
  domain: 'cpl.portside.example',
  actor_kind: 'user',
  actor_id: 'u-2',
  actor_name: 'officer',
  actor_role: 'ship_admin',
  action: 'update',
  entity: 'extensions',
  entity_id: `ext-${id}`,
  fields: ['effective_caller_id_name', 'password_encrypted'],
  ip: '10.21.0.7',
  detail: `PATCH /v2/pbx/domain/cpl.portside.example/extension/${2100 + id}`,
  ...over,
});

/** 30 rows in all: page 1 holds 25, Load More asks page 2 for the rest. */
function openAudit(role: UserRole = 'auditor') {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
    'GET /v3/audit': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 2 ? [26, 27, 28, 29, 30] : Array.from({ length: 25 }, (_, i) => i + 1);
      const data = ids.map((id) =>
        id === 2
          ? entry(id, { action: 'delete', entity: 'cc_cards', fields: [], actor_role: 'auditor' })
          : entry(id),
      );
      return { body: { data, total: 30, total_kind: 'exact' } };
    },
  });
  const view = renderApp('/audit');
  return { ...fetch, ...view, user: userEvent.setup() };
}

/** The table once page 1 is on it. */
async function auditTable() {
  const table = await screen.findByRole('table', { name: 'Audit' });
  await within(table).findByText('PATCH /v2/pbx/domain/cpl.portside.example/extension/2101');
  return table;
}

const auditCalls = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/v3/audit').map((c) => new URLSearchParams(c.search));

describe('Audit', () => {
  it('lists who did what newest first: local time, user, role, action, entity, fields, address, call', async () => {
    const { calls } = openAudit();
    const table = await auditTable();
    expect(screen.getByRole('heading', { name: 'Audit', level: 1 })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText(/^Jan 5, 2026 \d+:04 [AP]M$/)).toBeInTheDocument();
    expect(first.getByText('officer')).toBeInTheDocument();
    expect(first.getByText('Ship administrator')).toBeInTheDocument();
    expect(first.getByText('Update')).toBeInTheDocument();
    expect(first.getByText('Extension')).toBeInTheDocument();
    // The key is in the chooser, not on screen by default: Detail names the extension.
    expect(first.queryByText('ext-1')).toBeNull();
    expect(first.getByText('effective_caller_id_name, password_encrypted')).toBeInTheDocument();
    expect(first.getByText('10.21.0.7')).toBeInTheDocument();
    expect(first.getByText('PATCH /v2/pbx/domain/cpl.portside.example/extension/2101')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Delete')).toBeInTheDocument();
    expect(second.getByText('PIN or cabin')).toBeInTheDocument();
    expect(second.getByText('Auditor')).toBeInTheDocument();
    const [params] = auditCalls(calls);
    expect(params?.get('orderby')).toBe('at');
    expect(params?.get('order')).toBe('DESC');
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe(
      '/v3/audit?orderby=at&order=DESC&format=csv&columns=at%2Cactor_name%2Cactor_role%2Caction%2Centity%2Cfields%2Cip%2Cdetail',
    );
  });

  it('loads more, and the column chooser adds a column to the table and the export', async () => {
    const { calls, user } = openAudit();
    const table = await auditTable();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Load More Records' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    expect(auditCalls(calls).at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'User ID' }));
    expect(await screen.findByRole('columnheader', { name: 'User ID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toMatch(/columns=.*actor_id/);
  });

  it('searches, and filters by user, action, entity and dates with the API names', async () => {
    const { calls, user } = openAudit();
    await auditTable();
    await user.type(screen.getByPlaceholderText('Search user, entity, id, address or call'), '2101');
    await waitFor(() => expect(auditCalls(calls).at(-1)?.get('search')).toBe('2101'));

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByLabelText('User'), 'officer');
    await user.click(within(dialog).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Entity' }));
    await user.click(await screen.findByRole('option', { name: 'PIN or cabin' }));
    await user.type(within(dialog).getByLabelText('Date From'), '2026-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await screen.findByLabelText('4 active filters')).toBeInTheDocument();
    await waitFor(() => expect(auditCalls(calls).at(-1)?.get('action')).toBe('delete'));
    const last = auditCalls(calls).at(-1);
    expect(last?.get('user')).toBe('officer');
    expect(last?.get('entity')).toBe('cc_cards');
    expect(last?.get('search')).toBe('2101');
    expect(new Date(String(last?.get('dateFrom'))).getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(last?.get('dateTo')).toBeNull();
  });

  it.each(['org_admin', 'ship_admin', 'auditor'] as const)(
    'is offered in the side bar to the %s role',
    async (role) => {
      openAudit(role);
      expect(await screen.findByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
    },
  );

  it('refuses an operator the page and the side-bar entry, and asks the server nothing', async () => {
    const { calls } = openAudit('operator');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/this role cannot view the audit log\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
    expect(auditCalls(calls)).toHaveLength(0);
  });
});
