/**
 * A message to an outside channel that could not be carried (issue 12 item 4): the reason comes on the
 * message (extras.delivery, stored failed when no provider is configured) or later as a type 20 receipt
 * (the provider failed for good); the conversation carries it as `undelivered` without touching the
 * status, and the bubble shows it red with the reason, without the outbox's Edit and Discard.
 */
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mergeConversation } from './data/conversation.ts';
import { MessagingEngine } from './data/engine.ts';
import { messageKey } from './data/live-store.ts';
import { openMessagingDb } from './data/queue.ts';
import { getSyncPage } from './data/sync.ts';
import { aReceipt, FakeTransport, syncPage } from './data/testing.ts';
import { aConversation, aMessage, ME, resetFake } from './messaging-fakes.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async (original) => ({
  ...(await original<typeof import('./data/conversation.ts')>()),
  ...(await import('./messaging-fakes.ts')).fakeConversation,
}));
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const GUEST = '+15551234567';
const REASON = 'The WhatsApp provider refused the message (HTTP 400): Invalid To number.';
let engine: MessagingEngine | null = null;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await engine?.stop();
  engine = null;
});

describe('an undelivered message', () => {
  it('takes the reason from a type 20 receipt, and leaves the status alone', async () => {
    mockFetch({
      'GET /v3/chat/sync': ({ url }) => ({ body: syncPage([], Number(url.searchParams.get('after'))) }),
    });
    const transport = new FakeTransport();
    engine = new MessagingEngine({
      account: { username: ME.username, key: `${ME.username}@${ME.domain}` },
      transport,
      db: openMessagingDb(),
      fetchSync: (after) => getSyncPage(ME.username, after),
      reloadList: vi.fn(),
      notify: vi.fn(),
    });
    await engine.start();
    transport.connect();
    transport.deliver(
      1,
      aReceipt({
        messageid: 'm-9',
        sender: GUEST,
        address: ME.username,
        type: 20,
        status: 0,
        extra: { delivery: { state: 'failed', reason: REASON, attempts: 1 } },
      }),
    );
    await engine.settled();
    const state = engine.store.getSnapshot();
    expect(state.deliveries.get(messageKey(ME.username, 'm-9'))).toMatchObject({ state: 'failed' });
    expect(state.statuses.get(messageKey(ME.username, 'm-9'))).toBeUndefined();
    const own = aMessage({
      sender: ME.username,
      address: GUEST,
      messageid: 'm-9',
      type: 1,
      status: 0,
      channel: 'whatsapp',
    });
    const [shown] = mergeConversation({
      me: ME.username,
      peer: GUEST,
      pages: [{ data: [own], total: 1 }],
      live: state,
    });
    expect(shown).toMatchObject({ messageid: 'm-9', status: 0, undelivered: REASON });
    expect(shown?.failed).toBeUndefined();
  });

  it('takes the reason from the stored message, and a sent one has none', () => {
    const failed = aMessage({
      sender: ME.username,
      address: GUEST,
      messageid: 'a',
      type: 1,
      extras: { delivery: { state: 'failed', reason: REASON } },
    });
    const sent = aMessage({
      sender: ME.username,
      address: GUEST,
      messageid: 'b',
      type: 1,
      extras: { delivery: { state: 'sent' } },
    });
    const shown = mergeConversation({
      me: ME.username,
      peer: GUEST,
      pages: [{ data: [failed, sent], total: 2 }],
      live: null,
    });
    expect(shown[0]?.undelivered).toBe(REASON);
    expect(shown[1]?.undelivered).toBeUndefined();
  });

  it('is shown in the message list red with the reason, without Edit or Discard', async () => {
    resetFake({
      conversations: [aConversation()],
      messages: {
        '99982102': [
          aMessage({
            sender: ME.username,
            address: '99982102',
            messageid: 'x',
            message: 'Your tour starts at 10:00',
            type: 1,
            undelivered: REASON,
          }),
        ],
      },
    });
    mockFetch({ 'GET /v1/session': { body: aSession() } });
    renderApp('/messagev2');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await userEvent.setup({ delay: null }).click(within(list).getByRole('button', { name: 'Ana Able' }));
    const [bubble] = await screen.findAllByTestId('message');
    const inside = within(bubble as HTMLElement);
    expect(inside.getByText(`Not sent: ${REASON}`)).toBeInTheDocument();
    expect(inside.getByRole('img', { name: `Not sent: ${REASON}` })).toBeInTheDocument();
    expect(bubble).toHaveAttribute('data-failed', 'true');
    expect(inside.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(inside.queryByRole('button', { name: 'Discard' })).toBeNull();
  });
});
