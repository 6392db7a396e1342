/**
 * The Broadcast screen's calls (contract broadcast.ts, the console's session routes): the groups (load
 * more), the account's conversations with groups (the Messages tab), a group's members and history,
 * creating a group in the spec's order, deleting it, and sending a broadcast. Writes refresh every list of
 * the environment's broadcast groups.
 */
import type {
  BroadcastConversationList,
  BroadcastGroup,
  BroadcastGroupList,
  BroadcastHistory,
  BroadcastMemberList,
  BroadcastMessage,
  NewBroadcastGroup,
} from '@portside/contract/broadcast';
import { PAGE_SIZE } from '@portside/contract/constants';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, query } from '../../kit/api-client.ts';

export const broadcastPath = (domain: string) => `/v3/broadcast/domain/${encodeURIComponent(domain)}`;
export const broadcastKeys = {
  all: (domain: string) => ['broadcast', domain] as const,
  groups: (domain: string, search: string) => ['broadcast', domain, 'groups', search] as const,
  conversations: (domain: string, account: string, search: string) =>
    ['broadcast', domain, 'conversations', account, search] as const,
  history: (domain: string, account: string, group: number) =>
    ['broadcast', domain, 'history', account, group] as const,
  members: (domain: string, group: number) => ['broadcast', domain, 'members', group] as const,
};

interface Paged<T> {
  data: T[];
  total: number;
}

function nextPage<T>(last: Paged<T>, pages: Paged<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
}

function flatten<T>(pages: Paged<T>[] | undefined): { rows: T[]; total: number | null } {
  if (!pages) return { rows: [], total: null };
  return { rows: pages.flatMap((p) => p.data), total: pages[0]?.total ?? 0 };
}

export function useGroups(domain: string, search: string) {
  const q = useInfiniteQuery({
    queryKey: broadcastKeys.groups(domain, search),
    queryFn: ({ pageParam }) =>
      api.get<BroadcastGroupList>(
        `${broadcastPath(domain)}/group${query({ search, page: pageParam, pagesize: PAGE_SIZE })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
  return { ...flatten(q.data?.pages), query: q };
}

export function useConversations(domain: string, account: string | null, search: string) {
  const q = useInfiniteQuery({
    queryKey: broadcastKeys.conversations(domain, account ?? '', search),
    queryFn: ({ pageParam }) =>
      api.get<BroadcastConversationList>(
        `${broadcastPath(domain)}/message${query({ user: account, search, page: pageParam, pagesize: PAGE_SIZE })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
  return { ...flatten(q.data?.pages), query: q };
}

export function useHistory(domain: string, account: string | null, group: number | null) {
  return useQuery({
    queryKey: broadcastKeys.history(domain, account ?? '', group ?? 0),
    queryFn: () =>
      api.get<BroadcastHistory>(`${broadcastPath(domain)}/group/${group}/message${query({ user: account })}`),
    enabled: account !== null && group !== null,
  });
}

export function useMembers(domain: string, group: number | null) {
  return useQuery({
    queryKey: broadcastKeys.members(domain, group ?? 0),
    queryFn: () => api.get<BroadcastMemberList>(`${broadcastPath(domain)}/group/${group}/member`),
    enabled: group !== null,
  });
}

export function useCreateGroup(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewBroadcastGroup) =>
      api.post<BroadcastGroup>(`${broadcastPath(domain)}/group`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: broadcastKeys.all(domain) }),
  });
}

export function useDeleteGroup(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: number) => api.delete(`${broadcastPath(domain)}/group/${group}`),
    onSuccess: () => client.invalidateQueries({ queryKey: broadcastKeys.all(domain) }),
  });
}

export function useSendBroadcast(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { group: number; sender: string; message: string }) =>
      api.post<BroadcastMessage>(`${broadcastPath(domain)}/group/${input.group}/message`, {
        sender: input.sender,
        message: input.message,
        messageid: `bc-${crypto.randomUUID()}`,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: broadcastKeys.all(domain) }),
  });
}
