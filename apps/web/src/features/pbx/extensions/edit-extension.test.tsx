/** Update Extension and Delete Extension (issue 14 item 7) on the Extensions screen. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anExtension, aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = '/v3/pbx/domain/cpl.portside.example/extension';
const ITEM = '/v2/pbx/domain/cpl.portside.example/extension/2101';
const REFERENCES = '/v2/pbx/domain/cpl.portside.example/numberplan/extension/2101/references';

const desk = anExtension({
  forward_no_answer_enabled: true,
  forward_no_answer_destination: '99982101',
});

async function openExtensions(
  routes: Record<string, Handler> = {},
  role: 'org_admin' | 'auditor' = 'org_admin',
) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    [`GET ${LIST}`]: { body: { extensions: [desk], total: 1 } },
    ...routes,
  });
  renderApp('/extension');
  await screen.findByRole('heading', { name: 'Extensions', level: 1 }, { timeout: 30_000 });
  await screen.findByText('Total: 1', undefined, { timeout: 5000 });
  return fetch;
}

async function openEdit() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit extension 2101' }));
  return screen.findByRole('dialog', { name: 'Update Extension 2101' });
}

describe('Update Extension', { timeout: 90_000 }, () => {
  it('shows every field as stored and saves only what changed, with a generated password', async () => {
    const { calls } = await openExtensions({ [`PATCH ${ITEM}`]: { body: desk } });
    const dialog = await openEdit();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Front Desk');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue('IP phone');
    expect(within(dialog).getByRole('switch', { name: /^Outbound calls/ })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /^Enabled/ })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Forward on no answer' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Forward on no answer: to' })).toHaveValue('99982101');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Purser Desk');
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Outbound calls/ }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Forward when busy' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Forward when busy: to' }),
      '+13055550100',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const password = within(dialog).getByLabelText<HTMLInputElement>(/^New password/);
    expect(password.value).toHaveLength(16);
    await userEvent.click(save);

    expect(await screen.findByText('Successfully updated extension 2101')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Purser Desk',
      toll_allow: 'f',
      password: password.value,
      forward_busy: { enabled: true, destination: '+13055550100' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a destination of a forward that is on, refuses the extension as password, and puts a server sentence on its field', async () => {
    const { calls } = await openExtensions({
      [`PATCH ${ITEM}`]: { status: 400, body: { error: "Field 'password' must not be a common password." } },
    });
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Forward all calls' }));
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '2101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter where the calls go, or turn this forward off.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/at least 10 characters/i)).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Forward all calls' }));
    const password = within(dialog).getByLabelText(/^New password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'password1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Field 'password' must not be a common password.")).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Update Extension 2101' })).toBeInTheDocument();
  });
});

describe('Delete Extension', { timeout: 90_000 }, () => {
  it('lists what refers to the extension, then deletes it and says so', async () => {
    const { calls } = await openExtensions({
      [`GET ${REFERENCES}`]: {
        body: {
          kind: 'extension',
          number: '2101',
          name: 'Front Desk',
          references: [
            {
              kind: 'ring_group',
              id: '6100',
              name: 'Bridge Team',
              via: 'destination',
              effect: 'removed',
              text: 'Ring Group 6100 (Bridge Team) rings it: that destination will be removed.',
            },
            {
              kind: 'inbound_route',
              id: '+17865551000',
              name: 'Direct line',
              via: 'route_action',
              effect: 'deleted',
              text: 'Inbound route +17865551000 (Direct line) sends its calls here: it will be deleted.',
            },
          ],
        },
      },
      [`DELETE ${ITEM}`]: { body: { success: true } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete extension 2101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Extension 2101' });
    const list = await within(dialog).findByRole('list', { name: 'What refers to it' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ring Group 6100 (Bridge Team) rings it: that destination will be removed.',
      'Inbound route +17865551000 (Direct line) sends its calls here: it will be deleted.',
    ]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted extension 2101')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([ITEM]);
  });

  it('says when nothing refers to it, and shows a refused delete in the dialog', async () => {
    await openExtensions({
      [`GET ${REFERENCES}`]: {
        body: { kind: 'extension', number: '2101', name: 'Front Desk', references: [] },
      },
      [`DELETE ${ITEM}`]: { status: 403, body: { error: 'You are not allowed to do this.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete extension 2101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Extension 2101' });
    expect(await within(dialog).findByText('Nothing else refers to it.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('offers an auditor neither Edit nor Delete, and a row opens nothing', async () => {
    await openExtensions({}, 'auditor');
    expect(screen.queryByRole('button', { name: 'Edit extension 2101' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete extension 2101' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Front Desk'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
