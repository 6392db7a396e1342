/**
 * The inbound route calls (spec 001 §7) under /v2/pbx/domain/{domain}/dialplan/route/inbound: the list
 * goes through the list kit (withExtraInfo=true, so each action comes with what it is); create, update
 * and delete are mutations that reload page 1.
 */
import type {
  CreateInboundRouteInput,
  InboundRoute,
  UpdateInboundRouteInput,
} from '@portside/contract/pbx/inbound-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';

export const inboundRoutesKey = (domain: string) => ['inboundroutes', domain] as const;

export const inboundRoutesPath = (domain: string) =>
  `/v2/pbx/domain/${encodeURIComponent(domain)}/dialplan/route/inbound`;

export function useCreateInboundRoute(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInboundRouteInput) => api.post<InboundRoute>(inboundRoutesPath(domain), body),
    onSuccess: () => reloadLists(client, inboundRoutesKey(domain)),
  });
}

export function useUpdateInboundRoute(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateInboundRouteInput }) =>
      api.patch<InboundRoute>(`${inboundRoutesPath(domain)}/${encodeURIComponent(id)}`, body),
    onSuccess: () => reloadLists(client, inboundRoutesKey(domain)),
  });
}

export function useDeleteInboundRoute(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${inboundRoutesPath(domain)}/${encodeURIComponent(id)}`),
    onSuccess: () => reloadLists(client, inboundRoutesKey(domain)),
  });
}
