import type { UserRole } from '@portside/contract';
import type { ApiToken } from '@portside/contract/tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const PATH = '/v3/tenant/domain/cpl.portside.example/apitoken';
const NEW_TOKEN = `pst_${'Zq9'.repeat(14)}x`;

const token = (id: string, over: Partial<ApiToken> = {}): ApiToken => ({
  id,
  name: 'Bridge switch',
  prefix: 'pst_Ab3dE9',
  status: 'active',
  created_at: '2026-01-05T15:04:05Z',
  created_by: 'admin',
  last_used_at: '2026-01-06T09:30:00Z',
  revoked_at: null,
  ...over,
});

const LIST = [
  token('t-1'),
  token('t-2', { name: 'Broadcast feed', prefix: 'pst_Qw7rT2', last_used_at: null }),
  token('t-3', { name: 'Old switch', status: 'revoked', revoked_at: '2026-01-04T10:00:00Z' }),
];

function open(role: UserRole = 'ship_admin', routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
    [`GET ${PATH}`]: { body: { data: LIST, total: LIST.length, total_kind: 'exact' } },
    ...routes,
  });
  const view = renderApp('/apitokens');
  return { ...fetch, ...view, user: userEvent.setup() };
}

async function tokenTable() {
  const table = await screen.findByRole('table', { name: 'API Tokens' });
  await within(table).findByText('Bridge switch');
  return table;
}

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === PATH).length;

describe('API Tokens', () => {
  it('lists name, prefix, created, last use and status; Revoke only on active tokens; no export', async () => {
    open();
    const table = await tokenTable();
    expect(screen.getByRole('heading', { name: 'API Tokens', level: 1 })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('pst_Ab3dE9…')).toBeInTheDocument();
    expect(first.getByText(/^Jan 5, 2026 \d+:04 [AP]M$/)).toBeInTheDocument();
    expect(first.getByText(/^Jan 6, 2026 \d+:30 [AP]M$/)).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Never')).toBeInTheDocument();
    const revoked = within(rows[3] as HTMLElement);
    expect(revoked.getByText('Revoked')).toBeInTheDocument();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(first.getByRole('button', { name: 'Revoke Bridge switch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
  });

  it('creates a token and shows it once, with Copy and a warning that it will not be shown again', async () => {
    const { calls, user } = open('ship_admin', {
      [`POST ${PATH}`]: ({ body }) => ({
        status: 201,
        body: {
          ...token('t-9', { name: (body as { name: string }).name, last_used_at: null }),
          token: NEW_TOKEN,
        },
      }),
    });
    await tokenTable();
    const before = listCalls(calls);
    await user.click(screen.getByRole('button', { name: 'New Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API Token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect(await within(dialog).findByText('Enter a name of 1 to 100 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Name/), '  Deck 5 display ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    const shown = await screen.findByRole('dialog', { name: 'API token Deck 5 display' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Deck 5 display' });
    expect(within(shown).getByText(NEW_TOKEN)).toBeInTheDocument();
    expect(within(shown).getByText(/You will not see it again/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(NEW_TOKEN)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'New Token' }));
    const again = await screen.findByRole('dialog', { name: 'New API Token' });
    expect(within(again).queryByText(NEW_TOKEN)).toBeNull();
    expect(within(again).getByLabelText(/Name/)).toHaveValue('');
  });

  it("puts the server's sentence about a name in use on the name field", async () => {
    const sentence = "An active API token named 'Bridge switch' already exists in this environment.";
    const { user } = open('ship_admin', { [`POST ${PATH}`]: { status: 409, body: { error: sentence } } });
    await tokenTable();
    await user.click(screen.getByRole('button', { name: 'New Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API Token' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Bridge switch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes after a confirmation that names the token, and reloads the list', async () => {
    const { calls, user } = open('org_admin', {
      [`DELETE ${PATH}/t-1`]: {
        body: token('t-1', { status: 'revoked', revoked_at: '2026-01-07T00:00:00Z' }),
      },
    });
    const table = await tokenTable();
    const before = listCalls(calls);
    await user.click(within(table).getByRole('button', { name: 'Revoke Bridge switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API Token' });
    expect(
      within(dialog).getByText(
        "Revoke the API token 'Bridge switch'? Every client using it is refused at once. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${PATH}/t-1`)).toBe(true),
    );
    expect(await screen.findByText('Revoked the API token Bridge switch')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
  });

  it("keeps the dialog open with the server's sentence when revoking fails", async () => {
    const sentence = "The API token 'Bridge switch' is already revoked.";
    const { user } = open('ship_admin', {
      [`DELETE ${PATH}/t-1`]: { status: 409, body: { error: sentence } },
    });
    const table = await tokenTable();
    await user.click(within(table).getByRole('button', { name: 'Revoke Bridge switch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API Token' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });

  it('is offered to administrators only: an operator has no entry and is told why on the page', async () => {
    const { calls } = open('operator');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/this role cannot manage API tokens/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'API Tokens' })).toBeNull();
    expect(listCalls(calls)).toBe(0);
  });

  it('has a side-bar entry for an administrator', async () => {
    open('ship_admin');
    await tokenTable();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'API Tokens' })).toHaveAttribute('href', '/apitokens');
  });
});
