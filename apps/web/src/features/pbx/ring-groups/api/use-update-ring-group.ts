/** PATCH and DELETE /v2/pbx/domain/{domain}/ringgroup/{extension}; each success reloads page 1. */
import type { RingGroup, UpdateRingGroup } from '@portside/contract/pbx/ring-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { ringGroupItemPath, ringGroupsKey } from './ring-group-keys.ts';

export function useUpdateRingGroup(domain: string, extension: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRingGroup) => api.patch<RingGroup>(ringGroupItemPath(domain, extension), body),
    onSuccess: () => reloadLists(client, ringGroupsKey(domain)),
  });
}

export function useDeleteRingGroup(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (extension: string) => api.delete(ringGroupItemPath(domain, extension)),
    onSuccess: () => reloadLists(client, ringGroupsKey(domain)),
  });
}
