import type { UserRole } from '@portside/contract';
import type { ChannelSetting } from '@portside/contract/channels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const PATH = '/v3/tenant/domain/cpl.portside.example/channel';

const setting = (channel: ChannelSetting['channel'], over: Partial<ChannelSetting> = {}): ChannelSetting => ({
  channel,
  configured: false,
  enabled: false,
  base_url: null,
  account_id: null,
  sender: null,
  inbox_account: null,
  has_secret: false,
  has_webhook_secret: false,
  webhook_path: `/webhooks/${channel}/cpl.portside.example`,
  updated_at: null,
  ...over,
});

const LIST = [
  setting('sms', {
    configured: true,
    enabled: true,
    account_id: 'AC1',
    sender: '+15550000001',
    inbox_account: '99982100',
    has_secret: true,
  }),
  setting('whatsapp'),
  setting('imessage'),
  setting('viber', { inbox_account: '99982100', enabled: false }),
  setting('telegram'),
];

function open(role: UserRole = 'ship_admin', routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
    [`GET ${PATH}`]: { body: { data: LIST } },
    ...routes,
  });
  const view = renderApp('/channels');
  return { ...fetch, ...view, user: userEvent.setup() };
}

describe('Channels screen', () => {
  it('shows each outside channel with its status, inbox account and webhook address', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Channels', level: 1 })).toBeInTheDocument();
    const sms = await screen.findByRole('region', { name: 'SMS' });
    expect(within(sms).getByText('Configured')).toBeInTheDocument();
    expect(within(sms).getByText('New conversations go to: 99982100')).toBeInTheDocument();
    expect(
      within(sms).getByText(`${window.location.origin}/webhooks/sms/cpl.portside.example`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Telegram for Business' })).getByText('Not configured'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Viber for Business' })).getByText('Disabled'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Apple Messages for Business' })).toBeInTheDocument();
  });

  it('configures Telegram with its bot token and webhook secret, and reloads the channels', async () => {
    const { calls, user } = open('ship_admin', {
      [`PUT ${PATH}/telegram`]: { body: setting('telegram', { configured: true, enabled: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Configure Telegram for Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Telegram for Business' });
    const before = calls.filter((c) => c.method === 'GET' && c.path === PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an extension number.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Inbox account/), '99982101');
    await user.type(within(dialog).getByLabelText('Bot token'), '123:abc');
    await user.type(within(dialog).getByLabelText('Webhook secret token'), 'hook_1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: true,
        base_url: null,
        account_id: null,
        sender: null,
        inbox_account: '99982101',
        secret: '123:abc',
        webhook_secret: 'hook_1',
      }),
    );
    expect(await screen.findByText('Telegram for Business saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === PATH).length).toBeGreaterThan(before),
    );
  });

  it('shows a stored credential as stored, never its value, and keeps it when left empty', async () => {
    const { calls, user } = open('ship_admin', { [`PUT ${PATH}/sms`]: { body: LIST[0] } });
    await user.click(await screen.findByRole('button', { name: 'Configure SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure SMS' });
    const token = within(dialog).getByLabelText('Auth token');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', 'Stored');
    expect(within(dialog).getByLabelText('Account SID')).toHaveValue('AC1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('secret');
  });

  it("puts the server's sentence about the inbox account on that field", async () => {
    const sentence = '4000 is not an extension of cpl.portside.example.';
    const { user } = open('ship_admin', { [`PUT ${PATH}/sms`]: { status: 400, body: { error: sentence } } });
    await user.click(await screen.findByRole('button', { name: 'Configure SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure SMS' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Inbox account/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is for administrators: an operator has no entry and is told why', async () => {
    const { calls } = open('operator');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Channels' })).toBeNull();
    expect(calls.some((c) => c.path === PATH)).toBe(false);
  });

  it('has a side-bar entry for an administrator', async () => {
    open('ship_admin');
    await screen.findByRole('region', { name: 'SMS' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Channels' })).toHaveAttribute('href', '/channels');
  });
});
