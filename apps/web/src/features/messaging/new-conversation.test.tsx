/**
 * New Conversation (spec 000 §2.7, §5): the lookup starts at 3 characters and matches a name (any case)
 * or an extension, without the account in use or a user already chosen; create needs a user (one opens a
 * conversation, several a group with the account in use), a destination and a channel, or a bot.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anExtension, aSession } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fake, resetFake } from './messaging-fakes.ts';
import { canCreate, emptyDraft, matchUsers } from './new-conversation-rules.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async () => (await import('./messaging-fakes.ts')).fakeConversation);
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const DOMAIN = 'cpl.portside.example';
const EXTENSIONS = `/v3/pbx/domain/${DOMAIN}/extension`;
const CONTACTS = `/v3/pbx/domain/${DOMAIN}/contact`;

const app = (extension: string, name: string) => anExtension({ extension, effective_caller_id_name: name });

async function openDialog() {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    // The server's search looks in every text column: the dialog still applies the spec's match.
    [`GET ${EXTENSIONS}`]: {
      body: {
        extensions: [
          app('99982101', 'Front Desk Ana'),
          app('99982102', 'ANA Able'),
          app('99982103', 'Ben Bold'),
          app('99982105', 'Spa Anabel'),
        ],
        total: 4,
      },
    },
    [`GET ${CONTACTS}`]: {
      body: {
        data: [
          {
            contact_uuid: 'c1',
            contact_type: 'guest',
            contact_name_given: 'Anatole Guest',
            insert_date: '2026-01-05T15:04:00Z',
            phones: [
              { contact_phone_uuid: 'p1', phone_label: 'app', phone_number: '99984012', insert_date: '' },
              { contact_phone_uuid: 'p2', phone_label: 'sms', phone_number: '+13055550101', insert_date: '' },
            ],
          },
        ],
        total: 1,
      },
    },
    // The bots' names: their extensions' caller names.
    [`GET /v2/pbx/domain/${DOMAIN}/extension/9998214`]: { body: app('9998214', 'Concierge Bot') },
    [`GET /v2/pbx/domain/${DOMAIN}/extension/9998216`]: { body: app('9998216', 'Translation Bot') },
  });
  renderApp('/messagev2');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'New Conversation' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Conversation' });
  return { ...fetch, user, dialog, create: () => within(dialog).getByRole('button', { name: 'Create' }) };
}

const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => resetFake());

describe('New Conversation: the rules', () => {
  it('matches from 3 characters by name (any case) or extension, without me and the chosen', () => {
    const people = [
      { number: '99982101', name: 'Front Desk Ana' },
      { number: '99982102', name: 'ANA Able' },
      { number: '99982103', name: 'Ben Bold' },
      { number: '99982102', name: 'Ana Able (directory)' },
    ];
    expect(matchUsers(people, 'an', [])).toEqual([]);
    expect(matchUsers(people, 'ana', ['99982101'])).toEqual([{ number: '99982102', name: 'ANA Able' }]);
    expect(matchUsers(people, '2103', [])).toEqual([{ number: '99982103', name: 'Ben Bold' }]);
    expect(matchUsers(people, 'ana', ['99982101', '99982102'])).toEqual([]);
  });

  it('creates only with what the chosen option needs', () => {
    const draft = emptyDraft();
    expect(canCreate(draft)).toBe(false);
    expect(canCreate({ ...draft, users: [{ number: '99982102', name: 'Ana' }] })).toBe(true);
    expect(canCreate({ ...draft, kind: 'bots' })).toBe(false);
    expect(canCreate({ ...draft, kind: 'bots', bot: '9998216' })).toBe(true);
    expect(canCreate({ ...draft, kind: 'other', destination: '+13055550101' })).toBe(false);
    expect(canCreate({ ...draft, kind: 'other', channel: 'sms' })).toBe(false);
    expect(canCreate({ ...draft, kind: 'other', channel: 'sms', destination: 'abc' })).toBe(false);
    expect(canCreate({ ...draft, kind: 'other', channel: 'sms', destination: '+13055550101' })).toBe(true);
  });
});

describe('New Conversation: Cruise Line App', () => {
  it('looks up nothing below 3 characters, then offers matches without me, and opens one user’s conversation', async () => {
    const { user, dialog, calls, create } = await openDialog();
    expect(within(dialog).getByText('Add one or more users to initiate a conversation')).toBeInTheDocument();
    expect(create()).toBeDisabled();
    const search = within(dialog).getByRole('textbox', {
      name: 'Add one or more users to initiate a conversation',
    });
    await user.type(search, 'an');
    expect(within(dialog).getByText('Type at least 3 characters')).toBeInTheDocument();
    expect(options(dialog)).toEqual([]);
    expect(calls.some((c) => c.path === EXTENSIONS)).toBe(false);
    await user.type(search, 'a');
    await waitFor(() =>
      expect(options(dialog)).toEqual(['ANA Able99982102', 'Spa Anabel99982105', 'Anatole Guest99984012']),
    );
    expect(calls.find((c) => c.path === EXTENSIONS)?.search).toBe(
      '?extension_prefix=9998&search=ana&page=1&pagesize=25',
    );
    await user.click(within(dialog).getByRole('option', { name: /ANA Able/ }));
    expect(within(dialog).getByRole('group', { name: 'Chosen users' })).toHaveTextContent(
      'ANA Able · 99982102',
    );
    expect(create()).toBeEnabled();
    await user.type(search, 'ana');
    await waitFor(() => expect(options(dialog)).toEqual(['Spa Anabel99982105', 'Anatole Guest99984012']));
    await user.click(create());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'ANA Able' })).toBeInTheDocument();
    expect(fake.opened.at(-1)).toBe('99982102');
  });

  it('finds a user by extension, and several users make a group with the account in use', async () => {
    const { user, dialog, create } = await openDialog();
    const search = within(dialog).getByRole('textbox', {
      name: 'Add one or more users to initiate a conversation',
    });
    await user.type(search, '2103');
    await user.click(await within(dialog).findByRole('option', { name: /Ben Bold/ }));
    await user.type(search, 'Ana');
    await user.click(await within(dialog).findByRole('option', { name: /ANA Able/ }));
    expect(within(dialog).getByText(/Several users make a group conversation/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Ben Bold' }));
    expect(within(dialog).getByRole('group', { name: 'Chosen users' })).not.toHaveTextContent('Ben Bold');
    await user.type(search, 'Ben');
    await user.click(await within(dialog).findByRole('option', { name: /Ben Bold/ }));
    await user.click(create());
    expect(await screen.findByRole('heading', { level: 2, name: 'ANA Able, Ben Bold' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(fake.opened.at(-1)).toBe('99982101:99982102:99982103');
  });
});

describe('New Conversation: other channels and bots', () => {
  it('needs a destination and one of the five channels', async () => {
    const { user, dialog, create } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Other Messaging Channels/ }));
    const channels = within(dialog)
      .getAllByRole('radio')
      .slice(3)
      .map((r) => r.getAttribute('aria-label'));
    expect(channels).toEqual([
      'SMS',
      'WhatsApp',
      'Apple Messages for Business',
      'Viber for Business',
      'Telegram for Business',
    ]);
    const destination = within(dialog).getByRole('textbox', { name: /Destination/ });
    await user.type(destination, 'cabin');
    expect(within(dialog).getByText('Use digits only, optionally starting with +.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    expect(create()).toBeDisabled();
    await user.clear(destination);
    await user.type(destination, '+13055550101');
    expect(create()).toBeEnabled();
    await user.click(create());
    expect(await screen.findByText('WhatsApp · +13055550101')).toBeInTheDocument();
    expect(fake.opened.at(-1)).toBe('+13055550101');
  });

  it('offers the two bots by name and opens the chosen one; Cancel opens nothing', async () => {
    const { user, dialog, create } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Bots/ }));
    expect(create()).toBeDisabled();
    expect(await within(dialog).findByRole('radio', { name: 'Concierge Bot (9998214)' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Translation Bot (9998216)' }));
    expect(create()).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    const again = await screen.findByRole('dialog', { name: 'New Conversation' });
    expect(within(again).getByRole('radio', { name: /Cruise Line App/ })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: /Bots/ }));
    await user.click(await within(again).findByRole('radio', { name: 'Concierge Bot (9998214)' }));
    await user.click(within(again).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Concierge Bot' })).toBeInTheDocument();
    expect(fake.opened.at(-1)).toBe('9998214');
  });
});
