/** Issue 10: a PBX screen offers its writes only to a role with 'pbx.write', phone secrets only with 'pbx.secrets'. */
import type { UserRole } from '@portside/contract';
import type { HardwareFile } from '@portside/contract/pbx/hardware';
import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anExtension, aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const HARDWARE = '/v3/pbx/hardware/provisioning/file';

const ringGroup: RingGroup = {
  ring_group_uuid: 'rg-1',
  ring_group_extension: '6000',
  ring_group_name: 'Bridge Team',
  ring_group_caller_id_name: 'Bridge Team',
  ring_group_caller_id_number: '6000',
  ring_group_call_timeout: 45,
  ring_group_strategy: 'sequence',
  ring_group_timeout_action: null,
  ring_group_timeout_app: '',
  ring_group_timeout_data: '',
  ring_group_forward_destination: '',
  ring_group_forward_enabled: false,
  ring_group_enabled: true,
  destination_numbers: ['1001'],
  insert_date: '2026-01-05T15:04:00Z',
};

const phone: HardwareFile = {
  mac: '001565aa0001',
  name: 'Purser',
  ext: '2101',
  filepath: `${HARDWARE}/pending/mac/001565aa0001`,
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

const ROUTES: Record<string, Handler> = {
  [`GET /v3/pbx/domain/${DOMAIN}/extension`]: { body: { extensions: [anExtension()], total: 1 } },
  [`GET /v2/pbx/domain/${DOMAIN}/ringgroup`]: { body: { ringgroups: [ringGroup], total: 1 } },
  [`GET ${HARDWARE}/all`]: { body: { data: [phone], total: 1 } },
  [`GET ${HARDWARE}/mac/001565aa0001/phone-file`]: { body: 'account.1.password = s3cret-sip\n' },
  'GET /v1/appaccess': {
    body: {
      securityCodes: [
        {
          id: 1,
          extension: `2101@${DOMAIN}`,
          preference: 'email',
          email: 'desk@example.com',
          status: 1,
          creationdate: '2026-01-05T15:04:00Z',
        },
      ],
      total: 1,
    },
  },
  [`GET /v2/pbx/domain/${DOMAIN}/extension/all/voicemail/box`]: {
    body: {
      voicemailboxes: [
        {
          voicemail_uuid: 'vm-1',
          voicemail_id: '2101',
          voicemail_description: 'Purser desk',
          voicemail_enabled: 'true',
          message_count: 2,
          insert_date: '2026-01-05T15:04:00Z',
        },
      ],
      total: 1,
    },
  },
  [`GET /v2/pbx/domain/${DOMAIN}/extension/2101/voicemail/message`]: {
    body: { voicemailmessages: [], total: 0 },
  },
  [`GET /v2/pbx/domain/${DOMAIN}/dialplan/route/inbound`]: {
    body: {
      dialplans: [
        {
          dialplan_uuid: '00000000-0000-4000-8000-000000000001',
          dialplan_name: 'Main Line',
          dialplan_number: '+17865551001',
          dialplan_order: 100,
          dialplan_context: 'public',
          dialplan_destination_actions: [{ name: 'extension', value: '2101', label: 'Purser' }],
          dialplan_description: '',
          dialplan_enabled: 'true',
          insert_date: '2026-01-05T15:04:00Z',
        },
      ],
      total: 1,
    },
  },
};

/** Opens `path` as `role` and waits for the row showing `text`. */
async function openAs(role: UserRole, path: string, text: string) {
  const fetch = mockFetch({ 'GET /v1/session': { body: aSession({ role }) }, ...ROUTES });
  const app = renderApp(path);
  const cell = await screen.findByText(text);
  return { ...fetch, ...app, row: cell.closest('tr') as HTMLElement };
}

describe('PBX screens per role', () => {
  it('Extensions: an auditor reads, searches and exports, but is offered no Add or upload', async () => {
    await openAs('auditor', '/extension', 'Front Desk');
    expect(screen.queryByRole('button', { name: 'Add Extension' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('Extensions: an operator is offered Add Extension and the upload', async () => {
    await openAs('operator', '/extension', 'Front Desk');
    expect(screen.getByRole('button', { name: 'Add Extension' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeInTheDocument();
  });

  it('Ring Groups: an auditor gets no Add, Edit or Delete, and pressing a row opens nothing', async () => {
    const { row } = await openAs('auditor', '/ringgroup', 'Bridge Team');
    expect(screen.queryByRole('button', { name: 'Add Ring Group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ring Group 6000' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ring Group 6000' })).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Ring Groups: an operator edits a group by pressing its row', async () => {
    const { row } = await openAs('operator', '/ringgroup', 'Bridge Team');
    expect(screen.getByRole('button', { name: 'Add Ring Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Ring Group 6000' })).toBeInTheDocument();
    await userEvent.click(row);
    expect(await screen.findByRole('dialog', { name: 'Update Ring Group 6000' })).toBeInTheDocument();
  });

  it('Hardware: an operator edits and deletes but cannot view the file that holds SIP passwords', async () => {
    await openAs('operator', '/hardware', '00:15:65:aa:00:01');
    expect(screen.getByRole('button', { name: 'Edit Hardware 00:15:65:aa:00:01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View Provisioning File/ })).not.toBeInTheDocument();
  });

  it('Hardware: a ship administrator views the provisioning file, with its warning', async () => {
    const { calls } = await openAs('ship_admin', '/hardware', '00:15:65:aa:00:01');
    expect(calls.some((c) => c.path.includes('/mac/'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'View Provisioning File 00:15:65:aa:00:01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provisioning File 00:15:65:aa:00:01' });
    expect(await within(dialog).findByText(/s3cret-sip/)).toBeInTheDocument();
    expect(within(dialog).getByText(/holds SIP passwords in clear/)).toBeInTheDocument();
  });

  it('Hardware: an auditor gets no Add, no actions and no secrets', async () => {
    const { row } = await openAs('auditor', '/hardware', '00:15:65:aa:00:01');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('App Access: an auditor gets no Add, upload or Delete', async () => {
    await openAs('auditor', '/appaccess', 'desk@example.com');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete App Access/ })).not.toBeInTheDocument();
  });

  it('App Access: an operator gets Add and Delete', async () => {
    await openAs('operator', '/appaccess', 'desk@example.com');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete App Access/ })).toBeInTheDocument();
  });

  it('Voicemail: an auditor gets no Add or Edit, and still opens a box to read its messages', async () => {
    const { row, router } = await openAs('auditor', '/voicemail', 'Purser desk');
    expect(screen.queryByRole('button', { name: 'Edit Voicemail Box 2101' })).not.toBeInTheDocument();
    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/voicemailmessage/2101'));
  });

  it('Inbound Routes: an auditor gets no Add or Edit, an operator both', async () => {
    const auditor = await openAs('auditor', '/inboundroute', 'Main Line');
    expect(screen.queryByRole('button', { name: 'Edit Inbound Route Main Line' })).not.toBeInTheDocument();
    await userEvent.click(auditor.row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    auditor.unmount();
    await openAs('operator', '/inboundroute', 'Main Line');
    expect(screen.getByRole('button', { name: 'Edit Inbound Route Main Line' })).toBeInTheDocument();
  });
});
