import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const LIST = `/v2/pbx/domain/${DOMAIN}/ringgroup`;
const CONFIRM = 'Are you sure you want to delete this item? This action is permanent and cannot be undone.';

const group = (overrides: Partial<RingGroup> = {}): RingGroup => ({
  ring_group_uuid: 'rg-1',
  ring_group_extension: '6000',
  ring_group_name: 'Bridge Team',
  ring_group_caller_id_name: 'Bridge Team',
  ring_group_caller_id_number: '6000',
  ring_group_call_timeout: 45,
  ring_group_strategy: 'sequence',
  ring_group_timeout_action: { name: 'voicemail', value: '1001' },
  ring_group_timeout_app: 'transfer',
  ring_group_timeout_data: `*991001 XML ${DOMAIN}`,
  ring_group_forward_destination: '',
  ring_group_forward_enabled: false,
  ring_group_enabled: true,
  destination_numbers: ['1001', '1002'],
  insert_date: '2026-01-05T15:04:00Z',
  ...overrides,
});
const hangup = group({
  ring_group_uuid: 'rg-2',
  ring_group_extension: '6001',
  ring_group_name: 'Galley',
  ring_group_strategy: 'enterprise',
  ring_group_call_timeout: 20,
  ring_group_timeout_action: { name: 'other', value: 'hangup' },
  destination_numbers: [],
});

async function openRingGroups(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${LIST}`]: { body: { ringgroups: [group(), hangup], total: 2, total_kind: 'exact' } },
    ...routes,
  });
  renderApp('/ringgroup');
  await screen.findByRole('heading', { name: 'Ring Groups', level: 1 });
  const table = await screen.findByRole('table', { name: 'Ring Groups' });
  await within(table).findByText('Bridge Team');
  const listCalls = () =>
    fetch.calls
      .filter((c) => c.method === 'GET' && c.path === LIST)
      .map((c) => new URLSearchParams(c.search));
  return { ...fetch, table, listCalls, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Ring Groups', () => {
  it('lists the groups with the default columns, the timeout action as a badge, and the export link', async () => {
    const { table, listCalls } = await openRingGroups();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Extension',
      'Name',
      'Call Timeout',
      'Strategy',
      'Timeout Action',
      'Destinations',
      'Actions',
    ]);
    expect(within(table).getByText('Voicemail 1001')).toBeInTheDocument();
    expect(within(table).getByText('Hangup')).toBeInTheDocument();
    expect(within(table).getByText('45 s')).toBeInTheDocument();
    expect(within(table).getByText('Sequence')).toBeInTheDocument();
    expect(within(table).getByText('1001, 1002')).toBeInTheDocument();
    expect(listCalls()[0]?.toString()).toBe(
      'withExtraInfo=true&orderby=insert_date&order=DESC&page=1&pagesize=25',
    );
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${LIST}?withExtraInfo=true&orderby=insert_date&order=DESC&format=csv&columns=ring_group_extension%2Cring_group_name%2Cring_group_call_timeout%2Cring_group_strategy%2Cring_group_timeout_action%2Cdestination_numbers`,
    );
  });

  it('advanced search sends the spec names, counts the filters and starts again at page 1', async () => {
    const { user, listCalls } = await openRingGroups();
    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await user.type(within(dialog).getByLabelText('Extension'), '60');
    await user.type(within(dialog).getByLabelText('Caller Name'), 'Bridge');
    await user.type(within(dialog).getByLabelText('Caller Number'), '600');
    await user.type(within(dialog).getByLabelText('Call Timeout (seconds)'), '4x5');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Type' }), 'Rollover');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Order By' }), 'Oldest on Top');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await screen.findByLabelText('6 active filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls().at(-1)?.toString()).toBe(
        'withExtraInfo=true&extension=60&callerIdName=Bridge&callerIdNumber=600&callTimeout=45&strategy=rollover&orderby=insert_date&order=ASC&page=1&pagesize=25',
      ),
    );
  });

  it('adds a group: extension and name required, defaults 30 and Enterprise, destinations staged then added one by one', async () => {
    const { user, calls, listCalls } = await openRingGroups({
      [`POST ${LIST}`]: ({ body }) => ({ status: 201, body: group(body as Partial<RingGroup>) }),
      [`POST ${LIST}/6100/destination`]: ({ body }) => ({ status: 201, body }),
    });
    await user.click(screen.getByRole('button', { name: 'Add Ring Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ring Group' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(within(dialog).getByLabelText(/^Call Timeout/)).toHaveValue('30');
    expect(within(dialog).getByRole('combobox', { name: /^Strategy/ })).toHaveValue('Enterprise');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Extension/ }), '6100');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Spa Reception');
    expect(create).toBeEnabled();

    await choose(user, within(dialog).getByRole('combobox', { name: 'Timeout Action' }), 'Other');
    expect(create).toBeDisabled();
    await choose(user, within(dialog).getByRole('combobox', { name: /^Action/ }), 'Company Directory');
    expect(create).toBeEnabled();

    const number = within(dialog).getByRole('textbox', { name: 'Destination' });
    await user.type(number, '3101');
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    await user.type(number, '3102');
    await user.clear(within(dialog).getByLabelText('Delay (s)'));
    await user.type(within(dialog).getByLabelText('Delay (s)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    await user.type(number, '3101{Enter}');
    expect(await within(dialog).findByText('Destination already exists')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const before = listCalls().length;
    await user.click(create);
    expect(await screen.findByText('Successfully created the new extension')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [
        LIST,
        {
          ring_group_extension: '6100',
          ring_group_name: 'Spa Reception',
          ring_group_call_timeout: 30,
          ring_group_strategy: 'enterprise',
          ring_group_timeout_action: { name: 'other', value: 'company_directory' },
        },
      ],
      [
        `${LIST}/6100/destination`,
        { destination_number: '3101', destination_delay: 0, destination_timeout: 30 },
      ],
      [
        `${LIST}/6100/destination`,
        { destination_number: '3102', destination_delay: 10, destination_timeout: 30 },
      ],
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Ring Group' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(listCalls().at(-1)?.get('page')).toBe('1');
  });

  it("shows the server's sentence under the add form and keeps it open", async () => {
    const { user } = await openRingGroups({
      [`POST ${LIST}`]: {
        status: 409,
        body: { error: `Ring Group 6000 already exists in domain ${DOMAIN}.` },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Ring Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Ring Group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Extension/ }), '6000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Ring Group 6000 already exists in domain ${DOMAIN}.`,
    );
  });

  it('edits a group: caller id, timeout, strategy and action by PATCH; destinations added and removed at once', async () => {
    let destinations = [
      { destination_number: '1001', destination_delay: 0, destination_timeout: 30 },
      { destination_number: '1002', destination_delay: 5, destination_timeout: 20 },
    ];
    const { user, calls } = await openRingGroups({
      [`GET ${LIST}/6000/destination`]: () => ({
        body: { ringgroupdestinations: destinations, total: destinations.length },
      }),
      [`POST ${LIST}/6000/destination`]: ({ body }) => {
        const added = body as (typeof destinations)[number];
        if (destinations.some((d) => d.destination_number === added.destination_number)) {
          return { status: 409, body: { error: 'Destination 1002 already exists in Ring Group 6000.' } };
        }
        destinations = [...destinations, added];
        return { status: 201, body: added };
      },
      [`DELETE ${LIST}/6000/destination/1001`]: () => {
        destinations = destinations.filter((d) => d.destination_number !== '1001');
        return { body: { success: true } };
      },
      [`PATCH ${LIST}/6000`]: ({ body }) => ({ body: group(body as Partial<RingGroup>) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Ring Group 6000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Ring Group 6000' });
    expect(within(dialog).getByRole('textbox', { name: 'Caller Name' })).toHaveValue('Bridge Team');
    expect(within(dialog).getByRole('textbox', { name: /^Number/ })).toHaveValue('1001');
    const table = await within(dialog).findByRole('table', { name: 'Destinations' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.type(within(dialog).getByRole('textbox', { name: 'Destination' }), '1002');
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    expect(
      await within(dialog).findByText('Destination 1002 already exists in Ring Group 6000.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Destination' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination' }), '1003');
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await user.click(within(dialog).getByRole('button', { name: 'Remove destination 1001' }));
    await waitFor(() => expect(within(dialog).queryByText('1001')).not.toBeInTheDocument());

    await user.clear(within(dialog).getByRole('textbox', { name: 'Caller Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Caller Name' }), 'Bridge');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Caller Number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Caller Number' }), 'abc');
    await user.clear(within(dialog).getByLabelText(/^Call Timeout/));
    await user.type(within(dialog).getByLabelText(/^Call Timeout/), '20');
    await choose(user, within(dialog).getByRole('combobox', { name: /^Strategy/ }), 'Random');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Timeout Action' }), 'Extension');
    await user.type(within(dialog).getByRole('textbox', { name: /^Number/ }), '2101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use digits only, optionally starting with +.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Caller Number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Caller Number' }), '+13055550100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated Ring Group 6000')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      ring_group_caller_id_name: 'Bridge',
      ring_group_caller_id_number: '+13055550100',
      ring_group_call_timeout: 20,
      ring_group_strategy: 'random',
      ring_group_timeout_action: { name: 'extension', value: '2101' },
    });
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .map((c) => (c.body as { destination_number: string }).destination_number),
    ).toEqual(['1002', '1003']);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${LIST}/6000/destination/1001`,
    ]);
  });

  it('pressing a row opens its edit dialog; its Delete button and dialog do not', async () => {
    const { user, table } = await openRingGroups({
      [`GET ${LIST}/6001/destination`]: { body: { ringgroupdestinations: [], total: 0 } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Ring Group 6001' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Ring Group' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(table).getByText('Galley'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Ring Group 6001' });
    expect(await within(dialog).findByText('No destinations yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Action' })).toHaveValue('Hangup');
  });

  it('deletes a group after the confirmation, with the notice and page 1 again', async () => {
    const { user, calls, listCalls } = await openRingGroups({
      [`DELETE ${LIST}/6001`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Ring Group 6001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ring Group' });
    expect(within(dialog).getByText(CONFIRM)).toBeInTheDocument();
    const before = listCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted Ring Group 6001')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${LIST}/6001`]);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });
});
