import type { InboundRoute } from '@portside/contract/pbx/inbound-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const LIST = `/v2/pbx/domain/${DOMAIN}/dialplan/route/inbound`;
const route = (n: number, action: InboundRoute['dialplan_destination_actions'][number]): InboundRoute => ({
  dialplan_uuid: `00000000-0000-4000-8000-00000000000${n}`,
  dialplan_name: `Line ${n}`,
  dialplan_number: `+1786555100${n}`,
  dialplan_order: 100,
  dialplan_context: 'public',
  dialplan_destination_actions: [action],
  dialplan_description: n === 1 ? 'Main number' : '',
  dialplan_enabled: 'true',
  insert_date: '2026-01-05T15:04:00Z',
});
const purser = route(1, { name: 'extension', value: '2101', label: "Purser's Desk" });
const night = route(2, { name: 'other', value: 'hangup', label: 'Hangup' });

async function openRoutes(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${LIST}`]: { body: { dialplans: [purser, night], total: 2 } },
    ...routes,
  });
  renderApp('/inboundroute');
  const table = await screen.findByRole('table', { name: 'Inbound Routes' });
  await within(table).findByText('Line 1');
  return { ...fetch, table, user: userEvent.setup() };
}

const listLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === LIST).length;

describe('Inbound Routes', () => {
  it('lists name, number, where calls go and description, with extra info; export as the list', async () => {
    const { table, calls } = await openRoutes();
    expect(screen.getByRole('heading', { name: 'Inbound Routes' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Destination Number', 'Route Call To', 'Description', 'Edit']);
    expect(within(table).getByText('Extension 2101')).toBeInTheDocument();
    expect(within(table).getByText("Purser's Desk")).toBeInTheDocument();
    expect(within(table).getByText('Hangup')).toBeInTheDocument();
    expect(calls.find((c) => c.path === LIST)?.search).toBe('?withExtraInfo=true&page=1&pagesize=25');
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${LIST}?withExtraInfo=true&format=csv&columns=dialplan_name%2Cdialplan_number%2Cdialplan_destination_actions%2Cdialplan_description`,
    );
  });

  it('adds a route: name, number and action required; an Other action is chosen from a list', async () => {
    const { user, calls } = await openRoutes({ [`POST ${LIST}`]: { status: 201, body: night } });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inbound Route' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Night line');
    await user.type(within(dialog).getByLabelText(/^Destination Number/), '+17865551009');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Route Call To/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Hangup' }));
    const loads = listLoads(calls);
    await user.click(create);
    expect(await screen.findByText('Successfully created the new inbound route')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Night line',
      route: { number: '+17865551009' },
      action: { name: 'other', value: 'hangup' },
      dialplan: { dialplan_description: '' },
    });
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loads));
  });

  it('checks the number locally and puts a server sentence naming a field on that field', async () => {
    const { user, calls } = await openRoutes({
      [`POST ${LIST}`]: {
        status: 400,
        body: { error: `Field 'action.value' must be an extension of domain ${DOMAIN}; 4999 is not.` },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inbound Route' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Desk');
    await user.type(within(dialog).getByLabelText(/^Destination Number/), '555-0100');
    await user.click(within(dialog).getByRole('combobox', { name: /^Route Call To/ }));
    await user.click(await screen.findByRole('option', { name: 'Extension' }));
    await user.type(within(dialog).getByLabelText(/^Number/), '4999');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Enter the number as digits, with an optional leading +.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Destination Number/));
    await user.type(within(dialog).getByLabelText(/^Destination Number/), '5550100');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        `Field 'action.value' must be an extension of domain ${DOMAIN}; 4999 is not.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a 409 sentence under the form', async () => {
    const sentence = `An inbound route for number +17865551001 already exists in domain ${DOMAIN}.`;
    const { user } = await openRoutes({ [`POST ${LIST}`]: { status: 409, body: { error: sentence } } });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inbound Route' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Again');
    await user.type(within(dialog).getByLabelText(/^Destination Number/), '+17865551001');
    await user.click(within(dialog).getByRole('combobox', { name: /^Route Call To/ }));
    await user.click(await screen.findByRole('option', { name: 'Ring Group' }));
    await user.type(within(dialog).getByLabelText(/^Number/), '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });

  it('updates a route from its row, sending the same body', async () => {
    const { user, calls, table } = await openRoutes({
      [`PATCH ${LIST}/${purser.dialplan_uuid}`]: { body: purser },
    });
    await user.click(within(table).getByText('Main number'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Inbound Route' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Line 1');
    expect(within(dialog).getByLabelText(/^Number/)).toHaveValue('2101');
    await user.clear(within(dialog).getByLabelText(/^Number/));
    await user.type(within(dialog).getByLabelText(/^Number/), '2102');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully updated Inbound Route')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Line 1',
      route: { number: '+17865551001' },
      action: { name: 'extension', value: '2102' },
      dialplan: { dialplan_description: 'Main number' },
    });
  });

  it('deletes after the confirmation text, with the notice', async () => {
    const { user, calls } = await openRoutes({
      [`DELETE ${LIST}/${night.dialplan_uuid}`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Inbound Route Line 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Inbound Route' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Inbound Route' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted Inbound Route')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${LIST}/${night.dialplan_uuid}`,
    ]);
  });
});
