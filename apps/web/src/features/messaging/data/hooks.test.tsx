/**
 * The hooks of data/README.md below a real MessagingProvider: HTTP through the fetch mock, the STOMP link
 * through a fake transport, IndexedDB through fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import type { ChatMessage, Conversation, StreamItem } from '@portside/contract/messaging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import type { MessagingAccount } from './account.ts';
import { MessagingProvider, useConnection } from './connection.ts';
import { useConversation } from './conversation.ts';
import { useConversations } from './conversations.ts';
import { useSendMessage } from './send.ts';
import { aMessage, FakeTransport, syncPage } from './testing.ts';
import type { StompTransportOptions } from './transport.ts';

const DOMAIN = 'cpl.portside.example';
let accounts = 0;

/** A new account per test: the provider's database lives as long as the page, like in a browser. */
function anAccount(): MessagingAccount {
  accounts += 1;
  return { username: `9998210${accounts}`, name: `Desk ${accounts}`, domain: DOMAIN };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  visibility = 'visible';
});

/** The provider for a new account; `routes` answer HTTP besides the defaults (given the account's number). */
function setup(routes: (me: string) => Record<string, Handler> = () => ({}), stream: StreamItem[] = []) {
  const account = anAccount();
  const transports: { options: StompTransportOptions; transport: FakeTransport }[] = [];
  const http = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /environment.json': { status: 404, body: { error: 'Not pinned.' } },
    'GET /v3/chat/sync': ({ url }) => ({ body: syncPage(stream, Number(url.searchParams.get('after'))) }),
    'GET /v3/chat/message': { body: { data: [], total: 0 } },
    ...routes(account.username),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const createTransport = (options: StompTransportOptions) => {
    const transport = new FakeTransport();
    transports.push({ options, transport });
    return transport;
  };
  let current: MessagingAccount | null = account;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MessagingProvider account={current} createTransport={createTransport}>
        {children}
      </MessagingProvider>
    </QueryClientProvider>
  );
  /** The transport of the connection now, once the provider made it (and it started). */
  const link = async () => {
    await waitFor(() => expect(transports.at(-1)?.transport.events).toBeTruthy());
    return transports.at(-1)!.transport;
  };
  const connect = async () => {
    const transport = await link();
    act(() => transport.connect());
    return transport;
  };
  const switchTo = (next: MessagingAccount | null) => {
    current = next;
  };
  return { account, me: account.username, http, client, wrapper, transports, link, connect, switchTo };
}

function history(messages: ChatMessage[]): Handler {
  return ({ url }) =>
    url.searchParams.get('newestOnly') === 'true'
      ? { body: { data: [], total: 0 } }
      : { body: { data: messages, total: messages.length } };
}

describe('useConversation', () => {
  it('shows history, then live messages, then pending ones, each once, in order', async () => {
    const peer = '99982199';
    const t = setup((me) => ({
      'GET /v3/chat/message': history([
        aMessage({ messageid: 'old', sender: peer, address: me, status: 5 }),
        aMessage({ messageid: 'mine', sender: me, address: peer, type: 1, status: 3 }),
      ]),
    }));
    const { result } = renderHook(() => ({ conversation: useConversation(peer), send: useSendMessage() }), {
      wrapper: t.wrapper,
    });
    await waitFor(() => expect(result.current.conversation.messages).toHaveLength(2));
    const transport = await t.connect();
    // A second copy of one it has, and a new one.
    act(() => {
      transport.deliver(1, aMessage({ messageid: 'old', sender: peer, address: t.me, status: 5 }));
      transport.deliver(2, aMessage({ messageid: 'new', sender: peer, address: t.me, status: 0 }));
    });
    act(() => transport.drop());
    await act(() => result.current.send({ address: peer, message: 'typed offline', channel: 'app' }));
    await waitFor(() =>
      expect(result.current.conversation.messages.map((m) => [m.messageid, m.pending ?? false])).toEqual([
        ['old', false],
        ['mine', false],
        ['new', false],
        [expect.any(String), true],
      ]),
    );
    expect(result.current.conversation.messages[3]).toMatchObject({
      sender: t.me,
      address: peer,
      message: 'typed offline',
      status: 0,
    });
  });

  it('asks for the history of the pair, 50 oldest first, and older pages from the oldest message', async () => {
    const peer = '99982198';
    const page1 = Array.from({ length: 50 }, (_, i) => aMessage({ messageid: `p1-${i}`, sender: peer }));
    const page2 = Array.from({ length: 10 }, (_, i) =>
      aMessage({ messageid: `p2-${i}`, sender: peer, status: 5 }),
    );
    const t = setup(() => ({
      'GET /v3/chat/message': ({ url }) => ({
        body: url.searchParams.get('skipFromMessageId')
          ? { data: page2, total: 60 }
          : { data: page1, total: 60 },
      }),
    }));
    const { calls } = t.http;
    const { result } = renderHook(() => useConversation(peer), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(50));
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.messages).toHaveLength(60));
    expect(result.current.messages[0]?.messageid).toBe('p2-0');
    expect(result.current.messages[10]?.messageid).toBe('p1-0');
    expect(result.current.hasOlder).toBe(false);
    const asked = calls
      .filter((c) => c.path === '/v3/chat/message')
      .map((c) => new URLSearchParams(c.search));
    expect(asked[0]?.get('user')).toBe(`${t.me},${peer}`);
    expect(asked[0]?.get('pagesize')).toBe('50');
    expect(asked[0]?.get('orderby')).toBe('creationdate');
    expect(asked[0]?.get('order')).toBe('ASC');
    expect(asked[0]?.has('skipFromMessageId')).toBe(false);
    expect(asked[1]?.get('skipFromMessageId')).toBe('p1-0');
  });

  it('sends read receipts for unread incoming messages at opening and as they arrive, while the tab is visible', async () => {
    const peer = '99982197';
    const unread = aMessage({ messageid: 'unread', sender: peer, status: 3 });
    const read = aMessage({ messageid: 'read', sender: peer, status: 5 });
    const system = aMessage({ messageid: 'system', sender: '1', status: 0, peer });
    const t = setup((me) => ({
      'GET /v3/chat/message': history([
        { ...unread, address: me },
        { ...read, address: me },
        { ...system, address: me },
      ]),
    }));
    const { result } = renderHook(() => useConversation(peer), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(3));
    const transport = await t.connect();
    await transport.waitForPublished(1);
    expect(transport.receipts().map((r) => [r.destination, r.body.messageid, r.body.status])).toEqual([
      [`/exchange/${peer}/IQ`, 'unread', 5],
    ]);

    // One arrives while the conversation is open: delivered, then read.
    act(() => transport.deliver(1, aMessage({ messageid: 'live', sender: peer, address: t.me })));
    await transport.waitForPublished(3);
    expect(transport.receipts().map((r) => [r.body.messageid, r.body.status])).toEqual([
      ['unread', 5],
      ['live', 3],
      ['live', 5],
    ]);

    // The tab is hidden: delivered only, until it shows again.
    act(() => setVisibility('hidden'));
    act(() => transport.deliver(2, aMessage({ messageid: 'unseen', sender: peer, address: t.me })));
    await transport.waitForPublished(4);
    await waitFor(() => expect(result.current.messages.map((m) => m.messageid)).toContain('unseen'));
    expect(transport.receipts().at(-1)?.body).toMatchObject({ messageid: 'unseen', status: 3 });
    expect(transport.receipts()).toHaveLength(4);
    act(() => setVisibility('visible'));
    await transport.waitForPublished(5);
    expect(transport.receipts().at(-1)?.body).toMatchObject({ messageid: 'unseen', status: 5 });
  });

  it('shows Processing after a send to bot 9998214 until the next incoming message', async () => {
    const t = setup();
    const { result } = renderHook(
      () => ({ conversation: useConversation('9998214'), send: useSendMessage() }),
      {
        wrapper: t.wrapper,
      },
    );
    const transport = await t.connect();
    expect(result.current.conversation.processing).toBe(false);
    await act(() => result.current.send({ address: '9998214', message: 'Book a table', channel: 'app' }));
    expect(result.current.conversation.processing).toBe(true);
    await transport.waitForPublished(1);
    act(() => transport.answer(transport.sends()[0]!));
    expect(result.current.conversation.processing).toBe(true);
    act(() => transport.deliver(1, aMessage({ sender: '9998214', address: t.me, message: 'Done.' })));
    await waitFor(() => expect(result.current.conversation.processing).toBe(false));
    expect(result.current.conversation.messages.map((m) => m.message)).toEqual(['Book a table', 'Done.']);
  });
});

function aConversation(peer: string, overrides: Partial<Conversation> = {}): Conversation {
  return { ...aMessage({ sender: peer }), peer, peer_names: [peer], unread: 0, ...overrides };
}

describe('useConversations', () => {
  it('pages 25 at a time with a search, lists a conversation once, and reloads after each reconnect', async () => {
    const first = Array.from({ length: 25 }, (_, i) => aConversation(`9998230${i}`));
    const second = [aConversation('99982324'), aConversation('99982300')];
    const t = setup(() => ({
      'GET /v3/chat/message': ({ url }) => ({
        body: { data: url.searchParams.get('page') === '2' ? second : first, total: 27 },
      }),
    }));
    const { calls } = t.http;
    const { result } = renderHook(() => useConversations(' cabin '), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.total).toBe(27);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(26));
    expect(result.current.hasMore).toBe(false);
    const lists = () =>
      calls
        .filter((c) => c.path === '/v3/chat/message')
        .map((c) => Object.fromEntries(new URLSearchParams(c.search)));
    expect(lists()[0]).toEqual({
      user: t.me,
      newestOnly: 'true',
      page: '1',
      pagesize: '25',
      search: 'cabin',
    });
    expect(lists()[1]).toMatchObject({ page: '2' });

    const transport = await t.connect();
    await waitFor(() => expect(calls.some((c) => c.path === '/v3/chat/sync')).toBe(true));
    const before = lists().length;
    act(() => transport.drop());
    act(() => transport.connect());
    // Both loaded pages again, once the catch-up is done.
    await waitFor(() => expect(lists().length).toBe(before + 2));
  });
  it('never shows another account’s conversations while the new account’s load', async () => {
    const t = setup((me) => ({
      'GET /v3/chat/message': ({ url }) => ({
        body: {
          data: [aConversation(url.searchParams.get('user') === me ? '99982001' : '99982002')],
          total: 1,
        },
      }),
    }));
    const { result, rerender } = renderHook(() => useConversations(''), { wrapper: t.wrapper });
    await waitFor(() => expect(result.current.rows.map((r) => r.peer)).toEqual(['99982001']));
    t.switchTo(anAccount());
    rerender();
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(result.current.rows.map((r) => r.peer)).toEqual(['99982002']));
  });
});

describe('the provider', () => {
  it('connects the chosen account with its domain, and a new account disconnects and reconnects', async () => {
    const t = setup();
    const { result, rerender } = renderHook(() => useConnection(), { wrapper: t.wrapper });
    const first = await t.link();
    expect(t.transports[0]?.options).toEqual({
      url: `ws://${window.location.host}/ws`,
      login: t.account.username,
      host: DOMAIN,
    });
    expect(result.current.state).toBe('connecting');
    act(() => first.connect());
    expect(result.current.state).toBe('connected');
    act(() => first.drop(8000));
    expect(result.current.state).toBe('disconnected');
    expect(result.current.nextRetryInMs).toBeGreaterThan(7000);
    expect(result.current.nextRetryInMs).toBeLessThanOrEqual(8000);
    act(() => result.current.retryNow());
    expect(first.retries).toBe(1);

    const other = anAccount();
    t.switchTo(other);
    rerender();
    await waitFor(() => expect(t.transports).toHaveLength(2));
    // The old connection is stopped; the new one logs in as the new account.
    expect(first.events).toBeNull();
    expect(t.transports[1]?.options.login).toBe(other.username);
    await t.link();

    t.switchTo(null);
    rerender();
    await waitFor(() => expect(t.transports[1]?.transport.events).toBeNull());
    expect(result.current.state).toBe('disconnected');
  });

  it('uses the stompUrl of a pinned deployment for its own environment', async () => {
    const t = setup(() => ({
      'GET /environment.json': {
        body: {
          name: 'Coral Princess',
          code: 'CPL',
          domain: DOMAIN,
          apiUrl: 'https://cpl.example',
          stompUrl: 'wss://chat.cpl.example/ws',
          octet: 21,
          pairedExtensions: false,
          callingCardsOnly: false,
        },
      },
    }));
    renderHook(() => useConnection(), { wrapper: t.wrapper });
    await t.link();
    expect(t.transports[0]?.options.url).toBe('wss://chat.cpl.example/ws');
  });
});
