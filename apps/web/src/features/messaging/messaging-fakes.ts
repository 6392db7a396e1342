/**
 * Test support (no test of its own): stand-ins for the data layer (data/), whose real side needs a STOMP
 * server. A test file mocks the data modules with these (vi.mock('./data/account.ts', () => fakeAccount))
 * and sets `fake` to what the server would have said; what the screen asks of the data layer (choices,
 * sends, searches) is recorded in it.
 */
import type { Channel, ChatMessage, Conversation } from '@portside/contract/messaging';
import { useSyncExternalStore } from 'react';
import type { MessagingAccount } from './data/account.ts';
import type { ConnectionState } from './data/connection.ts';
import type { ShownMessage } from './data/conversation.ts';

// jsdom has no document.fonts, which Mantine's autosizing Textarea (the composer) listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

export const ME: MessagingAccount = {
  username: '99982101',
  name: 'Front Desk',
  domain: 'cpl.portside.example',
};

interface FakeState {
  account: MessagingAccount | null;
  chosen: MessagingAccount[];
  connection: { state: ConnectionState; nextRetryInMs: number | null };
  retries: number;
  conversations: Conversation[];
  total: number;
  searches: string[];
  messages: Record<string, ShownMessage[]>;
  processing: boolean;
  opened: (string | null)[];
  sent: { address: string; message: string; channel: Channel }[];
  sendFails: string | null;
  /** Failed messages taken out of the outbox. */
  discarded: string[];
}

const initial = (): FakeState => ({
  account: ME,
  chosen: [],
  connection: { state: 'connected', nextRetryInMs: null },
  retries: 0,
  conversations: [],
  total: 0,
  searches: [],
  messages: {},
  processing: false,
  opened: [],
  sent: [],
  sendFails: null,
  discarded: [],
});

export let fake: FakeState = initial();
const listeners = new Set<() => void>();
let version = 0;

/** Starts every test from a clean data layer: the account ME, connected, no conversations. */
export function resetFake(patch: Partial<FakeState> = {}) {
  fake = { ...initial(), ...patch };
  version += 1;
}

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function useVersion() {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => version,
  );
}

export const fakeAccount = {
  useMessagingAccount() {
    useVersion();
    return {
      account: fake.account,
      choose(account: MessagingAccount) {
        fake.chosen.push(account);
        fake.account = account;
        changed();
      },
      clear() {
        fake.account = null;
        changed();
      },
    };
  },
};

export const fakeConnection = {
  MessagingProvider: ({ children }: { children: React.ReactNode }) => children,
  useConnection() {
    useVersion();
    return {
      ...fake.connection,
      retryNow() {
        fake.retries += 1;
      },
    };
  },
};

export const fakeConversations = {
  useConversations(search: string) {
    useVersion();
    if (fake.searches.at(-1) !== search) fake.searches.push(search);
    return {
      rows: fake.conversations,
      total: fake.total || fake.conversations.length,
      isLoading: false,
      isError: false,
      hasMore: false,
      loadMore() {},
      isLoadingMore: false,
      refetch() {},
    };
  },
};

export const fakeConversation = {
  useConversation(peer: string | null) {
    useVersion();
    if (fake.opened.at(-1) !== peer) fake.opened.push(peer);
    return {
      messages: (peer && fake.messages[peer]) || [],
      isLoading: false,
      hasOlder: false,
      loadOlder() {},
      processing: fake.processing,
    };
  },
};

export const fakeSend = {
  useSendMessage() {
    return async (draft: { address: string; message: string; channel: Channel }) => {
      if (fake.sendFails) throw new Error(fake.sendFails);
      fake.sent.push(draft);
      changed();
    };
  },
  useDiscardFailed() {
    return async (messageid: string) => {
      for (const [peer, list] of Object.entries(fake.messages)) {
        const found = list.find((m) => m.messageid === messageid && m.failed !== undefined);
        if (!found) continue;
        fake.messages = { ...fake.messages, [peer]: list.filter((m) => m !== found) };
        fake.discarded.push(messageid);
        changed();
        return found.message;
      }
      return null;
    };
  },
};

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    sender: '99982102',
    address: ME.username,
    message: 'Is the spa open today?',
    mediatype: null,
    media: null,
    messageid: `m-${overrides.peer ?? '99982102'}`,
    date: '2026-01-05 15:04:00 GMT',
    topic: null,
    payload: 'message',
    issync: false,
    senderid: null,
    channel: 'app',
    extras: null,
    status: 3,
    type: 0,
    peer: '99982102',
    peer_names: ['Ana Able'],
    unread: 1,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ShownMessage> = {}): ShownMessage {
  const message: ChatMessage = {
    sender: '99982102',
    address: ME.username,
    message: 'Hello there',
    mediatype: null,
    media: null,
    messageid: 'm-1',
    date: '2026-01-05 15:04:00 GMT',
    topic: null,
    payload: 'message',
    issync: false,
    senderid: null,
    channel: 'app',
    extras: null,
    status: 3,
    type: 0,
  };
  return { ...message, ...overrides };
}
