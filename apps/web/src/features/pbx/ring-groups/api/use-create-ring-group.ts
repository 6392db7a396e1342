/**
 * POST /v2/pbx/domain/{domain}/ringgroup, then the staged destinations one by one (spec 001 §4). The group
 * exists once the first call succeeds; a destination that fails stops the rest and is reported with the
 * server's sentence. A success reloads page 1 of the ring group lists.
 */
import type {
  CreateRingGroupDestinationInput,
  CreateRingGroupInput,
  RingGroup,
  RingGroupDestination,
} from '@portside/contract/pbx/ring-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { destinationPath, ringGroupPath, ringGroupsKey } from './ring-group-keys.ts';

export interface CreateRingGroupResult {
  group: RingGroup;
  /** The staged destination that could not be added, and why; the ones after it were not tried. */
  failed: { number: string; error: string | null } | null;
}

export function addDestination(domain: string, extension: string, body: CreateRingGroupDestinationInput) {
  return api.post<RingGroupDestination>(destinationPath(domain, extension), body);
}

export async function createRingGroup(
  domain: string,
  body: CreateRingGroupInput,
  destinations: CreateRingGroupDestinationInput[],
): Promise<CreateRingGroupResult> {
  const group = await api.post<RingGroup>(ringGroupPath(domain), body);
  for (const destination of destinations) {
    try {
      await addDestination(domain, group.ring_group_extension, destination);
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage : null;
      return { group, failed: { number: destination.destination_number, error: message } };
    }
  }
  return { group, failed: null };
}

export function useCreateRingGroup(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateRingGroupInput; destinations: CreateRingGroupDestinationInput[] }) =>
      createRingGroup(domain, input.body, input.destinations),
    onSuccess: () => reloadLists(client, ringGroupsKey(domain)),
  });
}
