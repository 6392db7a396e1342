/**
 * The destinations of one ring group in the edit form (spec 001 §4): GET page 1 of 10,000, and each add
 * (POST) or remove (DELETE) is an immediate call, after which the destinations and page 1 of the list
 * (its Destinations column) are read again.
 */
import type {
  CreateRingGroupDestinationInput,
  RingGroupDestinationList,
} from '@portside/contract/pbx/ring-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { destinationPath, destinationsKey, ringGroupsKey } from './ring-group-keys.ts';
import { addDestination } from './use-create-ring-group.ts';

export function useDestinations(domain: string, extension: string, enabled: boolean) {
  return useQuery({
    queryKey: destinationsKey(domain, extension),
    queryFn: () =>
      api.get<RingGroupDestinationList>(`${destinationPath(domain, extension)}?page=1&pagesize=10000`),
    enabled,
  });
}

function useReloadAfter(domain: string, extension: string) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: destinationsKey(domain, extension) });
    await reloadLists(client, ringGroupsKey(domain));
  };
}

export function useAddDestination(domain: string, extension: string) {
  const onSuccess = useReloadAfter(domain, extension);
  return useMutation({
    mutationFn: (body: CreateRingGroupDestinationInput) => addDestination(domain, extension, body),
    onSuccess,
  });
}

export function useRemoveDestination(domain: string, extension: string) {
  const onSuccess = useReloadAfter(domain, extension);
  return useMutation({
    mutationFn: (number: string) =>
      api.delete(`${destinationPath(domain, extension)}/${encodeURIComponent(number)}`),
    onSuccess,
  });
}
