import type { VoicemailBox, VoicemailMessage } from '@portside/contract/pbx/voicemail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = `/v2/pbx/domain/${DOMAIN}/extension`;
const box = (id: string, enabled: 'true' | 'false' = 'true'): VoicemailBox => ({
  voicemail_uuid: `uuid-${id}`,
  voicemail_id: id,
  voicemail_description: `Desk ${id}`,
  voicemail_enabled: enabled,
  message_count: 3,
  voicemail_mail_to: '',
  voicemail_email_enabled: 'false',
  voicemail_local_after_email: 'true',
  voicemail_greeting: null,
  voicemail_greeting_size: null,
  insert_date: '2026-01-05T15:04:00Z',
});
const message = (n: number): VoicemailMessage => ({
  voicemail_message_uuid: `m-${n}`,
  voicemail_uuid: 'uuid-2101',
  voicemail_id: '2101',
  caller_id_name: `Caller ${n}`,
  caller_id_number: `70${n}`,
  message_length: 40 + n,
  created_epoch: 1_767_625_440,
  read_epoch: n % 2 === 0 ? 1_767_629_040 : null,
  has_audio: true,
});

async function openVoicemails(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/all/voicemail/box`]: {
      body: { voicemailboxes: [box('2101'), box('1001', 'false')], total: 2 },
    },
    ...routes,
  });
  const view = renderApp('/voicemail');
  const table = await screen.findByRole('table', { name: 'Voicemails' });
  await within(table).findByText('Desk 2101');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

const boxLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === `${BASE}/all/voicemail/box`).length;

describe('Voicemails', () => {
  it('lists mailbox, description, status and messages, and exports as the list', async () => {
    const { table } = await openVoicemails();
    expect(screen.getByRole('heading', { name: 'Voicemails' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mailbox', 'Description', 'Status', 'Messages', 'Edit']);
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${BASE}/all/voicemail/box?format=csv&columns=voicemail_id%2Cvoicemail_description%2Cvoicemail_enabled%2Cmessage_count`,
    );
  });

  it('searches from 3 characters', async () => {
    const { user, calls } = await openVoicemails();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pur');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === `${BASE}/all/voicemail/box` && c.search.includes('search=pur')),
      ).toBe(true),
    );
  });

  it('adds a box: mailbox and password required, description optional', async () => {
    const { user, calls } = await openVoicemails({
      [`POST ${BASE}/all/voicemail/box`]: { status: 201, body: box('3101') },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Voicemail Box' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Mailbox Number/), '3101');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), '25');
    await user.click(save);
    expect(await within(dialog).findByText('Enter 4 to 16 digits.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Password/), '80');
    const loads = boxLoads(calls);
    await user.click(save);
    expect(await screen.findByText('Successfully created Voicemail Box 3101')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      number: '3101',
      password: '2580',
      description: '',
    });
    await waitFor(() => expect(boxLoads(calls)).toBeGreaterThan(loads));
  });

  it("shows the server's sentence under the form", async () => {
    const { user } = await openVoicemails({
      [`POST ${BASE}/all/voicemail/box`]: {
        status: 409,
        body: { error: `Voicemail box 2101 already exists in domain ${DOMAIN}.` },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Voicemail Box' });
    await user.type(within(dialog).getByLabelText(/Mailbox Number/), '2101');
    await user.type(within(dialog).getByLabelText(/^Password/), '2580');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Voicemail box 2101 already exists in domain ${DOMAIN}.`,
    );
  });

  it('updates an enabled box with status true, or disables it with the password', async () => {
    const { user, calls } = await openVoicemails({
      [`PATCH ${BASE}/all/voicemail/box/2101`]: { body: box('2101') },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Voicemail Box 2101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voicemail Box 2101' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Desk 2101');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Disable' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), '4820');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Successfully updated Voicemail Box 2101')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { password: '4820', status: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Voicemail Box 2101' }));
    const again = await screen.findByRole('dialog', { name: 'Voicemail Box 2101' });
    expect(within(again).getByLabelText(/^Password/)).toHaveValue('');
    await user.type(within(again).getByLabelText(/^Password/), '4820');
    await user.click(within(again).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
        password: '4820',
        description: 'Desk 2101',
        status: true,
      }),
    );
  });

  it("reads 'Update & Activate' on a disabled box and offers no Disable", async () => {
    const { user } = await openVoicemails();
    await user.click(screen.getByRole('button', { name: 'Edit Voicemail Box 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voicemail Box 1001' });
    expect(within(dialog).getByRole('button', { name: 'Update & Activate' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation text, with the notice', async () => {
    const { user, calls } = await openVoicemails({
      [`DELETE ${BASE}/all/voicemail/box/2101`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Voicemail Box 2101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voicemail Box 2101' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Voicemail Box 2101' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted Voicemail Box 2101')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${BASE}/all/voicemail/box/2101`,
    ]);
  });

  it('opens Messages of the box when its row is pressed', async () => {
    const { user, router, table } = await openVoicemails({
      [`GET ${BASE}/2101/voicemail/message`]: { body: { voicemailmessages: [message(1)], total: 1 } },
    });
    await user.click(within(table).getByText('Desk 2101'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/voicemailmessage/2101'));
    expect(await screen.findByRole('heading', { name: 'Messages: 2101' })).toBeInTheDocument();
  });
});

describe('Messages', () => {
  it('lists caller name, number, length with an s and the date from created_epoch; exports voicemail-messages', async () => {
    mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${BASE}/2101/voicemail/message`]: {
        body: { voicemailmessages: [message(1), message(2)], total: 2 },
      },
    });
    renderApp('/voicemailmessage/2101');
    const table = await screen.findByRole('table', { name: 'Messages: 2101' });
    expect(await within(table).findByText('Caller 1')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Caller Name', 'Caller Number', 'Length', 'Date', 'Status', 'Play']);
    expect(within(table).getByText('41s')).toBeInTheDocument();
    expect(within(table).getAllByText(/2026/).length).toBe(2);
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${BASE}/2101/voicemail/message?format=csv&columns=caller_id_name%2Ccaller_id_number%2Cmessage_length%2Ccreated_epoch%2Cread_epoch`,
    );
  });
});
