/**
 * Calls of the API Tokens screen: the list path and key (per environment, so another ship's tokens never
 * show from the cache), create (answers the token once) and revoke. Both reload page 1 of the list.
 */
import type { ApiToken, CreateApiToken, CreatedApiToken } from '@portside/contract/tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

export const apiTokensKey = (domain: string) => ['apitokens', domain] as const;
export const apiTokensPath = (domain: string) => `/v3/tenant/domain/${encodeURIComponent(domain)}/apitoken`;

export function useCreateApiToken(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiToken) => api.post<CreatedApiToken>(apiTokensPath(domain), body),
    onSuccess: () => reloadLists(client, apiTokensKey(domain)),
  });
}

export function useRevokeApiToken(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiToken>(`${apiTokensPath(domain)}/${encodeURIComponent(id)}`),
    onSuccess: () => reloadLists(client, apiTokensKey(domain)),
  });
}
