/**
 * PATCH and DELETE /v2/pbx/domain/{domain}/extension/{ext}. A save reloads page 1 of the extension lists;
 * a delete also refreshes the other PBX lists, whose rows it may have changed (a ring group's destination,
 * an inbound route to the extension).
 */
import type { Extension, UpdateExtension } from '@portside/contract/pbx/extensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { extensionListPath, extensionsKey } from './use-extension-list.ts';

export const extensionItemPath = (domain: string, ext: string) =>
  `/v2/pbx/domain/${encodeURIComponent(domain)}/extension/${encodeURIComponent(ext)}`;

export function useUpdateExtension(domain: string, ext: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateExtension) => api.patch<Extension>(extensionItemPath(domain, ext), body),
    onSuccess: () => reloadLists(client, extensionsKey(domain)),
  });
}

export function useDeleteExtension(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ext: string) => api.delete(extensionItemPath(domain, ext)),
    onSuccess: async () => {
      await reloadLists(client, extensionsKey(domain));
      await client.invalidateQueries();
    },
  });
}

export { extensionListPath };
