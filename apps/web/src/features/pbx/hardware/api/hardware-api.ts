/**
 * The hardware calls (spec 001 §7) under /v3/pbx/hardware/provisioning/file: the tab lists go through the
 * list kit; create, update and delete are mutations that reload page 1 of every hardware list. The
 * extension picker asks the domain's extension list (extensions only: no ring group, voicemail or other).
 */
import type { ExtensionList } from '@portside/contract/pbx/extensions';
import type {
  CreatedHardwareFile,
  CreateHardwareFileInput,
  HardwareFile,
  HardwareStatus,
  PhoneVendor,
  ProvisioningCredential,
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
      api.post<CreatedHardwareFile>(`${HARDWARE_BASE}/${encodeURIComponent(mac)}`, body),
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

/** The console's view of a phone's file in a vendor's format (issue 14 item 4); secrets, never cached. */
export const phoneFilePath = (mac: string, vendor: PhoneVendor) =>
  `${HARDWARE_BASE}/mac/${encodeURIComponent(mac)}/phone-file${query({ vendor })}`;

export function usePhoneFile(mac: string, vendor: PhoneVendor) {
  return useQuery({
    queryKey: ['hardware', 'phone-file', mac, vendor],
    queryFn: () =>
      api.getText(phoneFilePath(mac, vendor), vendor === 'yealink' ? 'text/plain' : 'application/xml'),
    // Secrets: asked again each time, dropped from the cache as soon as the dialog closes.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A new provisioning credential: answered once; the old one stops at once. */
export function useRotateCredential(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mac: string) =>
      api.post<ProvisioningCredential>(`${HARDWARE_BASE}/mac/${encodeURIComponent(mac)}/credential`, {}),
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
