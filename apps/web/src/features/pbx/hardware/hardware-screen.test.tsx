import type { HardwareAccount, HardwareFile } from '@portside/contract/pbx/hardware';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = '/v3/pbx/hardware/provisioning/file';
const account = (extension: string, name: string): HardwareAccount => ({
  extension,
  domain: DOMAIN,
  outboundProxy: 'sbc.cpl.example',
  outboundProxyPort: 5060,
  name,
  ringtone: 5,
  hasPassword: false,
});
const file = (
  mac: string,
  status: 'pending' | 'archived',
  a1: HardwareAccount | null = account('2101', 'Purser'),
) =>
  ({
    mac,
    name: a1?.name ?? 'Spa',
    ext: a1?.extension ?? '2201',
    filepath: `${BASE}/${status}/mac/${mac}`,
    status,
    creationdate: '2026-01-05T15:04:00Z',
    timezone: 'Auto' as const,
    provisioned_at: null,
    credential_created_at: '2026-01-05T15:04:00Z',
    account1: a1,
    account2: a1 ? null : account('2201', 'Spa'),
  }) satisfies HardwareFile;

const EXTENSIONS = {
  extensions: [
    { extension: '2101', effective_caller_id_name: "Purser's Desk" },
    { extension: '99982101', effective_caller_id_name: 'Purser app' },
  ],
  total: 2,
};

async function openHardware(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/all`]: {
      body: { data: [file('001565aa0001', 'pending'), file('0004f2bb0002', 'archived', null)], total: 2 },
    },
    [`GET ${BASE}/pending`]: { body: { data: [file('001565aa0001', 'pending')], total: 1 } },
    [`GET /v3/pbx/domain/${DOMAIN}/extension`]: { body: EXTENSIONS },
    ...routes,
  });
  const view = renderApp('/hardware');
  const table = await screen.findByRole('table', { name: 'Hardware' });
  await within(table).findByText('00:15:65:aa:00:01');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

const loads = (calls: { method: string; path: string }[], tab = 'all') =>
  calls.filter((c) => c.method === 'GET' && c.path === `${BASE}/${tab}`).length;

describe('Hardware', () => {
  it('lists MAC, name, extension, status, time zone and date under tabs, and exports as the list', async () => {
    const { table, user, calls } = await openHardware();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['MAC Address', 'Caller Name', 'Extension', 'Status', 'Time Zone', 'Created', 'Actions']);
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${BASE}/all?orderby=creationdate&order=DESC&format=csv&columns=mac%2Cname%2Cext%2Cstatus%2Ctimezone%2Ccreationdate`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Pending', 'Archived']);
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(loads(calls, 'pending')).toBe(1));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toMatch(`${BASE}/pending?`);
  });

  it('sends the order (newest on top by default) and the one chosen in the advanced search', async () => {
    const { user, calls } = await openHardware();
    const params = () => new URLSearchParams(calls.filter((c) => c.path === `${BASE}/all`).at(-1)?.search);
    expect(params().get('orderby')).toBe('creationdate');
    expect(params().get('order')).toBe('DESC');
    await user.click(screen.getByRole('button', { name: /Advanced search/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Order By' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest on Top' }));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(params().get('order')).toBe('ASC'));
    expect(params().get('orderby')).toBe('creationdate');
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toContain('order=ASC');
    await user.click(screen.getByRole('button', { name: /Advanced search/i }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('combobox', { name: 'Order By' }));
    await user.click(await screen.findByRole('option', { name: 'MAC Address (A to Z)' }));
    await user.click(within(again).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(params().get('orderby')).toBe('mac'));
  });

  it('names an account with a 4-digit extension after the extension, as the hint says', async () => {
    const { user, calls } = await openHardware({
      [`POST ${BASE}/001565123456`]: { status: 201, body: file('001565123456', 'pending') },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
    expect(
      within(dialog).getAllByText(
        'Empty: the extension without its first 4 digits (99982101 shows 2101), or the whole extension when that leaves nothing (2101 shows 2101)',
      ),
    ).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/^MAC Address/), '00:15:65:12:34:56');
    const [proxy1] = within(dialog).getAllByLabelText(/^Outbound Proxy/);
    await user.type(proxy1!, 'sbc.cpl.example');
    const [picker1] = within(dialog).getAllByRole('combobox', { name: /^Extension/ });
    await user.click(picker1!);
    await user.click(await screen.findByRole('option', { name: "2101 · Purser's Desk" }));
    const [name1] = within(dialog).getAllByLabelText(/^Caller Name/);
    expect(name1).toHaveAttribute('placeholder', '2101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully created the new hardware configuration')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ account1: { name: '2101' } });
  });

  it('offers Delete Configuration File only for a pending file, after the confirmation', async () => {
    const { user, calls } = await openHardware({
      'DELETE /v2/pbx/hardware/provisioning/file/pending/mac/001565aa0001': { body: { success: true } },
    });
    expect(screen.getAllByRole('button', { name: /^Delete Configuration File/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Configuration File 00:15:65:aa:00:01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Configuration File' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this item? This action is permanent and cannot be undone.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const before = loads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Configuration File' }));
    expect(
      await screen.findByText('Successfully deleted the hardware configuration 00:15:65:aa:00:01'),
    ).toBeVisible();
    await waitFor(() => expect(loads(calls)).toBeGreaterThan(before));
  });

  it('adds a file: MAC and a complete account; defaults 5060, Auto, ringtone 5; name from the extension', async () => {
    const { user, calls } = await openHardware({
      [`POST ${BASE}/001565123456`]: { status: 201, body: file('001565123456', 'pending') },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const ports = within(dialog).getAllByLabelText(/^Port/);
    expect(ports.map((p) => (p as HTMLInputElement).value)).toEqual(['5060', '5060']);
    expect(within(dialog).getByRole('combobox', { name: 'Time Zone' })).toHaveValue('Auto');
    expect(
      within(dialog)
        .getAllByRole('combobox', { name: 'Ringtone' })
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Ringtone 5', 'Ringtone 5']);
    await user.type(within(dialog).getByLabelText(/^MAC Address/), '00:15:65:12:34:56');
    const [proxy1] = within(dialog).getAllByLabelText(/^Outbound Proxy/);
    await user.type(proxy1!, 'sbc.cpl.example');
    expect(save).toBeDisabled();
    const [picker1] = within(dialog).getAllByRole('combobox', { name: /^Extension/ });
    await user.click(picker1!);
    await user.click(await screen.findByRole('option', { name: '99982101 · Purser app' }));
    expect(save).toBeEnabled();
    // The picker reads the domain's extensions only (no ring group, voicemail or other destination).
    expect(calls.some((c) => c.path === `/v3/pbx/domain/${DOMAIN}/extension`)).toBe(true);
    await user.click(save);
    expect(await screen.findByText('Successfully created the new hardware configuration')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      timezone: 'Auto',
      account1: {
        extension: '99982101',
        domain: DOMAIN,
        outboundProxy: 'sbc.cpl.example',
        outboundProxyPort: 5060,
        name: '2101',
        ringtone: 5,
      },
      account2: null,
    });
  });

  it('refuses a bad MAC and a started account without its proxy before any call', async () => {
    const { user, calls } = await openHardware();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
    await user.type(within(dialog).getByLabelText(/^MAC Address/), '00:15:65');
    const [proxy1, proxy2] = within(dialog).getAllByLabelText(/^Outbound Proxy/);
    await user.type(proxy1!, 'sbc.cpl.example');
    const [picker1] = within(dialog).getAllByRole('combobox', { name: /^Extension/ });
    await user.click(picker1!);
    await user.click(await screen.findByRole('option', { name: "2101 · Purser's Desk" }));
    await user.type(within(dialog).getAllByLabelText(/^Caller Name/)[1]!, 'Second line');
    expect(proxy2).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter a MAC address of 12 hexadecimal digits/)).toBeVisible();
    expect(within(dialog).getByText('Choose the extension of this account.')).toBeVisible();
    expect(within(dialog).getByText('Enter the outbound proxy host name or IP address.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's sentence on its field or under the form", async () => {
    const { user } = await openHardware({
      [`POST ${BASE}/001565123456`]: {
        status: 409,
        body: { error: `A configuration file for MAC 001565123456 already exists in domain ${DOMAIN}.` },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
    await user.type(within(dialog).getByLabelText(/^MAC Address/), '001565123456');
    await user.type(within(dialog).getAllByLabelText(/^Outbound Proxy/)[0]!, 'sbc.cpl.example');
    await user.click(within(dialog).getAllByRole('combobox', { name: /^Extension/ })[0]!);
    await user.click(await screen.findByRole('option', { name: "2101 · Purser's Desk" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `A configuration file for MAC 001565123456 already exists in domain ${DOMAIN}.`,
    );
  });

  it('edits a file from its row: a complete account 2 alone is enough, the password is kept unless typed', async () => {
    const { user, calls } = await openHardware({
      [`PATCH ${BASE}/archived/mac/0004f2bb0002`]: { body: file('0004f2bb0002', 'pending', null) },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Hardware 00:04:f2:bb:00:02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Hardware 00:04:f2:bb:00:02' });
    expect(within(dialog).getByLabelText('MAC Address')).toHaveValue('00:04:f2:bb:00:02');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update).toBeEnabled();
    const [, proxy2] = within(dialog).getAllByLabelText(/^Outbound Proxy/);
    await user.clear(proxy2!);
    expect(update).toBeDisabled();
    await user.type(proxy2!, '10.21.0.5');
    await user.click(update);
    expect(
      await screen.findByText('Successfully updated the hardware configuration 00:04:f2:bb:00:02'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      timezone: 'Auto',
      account1: null,
      account2: {
        extension: '2201',
        domain: DOMAIN,
        outboundProxy: '10.21.0.5',
        outboundProxyPort: 5060,
        name: 'Spa',
        ringtone: 5,
      },
    });
  });
});
