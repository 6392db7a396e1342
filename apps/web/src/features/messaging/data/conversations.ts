/**
 * The conversation list: GET /v3/chat/message?user=<account>&newestOnly=true, pages of 25 (Load More),
 * a search. The engine invalidates it about LIST_RELOAD_MS (4 s) after a send or a receive, and after
 * every reconnect (the catch-up done), so a page reloads rather than patching rows.
 */
import type { Conversation, ConversationList } from '@portside/contract/messaging';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, query } from '../../../kit/api-client.ts';
import { accountKey } from './account.ts';
import { useMessagingContext } from './connection.ts';
import { CONVERSATION_PAGE_SIZE, messagingKeys } from './keys.ts';

export function useConversations(search: string): {
  rows: Conversation[];
  total: number;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore(): void;
  isLoadingMore: boolean;
  refetch(): void;
} {
  const { account } = useMessagingContext();
  const term = search.trim();
  const key = account ? accountKey(account) : '';
  const list = useInfiniteQuery({
    queryKey: messagingKeys.conversationList(key, term),
    queryFn: ({ pageParam }) =>
      api.get<ConversationList>(
        `/v3/chat/message${query({
          user: account?.username,
          newestOnly: 'true',
          page: pageParam,
          pagesize: CONVERSATION_PAGE_SIZE,
          search: term,
        })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages, page) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? page + 1 : undefined;
    },
    enabled: account !== null,
    // While a new search loads, the rows of the last one stay; never another account's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === key ? keepPreviousData(previous) : undefined,
  });

  const pages = list.data?.pages;
  // A conversation that moved up between two pages' reads is listed once (its newest row).
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? [])
      .flatMap((page) => page.data)
      .filter((row) => !seen.has(row.peer) && seen.add(row.peer));
  }, [pages]);

  const { fetchNextPage, refetch } = list;
  return {
    rows,
    total: pages?.at(-1)?.total ?? 0,
    isLoading: list.isLoading,
    isError: list.isError,
    hasMore: list.hasNextPage,
    loadMore: () => void fetchNextPage(),
    isLoadingMore: list.isFetchingNextPage,
    refetch: () => void refetch(),
  };
}
