import type { Contact, ContactPhone } from '@portside/contract/directory';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = `/v3/pbx/domain/${DOMAIN}/contact`;
const UUID = '6f1c9a52-8d0e-4a55-b1f7-0c2e2b9d4a10';

const aPhone = (id: string, label: string, number: string): ContactPhone => ({
  contact_phone_uuid: id,
  phone_label: label,
  phone_number: number,
  insert_date: '2026-01-05T15:04:00Z',
});

const aContact = (overrides: Partial<Contact> = {}): Contact => ({
  contact_uuid: UUID,
  contact_type: 'guest',
  contact_name_given: 'Ana Able',
  insert_date: '2026-01-05T15:04:00Z',
  phones: [aPhone('p1', 'whatsapp', '+13055550101')],
  ...overrides,
});

async function openDirectory(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}`]: { body: { data: [aContact()], total: 1, total_kind: 'exact' } },
    ...routes,
  });
  renderApp('/directory');
  const table = await screen.findByRole('table', { name: 'Directory' });
  await within(table).findByText('Ana Able');
  return { ...fetch, table, user: userEvent.setup() };
}

const listLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === BASE).length;

async function addNumber(user: ReturnType<typeof userEvent.setup>, number: string, channels: string[]) {
  await user.click(screen.getAllByRole('button', { name: 'Add Number' }).at(-1)!);
  const dialog = await screen.findByRole('dialog', { name: 'Add new Number' });
  await user.type(within(dialog).getByLabelText(/^Number/), number);
  for (const c of channels) await user.click(within(dialog).getByRole('checkbox', { name: c }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return dialog;
}

describe('Directory', () => {
  it('shows the count, Name, Type and Phones by default, the ID on request, and exports the visible columns', async () => {
    const { table, user, calls } = await openDirectory();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['Name', 'Type', 'Phones']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ana AbleGuestWhatsApp +13055550101');
    expect(calls.find((c) => c.path === BASE)?.search).toBe(
      '?withExtraInfo=true&orderby=insert_date&order=DESC&page=1&pagesize=25',
    );
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toContain(
      'format=csv&columns=contact_name_given%2Ccontact_type%2Cphones',
    );
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'ID' }));
    expect(headers()).toEqual(['ID', 'Name', 'Type', 'Phones']);
  });

  it('creates a contact with staged numbers: a duplicate number/type refused, then each number in turn', async () => {
    const { user, calls } = await openDirectory({
      [`POST ${BASE}`]: { status: 201, body: aContact({ phones: [] }) },
      [`POST ${BASE}/${UUID}/phone`]: ({ body }) => ({
        status: 201,
        body: aPhone('px', (body as ContactPhone).phone_label, (body as ContactPhone).phone_number),
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Add Directory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Directory' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ana Able');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Guest' }));
    expect(create).toBeEnabled();

    await addNumber(user, '+13055550101', ['SMS', 'WhatsApp']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new Number' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Numbers (2)')).toBeInTheDocument();
    const again = await addNumber(user, '+13055550101', ['SMS']);
    expect(await within(again).findByRole('alert')).toHaveTextContent('Phone number/type already exists');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    const loads = listLoads(calls);
    await user.click(create);
    expect(await screen.findByText('Successfully updated directory')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [BASE, { contact_name_given: 'Ana Able', contact_type: 'guest' }],
      [`${BASE}/${UUID}/phone`, { phone_label: 'sms', phone_number: '+13055550101' }],
      [`${BASE}/${UUID}/phone`, { phone_label: 'whatsapp', phone_number: '+13055550101' }],
    ]);
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loads));
  });

  it('stops at the first number that fails and shows its error; Create again goes on without a second contact', async () => {
    let fail = true;
    const { user, calls } = await openDirectory({
      [`POST ${BASE}`]: { status: 201, body: aContact({ phones: [] }) },
      [`POST ${BASE}/${UUID}/phone`]: ({ body }) =>
        fail && (body as ContactPhone).phone_label === 'sms'
          ? { status: 400, body: { error: "Field 'phone_number' must be a phone number of digits." } }
          : { status: 201, body: aPhone('px', 'x', '1') },
      [`PATCH ${BASE}/${UUID}`]: { body: aContact() },
    });
    await user.click(screen.getByRole('button', { name: 'Add Directory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Directory' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ana Able');
    await user.click(within(dialog).getByRole('radio', { name: 'User' }));
    await addNumber(user, '+1305', ['SMS']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new Number' })).not.toBeInTheDocument(),
    );
    await addNumber(user, '+1306', ['Viber for Business']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new Number' })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Field 'phone_number' must be a phone number of digits.",
    );
    // The viber number after the failed one was not tried.
    expect(calls.filter((c) => c.method === 'POST').length).toBe(2);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Successfully updated directory')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === BASE)).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/phone'))).toHaveLength(3);
  });

  it('keeps the app channel alone: disabled and deselected while another channel is chosen', async () => {
    const { user } = await openDirectory();
    await user.click(screen.getByRole('button', { name: 'Add Directory' }));
    await screen.findByRole('dialog', { name: 'Create Directory' });
    await user.click(screen.getByRole('button', { name: 'Add Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new Number' });
    const app = within(dialog).getByRole('checkbox', { name: 'App' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.type(within(dialog).getByLabelText(/^Number/), '99982101');
    expect(add).toBeDisabled();
    await user.click(app);
    expect(app).toBeChecked();
    expect(add).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    expect(app).not.toBeChecked();
    expect(app).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    expect(app).toBeEnabled();
    expect(add).toBeDisabled();
  });

  it('updates a row: numbers added (a 409 counts as added) and removed at once, name and type patched', async () => {
    let phones = [aPhone('p1', 'whatsapp', '+13055550101')];
    const { user, calls } = await openDirectory({
      [`GET ${BASE}/${UUID}/phone`]: () => ({ body: { data: phones } }),
      [`POST ${BASE}/${UUID}/phone`]: ({ body }) => {
        const b = body as ContactPhone;
        if (b.phone_label === 'whatsapp') return { status: 409, body: { error: 'already there' } };
        phones = [...phones, aPhone(`p${phones.length + 1}`, b.phone_label, b.phone_number)];
        return { status: 201, body: phones.at(-1) };
      },
      [`DELETE ${BASE}/${UUID}/phone/p1`]: () => {
        phones = phones.filter((p) => p.contact_phone_uuid !== 'p1');
        return { body: { success: true } };
      },
      [`PATCH ${BASE}/${UUID}`]: { body: aContact({ contact_type: 'user' }) },
    });
    await user.click(screen.getByText('+13055550101'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Directory' });
    const numbers = await within(dialog).findByRole('table', { name: 'Numbers' });
    await within(numbers).findByText('+13055550101');
    expect(
      within(numbers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Number', 'Delete']);

    await addNumber(user, '+13055550101', ['WhatsApp', 'SMS']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new Number' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(within(numbers).getAllByText('+13055550101')).toHaveLength(2));

    await user.click(within(numbers).getByRole('button', { name: 'Remove WhatsApp number +13055550101' }));
    await waitFor(() => expect(within(numbers).getAllByText('+13055550101')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${BASE}/${UUID}/phone/p1`,
    ]);

    await user.click(within(dialog).getByRole('radio', { name: 'User' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully updated directory')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      contact_name_given: 'Ana Able',
      contact_type: 'user',
    });
  });

  it('deletes a contact at once from its dialog, then the notice and page 1 again', async () => {
    const { user, calls } = await openDirectory({
      [`GET ${BASE}/${UUID}/phone`]: { body: { data: [] } },
      [`DELETE ${BASE}/${UUID}`]: { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Update directory Ana Able' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Directory' });
    const loads = listLoads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted directory')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${BASE}/${UUID}`]);
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(loads));
  });
});
