import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anExtension, aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = '/v3/pbx/domain/cpl.portside.example/extension';

const room = anExtension({
  extension: '5003',
  effective_caller_id_name: 'Cabin 5003',
  description: '3,7,10,20',
  gateway: 3,
  port: 7,
  isgateway: true,
});

async function openExtensions(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${LIST}`]: { body: { extensions: [anExtension(), room], total: 2 } },
    ...routes,
  });
  const app = renderApp('/extension');
  await screen.findByRole('heading', { name: 'Extensions', level: 1 });
  await screen.findByText('Total: 2');
  const listCalls = () =>
    fetch.calls.filter((c) => c.path === LIST).map((c) => new URLSearchParams(c.search));
  return { ...fetch, ...app, listCalls };
}

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Extension' }));
  return screen.findByRole('dialog', { name: 'Add Extension' });
}

describe('Extensions', () => {
  it('lists the extensions; pressing a room gateway opens the Gateway screen', async () => {
    const { router } = await openExtensions();
    expect(screen.getByText('Front Desk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Open gateway 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gateway/3'));
  });

  it('enables Create only when name, extension and password are filled; Description is starred', async () => {
    await openExtensions();
    const dialog = await openAddDialog();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Purser');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Extension/ }), '2150');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 's3cret-sip-pw');
    expect(create).toBeEnabled();
    const description = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Description/ });
    expect(description.labels?.[0]).toHaveTextContent('Description *');
    expect(description).not.toBeRequired();
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Phone/ }).labels?.[0],
    ).not.toHaveTextContent('*');
  });

  it('creates with the leading 1 removed, says so, closes and reloads page 1', async () => {
    const { calls, listCalls } = await openExtensions({
      [`POST ${LIST}/createfull`]: { status: 201, body: anExtension({ extension: '2150' }) },
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Purser');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Extension/ }), '2150');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 's3cret-sip-pw');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Deck 5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+1 305 555 0199');
    const before = listCalls().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully created the new extension')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      extension: '2150',
      password: 's3cret-sip-pw',
      tn: '+13055550199',
      extensionAttributes: { effective_caller_id_name: 'Purser', description: 'Deck 5' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Extension' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    expect(listCalls().at(-1)?.get('page')).toBe('1');
  });

  it("shows the server's error under the form and keeps it open; a field's error lands on the field", async () => {
    let reply = {
      status: 409,
      body: { error: 'Extension 2101 already exists in domain cpl.portside.example.' },
    };
    await openExtensions({ [`POST ${LIST}/createfull`]: () => reply });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dup');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Extension/ }), '2101');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'pw-of-ten-chars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Extension 2101 already exists in domain cpl.portside.example.',
    );

    reply = { status: 400, body: { error: "Field 'password' must be at most 128 characters." } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText("Field 'password' must be at most 128 characters."),
    ).toBeInTheDocument();
    // The field's own hint follows the error.
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /^Field 'password' must be at most 128 characters\. At least 10 characters/,
    );
  });

  it('advanced search: analog-only flags, order, the filter count, page 1 with the spec names', async () => {
    const { listCalls } = await openExtensions();
    await userEvent.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    expect(within(dialog).queryByLabelText('Temporary')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Caller ID Name'), 'Cabin');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Analog (room)' }));
    await userEvent.click(within(dialog).getByLabelText('Not configured'));
    await userEvent.click(within(dialog).getByText('Oldest on Top'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await screen.findByLabelText('4 active filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls().at(-1)?.toString()).toBe(
        'effective_caller_id_name=Cabin&type=analog&configured=false&orderby=insert_date&order=ASC&page=1&pagesize=25',
      ),
    );
  });
});
