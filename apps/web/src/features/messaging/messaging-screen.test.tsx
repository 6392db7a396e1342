/**
 * The Messaging screen (spec 000 §2.7) over a stand-in data layer: the account banner and Select Account,
 * the conversation list (System Message, group names 3 then +N, an unknown channel shown as app, the
 * records count, display columns that keep at least one, export), the message marks, the connection dot
 * and banner, a read-only role, and the one-panel layout of a phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownload } from '../../test/catch-download.ts';
import { anExtension, aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aConversation, aMessage, fake, ME, resetFake } from './messaging-fakes.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async () => (await import('./messaging-fakes.ts')).fakeConversation);
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const DOMAIN = 'cpl.portside.example';
const EXTENSIONS = `/v3/pbx/domain/${DOMAIN}/extension`;

async function openMessaging(routes: Record<string, Handler> = {}, session = aSession()) {
  const fetch = mockFetch({ 'GET /v1/session': { body: session }, ...routes });
  const view = renderApp('/messagev2');
  await screen.findByRole('heading', { level: 1, name: 'Messaging' });
  return { ...fetch, ...view, user: userEvent.setup({ delay: null }) };
}

const conversations = () => screen.getByRole('navigation', { name: 'Conversations' });

beforeEach(() => resetFake());

describe('Messaging: the account', () => {
  it('says which account is in use, and offers change', async () => {
    await openMessaging();
    expect(screen.getByTestId('account-banner')).toHaveTextContent(
      'You are signed in to send and receive message as (99982101) change',
    );
  });

  it('asks for an account when none is chosen, and Select Account lists only the environment’s extensions', async () => {
    resetFake({ account: null });
    const { user, calls } = await openMessaging({
      [`GET ${EXTENSIONS}`]: {
        body: {
          extensions: [
            anExtension({ extension: '99982101', effective_caller_id_name: 'Front Desk App' }),
            anExtension({ extension: '99982105', effective_caller_id_name: 'Spa App' }),
          ],
          total: 2,
        },
      },
    });
    expect(screen.getByTestId('account-banner')).toHaveTextContent(
      'No account selected to send and receive messages. Please select account now',
    );
    expect(screen.queryByRole('button', { name: 'New Conversation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Please select account now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Account' });
    await within(dialog).findByText('Spa App');
    expect(calls.find((c) => c.path === EXTENSIONS)?.search).toBe(
      '?orderby=extension&order=ASC&page=1&pagesize=25',
    );
    // The click that chooses the account also asks, once, to show notifications while the tab is hidden.
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    await user.click(within(dialog).getByRole('button', { name: 'Use 99982105 (Spa App)' }));
    expect(fake.chosen).toEqual([{ username: '99982105', name: 'Spa App', domain: DOMAIN }]);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('account-banner')).toHaveTextContent('as (99982105) change');
  });
});

describe('Messaging: the conversation list', () => {
  it('names the system, a group by 3 names then +N, and shows an unknown channel as the app', async () => {
    resetFake({
      conversations: [
        aConversation({ peer: '1', sender: '1', peer_names: ['1'], message: 'Maintenance tonight' }),
        aConversation({
          peer: '99982101:99982102:99982103:99982104:99982105:99982106',
          peer_names: ['Front Desk', 'Ana Able', 'Ben Bold', 'Cy Cole', 'Dee Dunn', 'Eve East'],
          message: 'Muster at 5',
        }),
        aConversation({
          peer: '99982101:99982102:99982103',
          peer_names: ['Front Desk', 'Ana Able', 'Ben Bold'],
        }),
        aConversation({ peer: '+13055550101', peer_names: ['Guest 4012'], channel: 'fax' as 'app' }),
        aConversation({ peer: '+13055550102', peer_names: ['Guest 5010'], channel: 'whatsapp' }),
      ],
    });
    await openMessaging();
    const names = within(conversations())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'System Message',
      'Ana Able, Ben Bold, Cy Cole +2',
      'Ana Able, Ben Bold',
      'Guest 4012',
      'Guest 5010',
    ]);
    expect(screen.getByText('5 records found')).toBeInTheDocument();
    const fax = within(conversations()).getByRole('button', { name: 'Guest 4012' });
    expect(within(fax).getByRole('img', { name: 'Cruise Line App' })).toBeInTheDocument();
    const whatsapp = within(conversations()).getByRole('button', { name: 'Guest 5010' });
    expect(within(whatsapp).getByRole('img', { name: 'WhatsApp' })).toBeInTheDocument();
  });

  it('keeps at least one display column, and exports the chosen columns of every conversation', async () => {
    resetFake({ conversations: [aConversation()] });
    const download = catchDownload();
    const { user, calls } = await openMessaging({
      'GET /v3/chat/message': {
        body: {
          data: [aConversation(), aConversation({ peer: '99982107', peer_names: ['Bo Bay'] })],
          total: 2,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    for (const column of ['Channel', 'Last Message', 'Date', 'Unread']) {
      await user.click(await screen.findByRole('checkbox', { name: column }));
    }
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Number' }));
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(download.count()).toBe(1));
    expect(download.name()).toMatch(/^messages-CPL-\d{8}\.csv$/);
    expect(await download.text()).toBe('Name,Number\nAna Able,99982102\nBo Bay,99982107\n');
    expect(calls.find((c) => c.path === '/v3/chat/message')?.search).toBe(
      '?user=99982101&newestOnly=true&page=1&pagesize=500',
    );
  });

  it('lists the PBX directory’s contacts with their channel numbers, each opening a conversation', async () => {
    const { user, calls } = await openMessaging({
      [`GET /v3/pbx/domain/${DOMAIN}/contact`]: {
        body: {
          data: [
            {
              contact_uuid: 'c1',
              contact_type: 'guest',
              contact_name_given: 'Ana Able',
              insert_date: '2026-01-05T15:04:00Z',
              phones: [
                {
                  contact_phone_uuid: 'p1',
                  phone_label: 'whatsapp',
                  phone_number: '+13055550101',
                  insert_date: '2026-01-05T15:04:00Z',
                },
              ],
            },
          ],
          total: 1,
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Directory' }));
    const contacts = await screen.findByRole('navigation', { name: 'Contacts' });
    expect(calls.find((c) => c.path.endsWith('/contact'))?.search).toBe(
      '?withExtraInfo=true&orderby=insert_date&order=DESC&page=1&pagesize=25',
    );
    expect(screen.getByText('1 record found')).toBeInTheDocument();
    await user.click(
      within(contacts).getByRole('button', { name: 'Message Ana Able on WhatsApp (+13055550101)' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Able' })).toBeInTheDocument();
    expect(fake.opened.at(-1)).toBe('+13055550101');
  });
});

describe('Messaging: a conversation', () => {
  it('shows incoming and outgoing messages with their marks, System Message for sender 1, text as text', async () => {
    resetFake({
      conversations: [aConversation()],
      messages: {
        '99982102': [
          aMessage({ messageid: 'a', sender: '1', message: 'Deck 5 closed' }),
          aMessage({ messageid: 'b', message: '<b>not bold</b>' }),
          aMessage({
            messageid: 'c',
            sender: ME.username,
            address: '99982102',
            type: 1,
            status: 0,
            message: 'one',
          }),
          aMessage({
            messageid: 'd',
            sender: ME.username,
            address: '99982102',
            type: 1,
            status: 3,
            message: 'two',
          }),
          aMessage({
            messageid: 'e',
            sender: ME.username,
            address: '99982102',
            type: 1,
            status: 5,
            message: 'three',
          }),
          aMessage({
            messageid: 'f',
            sender: ME.username,
            address: '99982102',
            type: 1,
            status: 0,
            pending: true,
            message: 'four',
          }),
          aMessage({
            messageid: 'g',
            sender: ME.username,
            address: '99982102',
            type: 1,
            status: 0,
            failed: 'No SMS provider',
            message: 'five',
          }),
        ],
      },
    });
    const { user } = await openMessaging();
    await user.click(within(conversations()).getByRole('button', { name: 'Ana Able' }));
    const bubbles = await screen.findAllByTestId('message');
    expect(bubbles).toHaveLength(7);
    expect(bubbles[0]).toHaveTextContent('System Message');
    expect(bubbles[1]).toHaveTextContent('<b>not bold</b>');
    expect(bubbles[1]?.querySelector('b')).toBeNull();
    const mark = (i: number) =>
      within(bubbles[i] as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label');
    expect([2, 3, 4, 5, 6].map(mark)).toEqual([
      'Sent',
      'Delivered',
      'Read',
      'Waiting to send',
      'Not sent: No SMS provider',
    ]);
    expect(bubbles[1]?.parentElement).toHaveAttribute('data-side', 'in');
    expect(bubbles[2]?.parentElement).toHaveAttribute('data-side', 'out');
  });

  it('takes a refused message back into the box to be fixed, or discards it after asking', async () => {
    const failed = (messageid: string, message: string) =>
      aMessage({
        messageid,
        sender: ME.username,
        address: '99982102',
        type: 1,
        status: 0,
        failed: 'Refused',
        message,
      });
    resetFake({
      conversations: [aConversation()],
      messages: { '99982102': [failed('a', 'first try'), failed('b', 'second try')] },
    });
    const { user } = await openMessaging();
    await user.click(within(conversations()).getByRole('button', { name: 'Ana Able' }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello');

    const [first] = await screen.findAllByTestId('message');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(fake.discarded).toEqual(['a']);
    await waitFor(() => expect(box).toHaveValue('Hello\nfirst try'));
    expect(screen.getAllByTestId('message')).toHaveLength(1);

    const [second] = screen.getAllByTestId('message');
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Discard' }));
    const question = await screen.findByRole('dialog', { name: 'Discard message' });
    expect(question).toHaveTextContent('Discard this message? Its text will be lost.');
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(fake.discarded).toEqual(['a']);
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard message' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('message')).toHaveLength(0));
    expect(fake.discarded).toEqual(['a', 'b']);
    expect(box).toHaveValue('Hello\nfirst try');
  });

  it('shows Processing while the bot works, and the connection dot with its name', async () => {
    resetFake({
      conversations: [aConversation({ peer: '9998214', peer_names: ['Concierge Bot'] })],
      processing: true,
    });
    const { user } = await openMessaging();
    expect(screen.getAllByRole('status', { name: 'Connection status: Connected' }).length).toBeGreaterThan(0);
    await user.click(within(conversations()).getByRole('button', { name: 'Concierge Bot' }));
    expect(await screen.findByTestId('processing')).toHaveTextContent('Processing');
  });

  it('says quietly when the link is down and when it tries again, and offers to try now', async () => {
    resetFake({ connection: { state: 'disconnected', nextRetryInMs: 4000 } });
    const { user } = await openMessaging();
    expect(screen.getByRole('status', { name: 'Connection status: Not connected' })).toBeInTheDocument();
    expect(
      screen.getByText(/What you write is kept and sent once it is back\. Reconnecting in 4 s\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect now' }));
    expect(fake.retries).toBe(1);
  });

  it('is read only for a role without messaging.write: no new conversation, no composer', async () => {
    resetFake({ conversations: [aConversation()] });
    const { user } = await openMessaging({}, aSession({ role: 'auditor' }));
    expect(screen.queryByRole('button', { name: 'New Conversation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Update Extension/ })).not.toBeInTheDocument();
    await user.click(within(conversations()).getByRole('button', { name: 'Ana Able' }));
    expect(await screen.findByText('Your role can read messages but not send them.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});

describe('Messaging on a phone (below 880 px)', () => {
  it('shows the list, then the conversation with a back button, one at a time', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.trim() === '' || query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    resetFake({ conversations: [aConversation()] });
    const { user } = await openMessaging();
    await user.click(within(conversations()).getByRole('button', { name: 'Ana Able' }));
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Able' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ana Able' })).not.toBeInTheDocument();
  });
});
