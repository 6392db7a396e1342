/** GET /v1/self/voicemail/messages: the own box's messages, newest first, a page at a time (Load More). */
import type { VoicemailMessageList } from '@portside/contract/pbx/voicemail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { nextPage, SELF_PAGE_SIZE, selfKeys } from './self-keys.ts';

export const voicemailMessagesQuery = infiniteQueryOptions({
  queryKey: selfKeys.messages,
  queryFn: ({ pageParam }) =>
    api.get<VoicemailMessageList>(
      `/v1/self/voicemail/messages${query({ page: pageParam, pagesize: SELF_PAGE_SIZE })}`,
    ),
  initialPageParam: 1,
  getNextPageParam: (last, pages, page) =>
    nextPage(
      pages.reduce((n, p) => n + p.voicemailmessages.length, 0),
      last.total,
      page,
    ),
});

export function useVoicemailMessages(enabled: boolean) {
  return useInfiniteQuery({ ...voicemailMessagesQuery, enabled });
}
