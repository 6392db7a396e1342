/** GET /v1/self/callingcard/cdrs: a cabin's own calls of this billing period, newest first (Load More). */
import type { SelfCdrList } from '@portside/contract/self';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { nextPage, SELF_PAGE_SIZE, selfKeys } from './self-keys.ts';

export const callingCardCdrsQuery = infiniteQueryOptions({
  queryKey: selfKeys.cdrs,
  queryFn: ({ pageParam }) =>
    api.get<SelfCdrList>(`/v1/self/callingcard/cdrs${query({ page: pageParam, pagesize: SELF_PAGE_SIZE })}`),
  initialPageParam: 1,
  getNextPageParam: (last, pages, page) =>
    nextPage(
      pages.reduce((n, p) => n + p.data.length, 0),
      last.total,
      page,
    ),
});

export function useCallingCardCdrs(enabled: boolean) {
  return useInfiniteQuery({ ...callingCardCdrsQuery, enabled });
}
