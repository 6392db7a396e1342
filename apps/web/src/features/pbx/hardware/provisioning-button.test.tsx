/** Hardware's provisioning: the addresses shown once after Add, the vendor files, download and rotation. */
import type { HardwareFile } from '@portside/contract/pbx/hardware';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = '/v3/pbx/hardware/provisioning/file';
const MAC = '001565aa0001';
const TOKEN = `prv_${'a'.repeat(43)}`;
const phone: HardwareFile = {
  mac: MAC,
  name: 'Purser',
  ext: '2101',
  filepath: `${BASE}/pending/mac/${MAC}`,
  status: 'pending',
  creationdate: '2026-01-05T15:04:00Z',
  timezone: 'Auto',
  provisioned_at: null,
  credential_created_at: '2026-01-05T15:04:00Z',
  account1: {
    extension: '2101',
    domain: DOMAIN,
    outboundProxy: 'sbc.cpl.example',
    outboundProxyPort: 5060,
    name: 'Purser',
    ringtone: 5,
    hasPassword: false,
  },
  account2: null,
};
const credential = (token: string, mac: string) => ({
  token,
  folder_path: `/provision/${token}/`,
  yealink_path: `/provision/${token}/${mac}.cfg`,
  grandstream_path: `/provision/${token}/cfg${mac}.xml`,
});

async function open(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/all`]: { body: { data: [phone], total: 1 } },
    [`GET /v3/pbx/domain/${DOMAIN}/extension`]: {
      body: { extensions: [{ extension: '2101', effective_caller_id_name: 'Purser' }], total: 1 },
    },
    ...routes,
  });
  renderApp('/hardware');
  const table = await screen.findByRole('table', { name: 'Hardware' });
  await within(table).findByText('00:15:65:aa:00:01');
  return { ...fetch, user: userEvent.setup() };
}

describe('Hardware provisioning', () => {
  it('shows a new phone’s provisioning addresses once after Add', async () => {
    const { user } = await open({
      [`POST ${BASE}/001565123456`]: {
        status: 201,
        body: { ...phone, mac: '001565123456', credential: credential(TOKEN, '001565123456') },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const add = await screen.findByRole('dialog', { name: 'Add Hardware' });
    await user.type(within(add).getByLabelText(/^MAC Address/), '00:15:65:12:34:56');
    await user.type(within(add).getAllByLabelText(/^Outbound Proxy/)[0]!, 'sbc.cpl.example');
    await user.click(within(add).getAllByRole('combobox', { name: /^Extension/ })[0]!);
    await user.click(await screen.findByRole('option', { name: '2101 · Purser' }));
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    const reveal = await screen.findByRole('dialog', { name: 'Provisioning address of 00:15:65:12:34:56' });
    expect(within(reveal).getByText('Shown once')).toBeVisible();
    expect(within(reveal).getByLabelText('Yealink file')).toHaveTextContent(
      `${window.location.origin}/provision/${TOKEN}/001565123456.cfg`,
    );
    expect(within(reveal).getByLabelText('Grandstream file')).toHaveTextContent(
      `/provision/${TOKEN}/cfg001565123456.xml`,
    );
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(TOKEN, { exact: false })).not.toBeInTheDocument();
  });

  it('views either vendor’s file, downloads it and rotates the credential after asking', async () => {
    const { user, calls } = await open({
      [`GET ${BASE}/mac/${MAC}/phone-file`]: (request) => ({
        body: request.url.search.includes('grandstream')
          ? '<gs_provision version="1"><mac>001565aa0001</mac></gs_provision>'
          : 'account.1.user_name = 2101\n',
      }),
      [`POST ${BASE}/mac/${MAC}/credential`]: { body: credential(`prv_${'b'.repeat(43)}`, MAC) },
    });
    const createObjectURL = vi.fn(() => 'blob:phone-file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'View Provisioning File 00:15:65:aa:00:01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provisioning File 00:15:65:aa:00:01' });
    expect(await within(dialog).findByText(/account\.1\.user_name = 2101/)).toBeVisible();
    expect(within(dialog).getByText(/No phone has fetched its file yet/)).toBeVisible();
    await user.click(within(dialog).getByText('Grandstream (.xml)'));
    expect(await within(dialog).findByText(/gs_provision/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Download cfg001565aa0001.xml' }));
    expect(createObjectURL).toHaveBeenCalledOnce();

    await user.click(within(dialog).getByRole('button', { name: 'Rotate Credential' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByText(/stop getting their file at once/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate Credential' }));
    expect(await within(dialog).findByLabelText('Yealink file')).toHaveTextContent(
      `/provision/prv_${'b'.repeat(43)}/${MAC}.cfg`,
    );
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/mac/${MAC}/credential`),
    ).toHaveLength(1);
  });
});
