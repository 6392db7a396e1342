/**
 * The language rating on one's own messages (spec 000 §3 type 14, §4; issue 12 item 3): a type 14 receipt
 * that arrives over the link records the message's score (and raises no status), the conversation carries
 * it, and the bubble shows it by the rule.
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

const PEER = '99982102';
let engine: MessagingEngine | null = null;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await engine?.stop();
  engine = null;
});

describe('a type 14 receipt', () => {
  it('records the score of the message it names and leaves its status alone', async () => {
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
    const score = aReceipt({
      messageid: 'm-7',
      sender: PEER,
      address: ME.username,
      type: 14,
      status: 0,
      extra: { sentiment: { compound: -42.5 } },
    });
    transport.deliver(1, score);
    await engine.settled();
    const state = engine.store.getSnapshot();
    expect(state.scores.get(messageKey(ME.username, 'm-7'))).toBe(-42.5);
    expect(state.statuses.get(messageKey(ME.username, 'm-7'))).toBeUndefined();

    const own = aMessage({ sender: ME.username, address: PEER, messageid: 'm-7', type: 1, status: 3 });
    const [shown] = mergeConversation({
      me: ME.username,
      peer: PEER,
      pages: [{ data: [own], total: 1 }],
      live: state,
    });
    expect(shown).toMatchObject({ messageid: 'm-7', status: 3, score: -42.5 });
  });
});

describe('the message bubble', () => {
  it('shows the rating of an outgoing message that has a score, by the rule', async () => {
    resetFake({
      conversations: [aConversation()],
      messages: {
        [PEER]: [
          aMessage({
            sender: ME.username,
            address: PEER,
            messageid: 'a',
            message: 'Great news!',
            type: 1,
            score: 62.5,
          }),
          aMessage({
            sender: ME.username,
            address: PEER,
            messageid: 'b',
            message: 'Deck 5.',
            type: 1,
            score: 0,
          }),
          aMessage({
            sender: ME.username,
            address: PEER,
            messageid: 'c',
            message: 'Awful.',
            type: 1,
            score: -54.23,
          }),
          aMessage({
            sender: ME.username,
            address: PEER,
            messageid: 'd',
            message: 'Not yet scored',
            type: 1,
          }),
        ],
      },
    });
    mockFetch({ 'GET /v1/session': { body: aSession() } });
    renderApp('/messagev2');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await userEvent.setup({ delay: null }).click(within(list).getByRole('button', { name: 'Ana Able' }));
    const bubbles = await screen.findAllByTestId('message');
    const rating = (text: string) =>
      within(bubbles.find((b) => b.textContent?.includes(text)) as HTMLElement).queryByLabelText(
        /^Language rating/,
      );
    expect(rating('Great news!')).toHaveAccessibleName('Language rating: Good (+62.5)');
    expect(rating('Deck 5.')).toHaveAccessibleName('Language rating: Neutral (0)');
    expect(rating('Awful.')).toHaveAccessibleName('Language rating: Unacceptable (-54.23)');
    expect(rating('Not yet scored')).toBeNull();
  });
});
