/**
 * The voicemail calls (spec 001 §7) under /v2/pbx/domain/{domain}/extension/{ext}/voicemail: the box list
 * and the messages list go through the list kit; create, update and delete are mutations that reload
 * page 1 of the domain's voicemail lists.
 */
import type {
  CreateVoicemailBoxInput,
  UpdateVoicemailBoxInput,
  VoicemailBox,
} from '@portside/contract/pbx/voicemail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';

/** Every voicemail list of a domain (boxes and messages) lives under this key. */
export const voicemailKey = (domain: string) => ['voicemail', domain] as const;

/** ext is a mailbox number or 'all'. */
export const voicemailPath = (domain: string, ext = 'all') =>
  `/v2/pbx/domain/${encodeURIComponent(domain)}/extension/${encodeURIComponent(ext)}/voicemail`;

export function useCreateVoicemailBox(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoicemailBoxInput) =>
      api.post<VoicemailBox>(`${voicemailPath(domain)}/box`, body),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}

export function useUpdateVoicemailBox(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVoicemailBoxInput }) =>
      api.patch<VoicemailBox>(`${voicemailPath(domain)}/box/${encodeURIComponent(id)}`, body),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}

export function useDeleteVoicemailBox(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${voicemailPath(domain)}/box/${encodeURIComponent(id)}`),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}
