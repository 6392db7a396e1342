/**
 * Calls of the Users screen: the list path and key, create, update and delete. A save reloads page 1 of
 * the users lists (the screen's) and the user's own details.
 */
import type { CreateUserInput, UpdateUserInput, User } from '@portside/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

/** Every query of a domain's users lives under this key. */
export const usersKey = (domain: string) => ['users', domain] as const;
export const userKey = (domain: string, id: string) => ['users', domain, 'one', id] as const;

export const usersPath = (domain: string) => `/v3/pbx/domain/${encodeURIComponent(domain)}/user`;
export const userPath = (domain: string, id: string) => `${usersPath(domain)}/${encodeURIComponent(id)}`;

export function useCreateUser(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => api.post<User>(usersPath(domain), body),
    onSuccess: () => reloadLists(client, usersKey(domain)),
  });
}

export function useUpdateUser(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserInput }) =>
      api.patch<User>(userPath(domain, id), body),
    onSuccess: async (user) => {
      client.setQueryData(userKey(domain, user.user_uuid), user);
      await reloadLists(client, usersKey(domain));
    },
  });
}

export function useDeleteUser(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(userPath(domain, id)),
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: userKey(domain, id) });
      await reloadLists(client, usersKey(domain));
    },
  });
}
