import type { AppAccess } from '@portside/contract/pbx/app-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const entry = (id: number, number: string): AppAccess => ({
  id,
  extension: `9998${number}@${DOMAIN}`,
  preference: 'email',
  email: `desk${number}@example.com`,
  status: 1,
  creationdate: '2026-01-05T15:04:00Z',
});

/** The row showing `text` (an extension is shown as its number and a quieter '@domain'). */
const rowWith = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

async function openAppAccess(routes: Record<string, Handler> = {}, total = 2) {
  const firstPage = Array.from({ length: Math.min(total, 25) }, (_, i) => entry(i + 1, String(2100 + i)));
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v1/appaccess': ({ url }) =>
      url.searchParams.get('page') === '2'
        ? { body: { securityCodes: [entry(99, '3999')], total } }
        : { body: { securityCodes: firstPage, total } },
    ...routes,
  });
  renderApp('/appaccess');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(rowWith(table, `99982100@${DOMAIN}`)).toBeDefined());
  return { ...fetch, table, user: userEvent.setup() };
}

const listLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v1/appaccess').length;

describe('App Access', () => {
  it('shows the title, count and the default columns Extension, Preference, Email', async () => {
    const { table } = await openAppAccess();
    expect(screen.getByRole('heading', { name: 'App Access' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Extension', 'Preference', 'Email', 'Delete']);
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/v1/appaccess?format=csv&columns=extension%2Cpreference%2Cemail',
    );
  });

  it('offers ID, Status and Date in the column chooser', async () => {
    const { table, user } = await openAppAccess();
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    for (const name of ['ID', 'Extension', 'Preference', 'Email', 'Status', 'Date']) {
      expect(await screen.findByRole('checkbox', { name })).toBeInTheDocument();
    }
    // Delete is an action, not data: always shown, never offered.
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(within(table).getAllByText('Active')).toHaveLength(2);
  });

  it('loads more records, appending the next page', async () => {
    const { table, user, calls } = await openAppAccess({}, 26);
    await user.click(screen.getByRole('button', { name: 'Load More Records' }));
    await waitFor(() => expect(rowWith(table, `99983999@${DOMAIN}`)).toBeDefined());
    expect(rowWith(table, `99982100@${DOMAIN}`)).toBeDefined();
    expect(calls.filter((c) => c.path === '/v1/appaccess').map((c) => c.search)).toEqual([
      '?page=1&pagesize=25',
      '?page=2&pagesize=25',
    ]);
  });

  it('adds an entry: both fields required, then the notice and page 1 again', async () => {
    const { user, calls } = await openAppAccess({
      'POST /v1/appaccess': { status: 201, body: entry(3, '2200') },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add App Access' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Extension/), '2200');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-address');
    await user.click(save);
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const loadsBefore = listLoads(calls);
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'desk@example.com');
    await user.click(save);
    expect(await screen.findByText('Successfully created the new app access')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      extension: '2200',
      email: 'desk@example.com',
      preference: 'email',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add App Access' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loadsBefore));
  });

  it("adds an entry pasted in the list's own form, 9998{ext}@{domain}", async () => {
    const { user, calls } = await openAppAccess({
      'POST /v1/appaccess': { status: 201, body: entry(3, '2200') },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add App Access' });
    expect(
      within(dialog).getByText(`The extension number, for example 2101, or as listed: 99982101@${DOMAIN}`),
    ).toBeInTheDocument();
    // Pasted from the list, as a person copies a row.
    await user.click(within(dialog).getByLabelText(/Extension/));
    await user.paste(`99982200@${DOMAIN}`);
    await user.click(within(dialog).getByLabelText(/Email/));
    await user.paste('desk@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully created the new app access')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ extension: `99982200@${DOMAIN}` });
  });

  it('refuses an extension that is neither a number nor the listed form, before any call', async () => {
    const { user, calls } = await openAppAccess();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add App Access' });
    await user.type(within(dialog).getByLabelText(/Extension/), 'front desk');
    await user.type(within(dialog).getByLabelText(/Email/), 'desk@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Enter the extension number (digits only), or 9998<number>@<domain> as listed.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the 409 sentence, and Unable to process request for other failures', async () => {
    let status = 409;
    const { user } = await openAppAccess({
      'POST /v1/appaccess': () =>
        status === 409
          ? { status, body: { error: `Extension 4000 does not exist for domain ${DOMAIN}` } }
          : { status, body: { error: 'Internal failure.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add App Access' });
    await user.type(within(dialog).getByLabelText(/Extension/), '4000');
    await user.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Extension 4000 does not exist for domain ${DOMAIN}`,
    );
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to process request'),
    );
  });

  it('deletes a row after the confirmation, then shows the notice and page 1 again', async () => {
    const { user, calls } = await openAppAccess({ 'DELETE /v1/appaccess/1': { body: { success: true } } });
    await user.click(screen.getByRole('button', { name: `Delete App Access of 99982100@${DOMAIN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete App Access' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
      ),
    ).toBeInTheDocument();
    const loadsBefore = listLoads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted the app access.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v1/appaccess/1']);
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loadsBefore));
  });

  it('uploads a CSV of extension and email, one POST per row, and Done reloads the list', async () => {
    const { user, calls } = await openAppAccess({
      'POST /v1/appaccess': ({ body }) =>
        (body as { extension: string }).extension === '4000'
          ? { status: 409, body: { error: `Extension 4000 does not exist for domain ${DOMAIN}` } }
          : { status: 201, body: entry(5, '2300') },
    });
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload App Access CSV' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(
      input!,
      new File(['extension,email\n2300,a@example.com\n4000,b@example.com\n'], 'access.csv', {
        type: 'text/csv',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByRole('button', { name: 'Done' }, { timeout: 5000 });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { extension: '2300', email: 'a@example.com', preference: 'email' },
      { extension: '4000', email: 'b@example.com', preference: 'email' },
    ]);
    const loadsBefore = listLoads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loadsBefore));
  });
});
