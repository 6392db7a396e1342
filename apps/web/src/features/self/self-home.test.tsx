import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aCabinCard, aCall, aMessage, anExtensionSession, aSummary } from './test-fixtures.ts';

async function openSelf(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: anExtensionSession() },
    'GET /v1/self': { body: aSummary() },
    'GET /v1/self/voicemail/messages': { body: { voicemailmessages: [aMessage(1), aMessage(2)], total: 2 } },
    ...routes,
  });
  const view = renderApp('/self');
  await screen.findByRole('heading', { level: 1, name: 'My extension' });
  return { ...fetch, ...view, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Self-service home of an extension session', () => {
  it('shows the extension and Logout in its own top bar, no admin navigation', async () => {
    await openSelf();
    expect(screen.getByText('Extension 2101')).toBeInTheDocument();
    // A button from 576 px, its icon below (jsdom shows both: it applies no media query).
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('shows the caller name and each forward, and no calling card for a desk phone', async () => {
    await openSelf();
    const profile = section('Caller name and call forwards');
    expect(within(profile).getByText('Purser')).toBeInTheDocument();
    expect(within(profile).getByText('To 99982101')).toBeInTheDocument();
    expect(within(profile).getAllByText('Off')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Calling card' })).not.toBeInTheDocument();
  });

  it('says messaging arrives with the inbox, in a labelled section of its own', async () => {
    await openSelf();
    expect(within(section('Messaging')).getByText(/arrives with the inbox/)).toBeInTheDocument();
  });

  it('lists voicemail messages with caller, date and length, and the new count', async () => {
    await openSelf();
    const voicemail = section('Voicemail');
    expect(within(voicemail).getByText('New messages: 2')).toBeInTheDocument();
    const list = await within(voicemail).findByRole('list', { name: 'Voicemail messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Caller 1');
    expect(items[0]).toHaveTextContent('701');
    expect(items[0]).toHaveTextContent('41s');
    expect(items[0]).toHaveTextContent('2026');
  });

  it('deletes a message only after confirming, then reads the list again', async () => {
    let deleted = false;
    const { user, calls } = await openSelf({
      'GET /v1/self/voicemail/messages': () => ({
        body: {
          voicemailmessages: deleted ? [aMessage(2)] : [aMessage(1), aMessage(2)],
          total: deleted ? 1 : 2,
        },
      }),
      [`DELETE /v1/self/voicemail/messages/${aMessage(1).voicemail_message_uuid}`]: () => {
        deleted = true;
        return { body: { success: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Caller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(within(dialog).getByText(/Caller 1/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The message is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caller 1')).not.toBeInTheDocument());
  });

  it('keeps the message when the confirmation is cancelled', async () => {
    const { user, calls } = await openSelf();
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Caller 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says so when the extension has no voicemail box', async () => {
    const { calls } = await openSelf({ 'GET /v1/self': { body: aSummary({ voicemail: null }) } });
    expect(
      within(section('Voicemail')).getByText('Your extension has no voicemail box.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/self/voicemail/messages')).toBe(false);
  });

  it('pages the messages with Load More', async () => {
    const { user, calls } = await openSelf({
      'GET /v1/self/voicemail/messages': ({ url }) => ({
        body: { voicemailmessages: [aMessage(url.searchParams.get('page') === '2' ? 3 : 1)], total: 2 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Caller 3')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v1/self/voicemail/messages').map((c) => c.search)).toEqual([
      '?page=1&pagesize=10',
      '?page=2&pagesize=10',
    ]);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('A cabin', () => {
  const cabin = {
    'GET /v1/session': { body: anExtensionSession('4012') },
    'GET /v1/self': {
      body: aSummary({ extension: '4012', cabin: true, callingcard: { credit: 42.5, currency: 'USD' } }),
    },
    'GET /v1/self/callingcard': { body: aCabinCard() },
    'GET /v1/self/callingcard/cdrs': {
      body: {
        data: [
          aCall(1),
          aCall(2, { stoptime: null, destination_name: 'Home' }),
          aCall(3, { answered: 0, sessiontime: 0, sessionprice: 0, terminatecauseid: 'NO_ANSWER' }),
        ],
        total: 3,
      },
    },
  };

  it('sees its balance, initial balance, status and its recent calls', async () => {
    await openSelf(cabin);
    const card = section('Calling card');
    expect(await within(card).findByText('$42.50')).toBeInTheDocument();
    expect(within(card).getByText('$100.00')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('No expiry')).toBeInTheDocument();
    const calls = await within(card).findByRole('list', { name: 'Recent calls' });
    const items = within(calls).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('13055550101');
    expect(items[0]).toHaveTextContent('2 min');
    expect(items[0]).toHaveTextContent('$1.49');
    expect(items[1]).toHaveTextContent('Home · 13055550102');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[2]).toHaveTextContent('Not answered');
    expect(items[2]).toHaveTextContent('$0.00');
  });

  it('offers no way to change credit', async () => {
    await openSelf(cabin);
    const card = section('Calling card');
    await within(card).findByText('$42.50');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
