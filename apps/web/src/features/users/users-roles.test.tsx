/**
 * The Users screen as each role meets it (issue 10 item 3): who sees Add, Edit and Delete, the roles the
 * dialog offers, Enabled and the grants, the password's rules, and Delete's confirmation naming the user.
 */
import type { Role } from '@portside/contract';
import type { User } from '@portside/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = `/v3/pbx/domain/${DOMAIN}/user`;

const aUser = (username: string, overrides: Partial<User> = {}): User => ({
  user_uuid: `uuid-${username}`,
  username,
  user_email: `${username}@example.com`,
  user_enabled: 'true',
  role: 'operator',
  grants: [],
  contact: { contact_name_given: '' },
  insert_date: '2026-01-05T15:04:00Z',
  ...overrides,
});

const ROWS = [
  aUser('fleet', { role: 'org_admin' }),
  aUser('me', { role: 'ship_admin' }),
  aUser('deck', { contact: { contact_name_given: 'Dora Deck' } }),
  aUser('off', { user_enabled: 'false' }),
];

async function openAs(role: Role, routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role, user_uuid: 'uuid-me', username: 'me' }) },
    [`GET ${BASE}`]: { body: { data: ROWS, total: ROWS.length, total_kind: 'exact' } },
    ...routes,
  });
  renderApp('/user');
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText('deck');
  return { ...fetch, table, user: userEvent.setup() };
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('Users by role', () => {
  it('shows a ship admin no Edit or Delete on a row above them, and no Delete on their own row', async () => {
    const { table } = await openAs('ship_admin');
    expect(within(table).getByText('Organisation administrator')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(button('Edit user fleet')).toBeNull();
    expect(button('Delete user fleet')).toBeNull();
    expect(button('Edit user me')).toBeInTheDocument();
    expect(button('Delete user me')).toBeNull();
    expect(button('Edit user deck')).toBeInTheDocument();
    expect(button('Delete user deck')).toBeInTheDocument();
  });

  it('offers an auditor (users.read only) no Add, Edit or Delete', async () => {
    const { table } = await openAs('auditor');
    expect(button('Add User')).toBeNull();
    expect(within(table).queryByRole('button', { name: /^(Edit|Delete) user/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Edit' })).toBeNull();
  });

  it.each([
    [
      'org_admin',
      ['Organisation administrator', 'Ship administrator', 'Operator', 'Billing clerk', 'Auditor'],
    ],
    ['ship_admin', ['Ship administrator', 'Operator', 'Billing clerk', 'Auditor']],
  ] as const)('offers %s the roles up to its own in Add User', async (role, expected) => {
    const { user } = await openAs(role);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expected);
  });
});

describe('the user dialog', () => {
  it('explains the password rules and says which one a password breaks', async () => {
    const { user, calls } = await openAs('ship_admin');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(
      within(dialog).getByText('At least 10 characters, not the username and not a common password'),
    ).toBeInTheDocument();
    // Pasted rather than typed: each key re-renders the dialog, slow on a busy machine.
    const fill = async (label: RegExp, text: string) => {
      const field = within(dialog).getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill(/^Name/, 'Carla Chef');
    await fill(/^Username/, 'chef.galley');
    await fill(/^Email/, 'chef@example.com');
    await fill(/^Password/, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Use at least 10 characters.')).toBeInTheDocument();
    await fill(/^Password/, 'CHEF.GALLEY');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Do not use the username as the password.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("puts the server's common-password sentence on the password field", async () => {
    const sentence =
      "Field 'password' is too easy to guess: it is a common password or a simple variation of one.";
    const { user } = await openAs('ship_admin', {
      [`PATCH ${BASE}/uuid-deck`]: { status: 400, body: { error: sentence } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit user deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByLabelText(/^New password/));
    await user.paste('Password123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('disables a user with the Enabled switch; on their own user role and Enabled are fixed', async () => {
    const { user, calls } = await openAs('ship_admin', {
      [`PATCH ${BASE}/uuid-deck`]: { body: aUser('deck', { user_enabled: 'false' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Edit user deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('switch', { name: /^Enabled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ user_enabled: 'false' }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit user me' }));
    const own = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(own).getByRole('switch', { name: /^Enabled/ })).toBeDisabled();
    expect(within(own).getByRole('combobox', { name: /^Role/ })).toBeDisabled();
  });

  it('grants among the other environments of the signed-in user', async () => {
    const { user } = await openAs('ship_admin');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Granted environments/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Crown Princess (KPL)']);
  });
});

describe('Delete user', () => {
  it('names the user in the confirmation, then deletes on the server', async () => {
    const { user, calls } = await openAs('ship_admin', {
      [`DELETE ${BASE}/uuid-deck`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete user deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText(
        'Delete user Dora Deck (deck)? They can no longer sign in; this cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted user deck')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${BASE}/uuid-deck`]);
  });
});
