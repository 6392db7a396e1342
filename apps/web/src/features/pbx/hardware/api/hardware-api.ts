/**
 * The hardware calls (spec 001 §7) under /v3/pbx/hardware/provisioning/file: the tab lists go through the
 * list kit; create, update and delete are mutations that reload page 1 of every hardware list. The
 * extension picker asks the domain's extension list (extensions only: no ring group, voicemail or other).
 */
import type { ExtensionList } from '@portside/contract/pbx/extensions';
import type {
  CreateHardwareFileInput,
  HardwareFile,
  HardwareStatus,
  UpdateHardwareFileInput,
} from '@portside/contract/pbx/hardware';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';

/** Every hardware list of a domain lives under this key (the paths name no domain: the session's ship). */
export const hardwareKey = (domain: string) => ['hardware', domain] as const;

export const HARDWARE_BASE = '/v3/pbx/hardware/provisioning/file';
export const hardwareTabPath = (tab: string) => `${HARDWARE_BASE}/${encodeURIComponent(tab)}`;

export function useCreateHardwareFile(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mac, body }: { mac: string; body: CreateHardwareFileInput }) =>
      api.post<HardwareFile>(`${HARDWARE_BASE}/${encodeURIComponent(mac)}`, body),
    onSuccess: () => reloadLists(client, hardwareKey(domain)),
  });
}

export function useUpdateHardwareFile(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      status,
      mac,
      body,
    }: {
      status: HardwareStatus;
      mac: string;
      body: UpdateHardwareFileInput;
    }) => api.patch<HardwareFile>(`${HARDWARE_BASE}/${status}/mac/${encodeURIComponent(mac)}`, body),
    onSuccess: () => reloadLists(client, hardwareKey(domain)),
  });
}

export function useDeleteHardwareFile(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, mac }: { status: HardwareStatus; mac: string }) =>
      api.delete(`/v2/pbx/hardware/provisioning/file/${status}/mac/${encodeURIComponent(mac)}`),
    onSuccess: () => reloadLists(client, hardwareKey(domain)),
  });
}

/** Up to 25 extensions of the domain matching what is typed (from 3 characters; the newest before that). */
export function useExtensionChoices(domain: string, search: string) {
  const term = search.trim().length >= 3 ? search.trim() : '';
  return useQuery({
    queryKey: ['hardware', domain, 'extension-choices', term],
    queryFn: () =>
      api.get<ExtensionList>(
        `/v3/pbx/domain/${encodeURIComponent(domain)}/extension${query({ page: 1, pagesize: 25, search: term })}`,
      ),
    select: (answer) =>
      answer.extensions.map((e) => ({ extension: e.extension, name: e.effective_caller_id_name })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
