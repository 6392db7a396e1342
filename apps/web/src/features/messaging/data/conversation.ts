/**
 * One open conversation: its history (GET /v3/chat/message?user=<account>,<peer>, pages of 50 oldest
 * first, older pages from skipFromMessageId), then what arrived live since, then what waits in the
 * outbox (pending), each message once (by sender and messageid), statuses raised by the receipts that
 * came since. While it is open and the tab visible, incoming messages not yet read get a read receipt
 * (5), at opening and as they arrive.
 */
import { type ChannelDelivery, deliveryOf } from '@portside/contract/channels';
import {
  type ChatMessage,
  HISTORY_PAGE_SIZE,
  MESSAGE_STATUS,
  type MessageHistory,
  SYSTEM_SENDER,
} from '@portside/contract/messaging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, query } from '../../../kit/api-client.ts';
import { accountKey } from './account.ts';
import { useLiveState, useMessagingContext } from './connection.ts';
import { outboxMessage } from './engine.ts';
import { messagingKeys } from './keys.ts';
import { type LiveState, messageKey, normalizePeer, peerOf, statusOf } from './live-store.ts';
import type { OutboxItem } from './queue.ts';

export interface ShownMessage extends ChatMessage {
  /** Waiting in the outbox for the server's RECEIPT. */
  pending?: boolean;
  /** The server refused it: its sentence. */
  failed?: string;
  /**
   * Stored, but its outside channel could not carry it (no provider configured, or the provider failed
   * for good): the reason, from the message's extras or the type 20 receipt that came since.
   */
  undelivered?: string;
  /** Its language score (a type 14 receipt that came while the screen was open), -100 to +100. */
  score?: number;
}

function pendingMessage(item: OutboxItem, me: string): ShownMessage {
  const shown: ShownMessage = { ...outboxMessage(item, me, new Date(item.queuedAt)), pending: true };
  return item.failed ? { ...shown, failed: item.failed } : shown;
}

/**
 * The conversation as shown: history pages (newest page first, as loaded) oldest first, then live
 * messages not in them in the order they came, then the outbox's items for this peer not yet seen
 * from the server; one of each message, with its status raised by the receipts known.
 */
export function mergeConversation(input: {
  me: string;
  peer: string;
  pages: readonly MessageHistory[];
  live: LiveState | null;
}): ShownMessage[] {
  const { me, peer, pages, live } = input;
  const statuses = live?.statuses ?? new Map();
  const scores = live?.scores ?? new Map<string, number>();
  const deliveries = live?.deliveries ?? new Map<string, ChannelDelivery>();
  const liveMessages = live?.messages.get(peer) ?? [];
  const liveByKey = new Map(liveMessages.map((m) => [messageKey(m.sender, m.messageid), m]));
  const seen = new Set<string>();
  const shown: ShownMessage[] = [];
  const add = (message: ChatMessage) => {
    const key = messageKey(message.sender, message.messageid);
    if (seen.has(key)) return;
    seen.add(key);
    const newer = liveByKey.get(key);
    const base = newer && newer.status > message.status ? { ...message, status: newer.status } : message;
    const status = statusOf(base, statuses, me);
    const score = scores.get(key);
    const marked = status === base.status ? base : { ...base, status };
    const delivery = deliveries.get(key) ?? deliveryOf(base.extras);
    const reason = delivery?.state === 'failed' ? (delivery.reason ?? '') : undefined;
    const scored = score === undefined ? marked : { ...marked, score };
    shown.push(reason === undefined ? scored : { ...scored, undelivered: reason });
  };
  for (let i = pages.length - 1; i >= 0; i -= 1) for (const message of pages[i]?.data ?? []) add(message);
  for (const message of liveMessages) add(message);
  for (const item of live?.pending ?? []) {
    if (seen.has(messageKey(me, item.messageid))) continue;
    if (peerOf({ sender: me, address: item.address }, me) !== peer) continue;
    shown.push(pendingMessage(item, me));
  }
  return shown;
}

export function useConversation(peer: string | null): {
  messages: ShownMessage[];
  isLoading: boolean;
  hasOlder: boolean;
  loadOlder(): void;
  /** A send to bot 9998214 waits for the next incoming message (spec 000 §4). */
  processing: boolean;
} {
  const { engine, account } = useMessagingContext();
  const me = account?.username ?? null;
  const conversation = peer && me ? normalizePeer(peer, me) : null;
  const history = useInfiniteQuery({
    queryKey: messagingKeys.history(account ? accountKey(account) : '', conversation ?? ''),
    queryFn: ({ pageParam }) =>
      api.get<MessageHistory>(
        `/v3/chat/message${query({
          user: `${me},${conversation}`,
          pagesize: HISTORY_PAGE_SIZE,
          skipFromMessageId: pageParam,
          orderby: 'creationdate',
          order: 'ASC',
        })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      if (last.data.length < HISTORY_PAGE_SIZE || loaded >= last.total) return undefined;
      return last.data[0]?.messageid;
    },
    enabled: conversation !== null,
    // The stream keeps it current (messages and receipts); a refetch would only repeat it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const live = useLiveState();
  const pages = history.data?.pages;
  const messages = useMemo(
    () => (me && conversation ? mergeConversation({ me, peer: conversation, pages: pages ?? [], live }) : []),
    [me, conversation, pages, live],
  );

  // Read receipts: at opening, for each incoming message as it arrives, and when the tab shows again.
  useEffect(() => {
    if (!engine || !me) return;
    const unread = messages.filter(
      (m) => !m.pending && m.sender !== me && m.sender !== SYSTEM_SENDER && m.status < MESSAGE_STATUS.read,
    );
    if (unread.length === 0) return;
    const markRead = () => {
      if (document.visibilityState === 'visible') engine.markRead(unread);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [engine, me, messages]);

  const { fetchNextPage } = history;
  return {
    messages,
    isLoading: history.isLoading,
    hasOlder: history.hasNextPage,
    loadOlder: () => void fetchNextPage(),
    processing: conversation !== null && (live?.processing.has(conversation) ?? false),
  };
}
