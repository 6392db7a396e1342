/** POST /v3/pbx/domain/{domain}/extension/createfull; a success reloads page 1 of the extension lists. */
import type { CreateExtensionInput, Extension } from '@portside/contract/pbx/extensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { extensionListPath, extensionsKey } from './use-extension-list.ts';

export const createExtension = (domain: string, body: CreateExtensionInput) =>
  api.post<Extension>(`${extensionListPath(domain)}/createfull`, body);

export function useCreateExtension(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExtensionInput) => createExtension(domain, body),
    onSuccess: () => reloadLists(client, extensionsKey(domain)),
  });
}
