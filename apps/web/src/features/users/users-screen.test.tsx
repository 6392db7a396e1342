import type { User, UserExtension } from '@portside/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = `/v3/pbx/domain/${DOMAIN}/user`;
const UUID = '0b7e7d1e-4c1a-4f43-9b53-2f3c1d7a9e01';

const aUser = (overrides: Partial<User> = {}): User => ({
  user_uuid: UUID,
  username: 'maria.lopez',
  user_email: 'maria@example.com',
  user_enabled: 'true',
  role: 'operator',
  grants: [],
  contact: { contact_name_given: 'Maria Lopez' },
  insert_date: '2026-01-05T15:04:00Z',
  extensions: ['2101'],
  ...overrides,
});

async function openUsers(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}`]: { body: { data: [aUser()], total: 1, total_kind: 'exact' } },
    ...routes,
  });
  const view = renderApp('/user');
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText('maria.lopez');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

const listLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === BASE).length;

describe('Users', () => {
  it('shows the count, the default columns and an export of the visible ones', async () => {
    const { table, calls } = await openUsers();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Username', 'Email', 'Extensions', 'Role', 'Status', 'Edit']);
    expect(within(table).getByText('Operator')).toBeInTheDocument();
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(calls.find((c) => c.path === BASE)?.search).toBe(
      '?withExtraInfo=true&orderby=insert_date&order=DESC&page=1&pagesize=25',
    );
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe(
      `${BASE}?withExtraInfo=true&orderby=insert_date&order=DESC&format=csv&columns=contact_name_given%2Cusername%2Cuser_email%2Cextensions%2Crole%2Cuser_enabled`,
    );
  });

  it('filters by the extensions users hold and the order, counting the active filters', async () => {
    const { user, calls } = await openUsers();
    await user.click(screen.getByRole('button', { name: /Advanced search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByLabelText('Extension'), '2101');
    await user.click(within(dialog).getByText('Oldest on Top'));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === BASE).at(-1)?.search).toBe(
        '?withExtraInfo=true&extension=2101&orderby=insert_date&order=ASC&page=1&pagesize=25',
      ),
    );
    expect(screen.getByRole('button', { name: /Advanced search/ })).toHaveTextContent('2');
  });

  it('adds a user: every field required, then the notice and page 1 again', async () => {
    const { user, calls } = await openUsers({
      [`POST ${BASE}`]: { status: 201, body: aUser({ username: 'chef' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Carla Chef');
    await user.type(within(dialog).getByLabelText(/^Username/), 'chef');
    await user.type(within(dialog).getByLabelText(/^Email/), 'chef@example.com');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'galley-secret');
    expect(create).toBeEnabled();
    const loadsBefore = listLoads(calls);
    await user.click(create);
    expect(await screen.findByText('Successfully created the new User')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'chef',
      password: 'galley-secret',
      user_email: 'chef@example.com',
      contactInfo: { contact_name_given: 'Carla Chef' },
      role: 'operator',
      grants: [],
    });
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loadsBefore));
  });

  it("shows the server's sentence under the form when the save fails", async () => {
    const { user } = await openUsers({
      [`POST ${BASE}`]: { status: 409, body: { error: `User chef already exists in domain ${DOMAIN}.` } },
    });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Carla Chef');
    await user.type(within(dialog).getByLabelText(/^Username/), 'chef');
    await user.type(within(dialog).getByLabelText(/^Password/), 'galley-secret');
    await user.type(within(dialog).getByLabelText(/^Email/), 'chef@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `User chef already exists in domain ${DOMAIN}.`,
    );
  });

  it('edits a row: name and email required, no password sent when none was typed', async () => {
    let saved: unknown[] = [];
    const { user, calls } = await openUsers({
      [`PATCH ${BASE}/${UUID}`]: ({ body }) => {
        saved = [...saved, body];
        return { body: aUser({ contact: { contact_name_given: 'Maria L.' } }) };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit user maria.lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Maria Lopez');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Maria L.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user maria.lopez')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        username: 'maria.lopez',
        user_email: 'maria@example.com',
        contactInfo: { contact_name_given: 'Maria L.' },
        role: 'operator',
        user_enabled: 'true',
        grants: [],
      },
    ]);
    // The row's Edit button does not also open User Details.
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === `${BASE}/${UUID}`)).toBe(false);
  });

  it('opens User Details when a row is pressed', async () => {
    const { user, router } = await openUsers({
      [`GET ${BASE}/${UUID}`]: { body: aUser() },
      [`GET ${BASE}/${UUID}/extension`]: { body: { data: [], total: 0 } },
    });
    await user.click(screen.getByText('maria@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userdetails/${UUID}`));
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeInTheDocument();
  });
});

const anExtension = (extension: string): UserExtension => ({
  extension_uuid: `e-${extension}`,
  extension,
  effective_caller_id_name: `Desk ${extension}`,
  description: 'Front desk',
  toll_allow: 't',
  extension_user_insert_date: '2026-01-05T15:04:00Z',
});

async function openDetails(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/${UUID}`]: { body: aUser() },
    [`GET ${BASE}/${UUID}/extension`]: { body: { data: [anExtension('2101')], total: 1 } },
    ...routes,
  });
  renderApp(`/userdetails/${UUID}`);
  const extensions = await screen.findByRole('table', { name: 'User Extensions' });
  await within(extensions).findByText('2101');
  return { ...fetch, extensions, user: userEvent.setup() };
}

describe('User Details', () => {
  it('shows Basic Info as one row and the user extensions with their description and toll allow', async () => {
    const { extensions, calls } = await openDetails();
    const basic = screen.getByRole('table', { name: 'Basic Info' });
    expect(within(basic).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(basic).getAllByRole('row')).toHaveLength(2);
    expect(within(extensions).getByText('Front desk')).toBeInTheDocument();
    expect(within(extensions).getByText('Yes')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/extension'))?.search).toBe(
      '?page=1&pagesize=10000&orderby=extension_user_insert_date&order=DESC',
    );
  });

  it("adds an extension, showing the server's sentence for an unknown one", async () => {
    let status = 404;
    const { user, calls } = await openDetails({
      [`POST ${BASE}/${UUID}/extension/7777`]: () =>
        status === 404
          ? { status, body: { error: `Extension 7777 does not exist in domain ${DOMAIN}.` } }
          : { status: 201, body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Add Extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Extension to maria.lopez' });
    await user.type(within(dialog).getByLabelText(/^Extension/), '7777');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Extension 7777 does not exist in domain ${DOMAIN}.`,
    );
    status = 201;
    const loads = calls.filter((c) => c.path.endsWith('/extension')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Successfully added extension 7777')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([undefined, undefined]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/extension')).length).toBeGreaterThan(loads),
    );
  });

  it("removes an extension from the user on the server, saying it only unlinks (no 'permanent' delete)", async () => {
    const { user, calls } = await openDetails({
      [`DELETE ${BASE}/${UUID}/extension/2101`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove extension 2101 from the user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from user' });
    expect(
      within(dialog).getByText(
        'Remove extension 2101 from maria.lopez? The extension itself stays, with its settings, voicemail and calls; only its link to this user goes, and it can be added again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/permanent/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove from user' }));
    expect(
      await screen.findByText('Successfully removed extension 2101 from maria.lopez'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${BASE}/${UUID}/extension/2101`,
    ]);
  });

  it('says so when the user does not exist here', async () => {
    mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${BASE}/${UUID}`]: { status: 404, body: { error: 'Not found.' } },
    });
    renderApp(`/userdetails/${UUID}`);
    expect(await screen.findByText('This user does not exist in this environment.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User Extensions' })).not.toBeInTheDocument();
  });

  it('is refused without the user module (the upgrade page), while Users stays a PBX screen', async () => {
    mockFetch({
      'GET /v1/session': {
        body: aSession({
          organization: {
            name: 'Oceanic Cruises',
            modules_enabled: { callingcards: true, omnichannel: true, pbx: true, user: false },
          },
        }),
      },
    });
    const { router } = renderApp(`/userdetails/${UUID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade/user'));
  });
});
