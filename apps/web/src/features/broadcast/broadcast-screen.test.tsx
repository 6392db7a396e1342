/**
 * The Broadcast screen (spec 000 §2.8, §4, §5) with fetch mocked at the HTTP boundary and the messaging
 * connection stood in: the Messages/Groups switch, count and lists; a picked group's header, 'Connection
 * Status', history with how many members received and read each broadcast and its rating, and the input
 * that sends to the group; the New Broadcast Group editor (Group Name required, colour, participants
 * from the extensions, each once); delete after the spec's question.
 */
import type { BroadcastGroupRow, BroadcastMessage } from '@portside/contract/broadcast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anExtension, aSession } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { resetFake } from '../messaging/messaging-fakes.ts';
import { addParticipant } from './group-editor.tsx';

vi.mock(
  '../messaging/data/account.ts',
  async () => (await import('../messaging/messaging-fakes.ts')).fakeAccount,
);
vi.mock('../messaging/data/connection.ts', async () => ({
  ...(await import('../messaging/messaging-fakes.ts')).fakeConnection,
  useLiveState: () => null,
}));

const DOMAIN = 'cpl.portside.example';
const BASE = `/v3/broadcast/domain/${DOMAIN}`;
const ME = '99982101';

const deck: BroadcastGroupRow = {
  group_number: 18000,
  group_name: 'Deck Crew',
  group_color: 'blue',
  edit_roles: null,
  member_count: 2,
};
const drill: BroadcastMessage = {
  mMessageId: 'bc-1',
  mAddress: `18000@${DOMAIN}`,
  mMessageText: 'Muster drill at 10:00',
  mDate: '2026-11-20 09:00:00 GMT',
  mType: 1,
  mExtra: null,
  rating: 12.5,
  sender: ME,
  members: 2,
  delivered: 2,
  read: 1,
};

function server(overrides: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/group`]: { body: { data: [deck], total: 1 } },
    [`GET ${BASE}/message`]: { body: { data: [], total: 0 } },
    [`GET ${BASE}/group/18000/member`]: {
      body: {
        data: [
          { extension: '99982102', name: 'Spa' },
          { extension: '99982103', name: 'Bridge' },
        ],
      },
    },
    [`GET ${BASE}/group/18000/message`]: { body: { data: [drill], total: 1 } },
    [`POST ${BASE}/group/18000/message`]: ({ body }) => ({
      status: 201,
      body: { ...drill, mMessageId: (body as { messageid: string }).messageid, delivered: 0, read: 0 },
    }),
    [`GET /v3/pbx/domain/${DOMAIN}/extension`]: {
      body: {
        extensions: [
          anExtension({ extension: '99982102', effective_caller_id_name: 'Spa' }),
          anExtension({ extension: '99982103', effective_caller_id_name: 'Bridge' }),
        ],
        total: 2,
      },
    },
    ...overrides,
  });
}

async function openGroups() {
  const user = userEvent.setup({ delay: null });
  renderApp('/broadcast');
  await user.click(await screen.findByRole('radio', { name: 'Groups' }));
  const list = await screen.findByRole('navigation', { name: 'Groups' });
  return { user, list };
}

beforeEach(() => resetFake());

describe('the Broadcast screen', () => {
  it('starts on Messages with its count and asks to pick a destination', async () => {
    server();
    renderApp('/broadcast');
    expect(await screen.findByRole('heading', { name: 'Broadcast' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Messages' })).toBeChecked();
    expect(await screen.findByText('0 records found')).toBeInTheDocument();
    expect(screen.getByText('No records found.')).toBeInTheDocument();
    expect(screen.getAllByText('Select a group to send a broadcast').length).toBeGreaterThan(0);
  });

  it('lists the groups with a count, and a picked group shows its header, status, history and input', async () => {
    const { calls } = server();
    const { user, list } = await openGroups();
    expect(await screen.findByText('1 record found')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Deck Crew/ }));

    expect(await screen.findByRole('heading', { name: 'Deck Crew' })).toBeInTheDocument();
    expect(screen.getByText('Connection Status')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Broadcast' });
    expect(await within(panel).findByText('Group 18000 · 2 members')).toBeInTheDocument();
    const history = await screen.findByRole('log', { name: 'Broadcasts to Deck Crew' });
    expect(within(history).getByText('Muster drill at 10:00')).toBeInTheDocument();
    expect(within(history).getByTestId('broadcast-counts')).toHaveTextContent(
      'Delivered to 2 of 2 · read by 1',
    );
    expect(within(history).getByText(/Good/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/group/18000/message`)?.search).toBe(`?user=${ME}`);

    const input = screen.getByRole('textbox', { name: 'Write a message' });
    const send = screen.getByRole('button', { name: 'Send to every member of Deck Crew' });
    expect(send).toBeDisabled();
    await user.type(input, 'Lifeboat check at noon');
    await user.click(send);
    await waitFor(() => expect(input).toHaveValue(''));
    const posted = calls.find((c) => c.method === 'POST' && c.path === `${BASE}/group/18000/message`);
    expect(posted?.body).toEqual({
      sender: ME,
      message: 'Lifeboat check at noon',
      messageid: expect.any(String),
    });
  });

  it("shows the server's sentence when a send is refused and keeps the text", async () => {
    server({
      [`POST ${BASE}/group/18000/message`]: {
        status: 400,
        body: { error: 'Broadcast group 18000 has no members to send to.' },
      },
    });
    const { user, list } = await openGroups();
    await user.click(within(list).getByRole('button', { name: /^Deck Crew/ }));
    const input = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to every member of Deck Crew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Broadcast group 18000 has no members to send to.',
    );
    expect(input).toHaveValue('Hello');
  });

  it('deletes a group after asking the spec question', async () => {
    const { calls } = server({ [`DELETE ${BASE}/group/18000`]: { body: { success: true } } });
    const { user, list } = await openGroups();
    await user.click(within(list).getByRole('button', { name: 'Delete Deck Crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Broadcast Group' });
    expect(within(dialog).getByText('Are you sure you want to delete Deck Crew?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/group/18000`)).toBe(true),
    );
  });

  it('gives a role that may only read no plus button, no delete and no input', async () => {
    server({ 'GET /v1/session': { body: aSession({ role: 'auditor' }) } });
    const { user, list } = await openGroups();
    expect(screen.queryByRole('button', { name: 'New Broadcast Group' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Delete Deck Crew' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Deck Crew/ }));
    expect(await screen.findByText('Your role may read broadcasts but not send them.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });
});

describe('the New Broadcast Group editor', () => {
  it('never adds a participant twice', () => {
    const spa = { number: '99982102', name: 'Spa' };
    expect(addParticipant(addParticipant([], spa), { ...spa, name: 'Spa again' })).toEqual([spa]);
  });

  it('needs a Group Name, takes a colour and participants once each, and creates the group', async () => {
    const { calls } = server({
      [`POST ${BASE}/group`]: {
        status: 201,
        body: { group_number: 18001, group_name: 'Officers', group_color: 'teal', edit_roles: null },
      },
    });
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: 'New Broadcast Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Broadcast Group' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Colour Red' })).toHaveAttribute('aria-checked', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: /Group Name/ }), 'Officers');
    expect(create).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Colour Teal' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search extensions' }), 'Spa');
    const addSpa = await within(dialog).findByRole('button', { name: 'Add Spa (99982102)' });
    await user.click(addSpa);
    expect(addSpa).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add Bridge (99982103)' }));
    expect(within(dialog).getByText('2 participants')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bridge (99982103)' }));
    expect(within(dialog).getByText('1 participant')).toBeInTheDocument();

    await user.click(create);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST' && c.path === `${BASE}/group`)?.body).toEqual({
      group_name: 'Officers',
      group_color: 'teal',
      members: ['99982102'],
    });
    // The new group is opened.
    expect(await screen.findByRole('heading', { name: 'Officers' })).toBeInTheDocument();
  });

  it("keeps the editor open with the server's sentence when creation is refused", async () => {
    server({
      [`POST ${BASE}/group`]: {
        status: 400,
        body: { error: '5000 is not an extension of cpl.portside.example.' },
      },
    });
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: 'New Broadcast Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Broadcast Group' });
    await user.type(within(dialog).getByRole('textbox', { name: /Group Name/ }), 'Bad');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('5000 is not an extension');
  });
});
