/**
 * The headless half of the list kit (react-admin's useListController): search term, advanced-search
 * filters, load-more paging on useInfiniteQuery, and the export address. Page 1 replaces the rows
 * and the total (a new search or filter is a new query key, so it starts again at page 1); Load More
 * appends the next page. A failed page 1 yields an empty list (spec 001 §1) and a quiet notice.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE } from '@portside/contract/constants';
import type { TotalKind } from '@portside/contract/pbx/list';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../api-client.ts';
import { countActiveFilters, type FilterValues, type QueryParams, toQueryString } from './list-params.ts';

/** One page of any list answer, as the kit keeps it. */
export interface ListPage<R> {
  rows: R[];
  total: number;
  /** How the server found `total` (absent: exact). */
  totalKind?: TotalKind;
}

/** Spec 000 §9 'Search minimum: more than 2 characters': shorter input searches nothing (full list). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListControllerOptions<R, A, F extends FilterValues> {
  /** The area's key; mutations reload lists under it (see reloadLists). E.g. ['extensions', domain]. */
  queryKey: readonly unknown[];
  /** The list endpoint, e.g. `/v3/pbx/domain/${domain}/extension`. */
  path: string;
  /** Rows and total of one answer: (a: ExtensionList) => ({ rows: a.extensions, total: a.total }). */
  page: (answer: A) => ListPage<R>;
  /** Advanced-search values as the screen starts them; Reset goes back to these. */
  filters?: F;
  /** The query parameters of the filter values (empty values are not sent). */
  filterParams?: (filters: F) => QueryParams;
  /** Parameters sent with every request and export, e.g. { gateway: 5 }. */
  params?: QueryParams;
  /** Rows per page; the spec's shared constant (25) unless a screen says otherwise. */
  pageSize?: number;
}

export function useListController<R, A, F extends FilterValues = FilterValues>(
  options: ListControllerOptions<R, A, F>,
) {
  const { queryKey, path, page, filterParams, params, pageSize = PAGE_SIZE } = options;
  const defaults = options.filters ?? ({} as F);
  const [searchInput, setSearchInput] = useState('');
  const [debounced] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const search = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  const [filters, setFilters] = useState<F>(defaults);

  const listParams: QueryParams = useMemo(
    () => ({ ...params, search, ...(filterParams ? filterParams(filters) : {}) }),
    [params, search, filters, filterParams],
  );

  const query = useInfiniteQuery({
    queryKey: [...queryKey, 'list', path, listParams],
    queryFn: async ({ pageParam }) =>
      page(
        await api.get<A>(`${path}${toQueryString({ ...listParams, page: pageParam, pagesize: pageSize })}`),
      ),
    initialPageParam: 1,
    // A short page ends the list; an exact total ends it too. A capped or estimated total says nothing
    // about the end, so Load More goes on until a page comes back short (DESIGN §6).
    getNextPageParam: (last, pages, lastParam) => {
      if (last.rows.length < pageSize) return undefined;
      const first = pages[0];
      const exact = (first?.totalKind ?? 'exact') === 'exact';
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return exact && loaded >= (first?.total ?? 0) ? undefined : lastParam + 1;
    },
    // A new search keeps the old rows on screen (dimmed) until page 1 of the new one arrives.
    placeholderData: keepPreviousData,
  });

  const client = useQueryClient();
  const pages = query.data?.pages ?? [];
  const rows = useMemo(() => pages.flatMap((p) => p.rows), [pages]);
  const failed = query.isError && !query.isFetchNextPageError;

  /** Page 1 again, dropping the later pages first, so only one request goes out (after a save). */
  const reload = useCallback(() => reloadLists(client, queryKey), [client, queryKey]);

  return {
    rows: failed ? [] : rows,
    /** Set by page 1; null until it arrives (or when it failed). */
    total: failed ? 0 : (pages[0]?.total ?? null),
    /** How page 1 found the total: exact, capped ("1,000+") or estimated ("about 9,100"). */
    totalKind: failed ? 'exact' : (pages[0]?.totalKind ?? 'exact'),
    loading: query.isPending,
    fetching: query.isFetching && !query.isFetchingNextPage,
    hasMore: !failed && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    /** Page 1 failed: the list shows empty with a quiet notice. */
    failed,
    /** A later page failed: the rows stay, a quiet notice offers to try again. */
    moreFailed: query.isFetchNextPageError,
    /** Why page 1 or a later page failed (an ApiError with the server's sentence), else null. */
    error: query.error,
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    reload,
    searchInput,
    setSearchInput,
    /** The term actually sent (empty below the minimum length). */
    search,
    filters,
    defaultFilters: defaults,
    /** Applying filters is a new query: back to page 1. */
    setFilters,
    activeFilters: countActiveFilters(filters, defaults),
    /** The same list as CSV, streamed by the server: a plain download, never held in the page. */
    exportHref: (columns: string[], view?: QueryParams) =>
      `${path}${toQueryString({ ...listParams, format: 'csv', columns: columns.join(','), ...view })}`,
  };
}

export type ListController<R, F extends FilterValues = FilterValues> = ReturnType<
  typeof useListController<R, unknown, F>
>;

/**
 * Reloads page 1 of every list under `queryKey` (e.g. after a create): later pages are dropped first,
 * so the refetch is one request and the list then grows again by Load More.
 */
export async function reloadLists(
  client: ReturnType<typeof useQueryClient>,
  queryKey: readonly unknown[],
): Promise<void> {
  const key = [...queryKey, 'list'];
  client.setQueriesData<{ pages: unknown[]; pageParams: unknown[] }>({ queryKey: key }, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await client.invalidateQueries({ queryKey: key });
}
