/**
 * Calls of User Details: the user (withExtraInfo), their extensions (page 1 of 10,000, newest link
 * first, optional search), and giving or taking an extension (empty body). Either change refetches the
 * user's extensions.
 */
import type { User, UserExtensionList } from '@portside/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { userKey, userPath } from './users-api.ts';

const extensionsKey = (domain: string, id: string) => [...userKey(domain, id), 'extensions'] as const;

export function useUser(domain: string, id: string) {
  return useQuery({
    queryKey: userKey(domain, id),
    queryFn: () => api.get<User>(`${userPath(domain, id)}${query({ withExtraInfo: 'true' })}`),
  });
}

export function useUserExtensions(domain: string, id: string, search: string) {
  return useQuery({
    queryKey: [...extensionsKey(domain, id), search],
    queryFn: () =>
      api.get<UserExtensionList>(
        `${userPath(domain, id)}/extension${query({
          page: 1,
          pagesize: 10000,
          search,
          orderby: 'extension_user_insert_date',
          order: 'DESC',
        })}`,
      ),
  });
}

function useExtensionChange(domain: string, id: string, method: 'post' | 'delete') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (extension: string) => {
      const path = `${userPath(domain, id)}/extension/${encodeURIComponent(extension)}`;
      return method === 'post' ? api.post<unknown>(path, undefined) : api.delete(path);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: extensionsKey(domain, id) }),
        client.invalidateQueries({ queryKey: userKey(domain, id), exact: true }),
      ]),
  });
}

export const useAddUserExtension = (domain: string, id: string) => useExtensionChange(domain, id, 'post');
export const useDeleteUserExtension = (domain: string, id: string) =>
  useExtensionChange(domain, id, 'delete');
