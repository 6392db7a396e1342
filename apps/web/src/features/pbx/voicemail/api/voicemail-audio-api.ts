/**
 * Voicemail audio calls (issue 14 item 6): the URL a message's recording and a box's greeting play from
 * (the browser's <audio> fetches it with range requests), marking a message read or new, deleting a
 * message, uploading (the file as the request body) and removing a greeting. Each change reloads the
 * domain's voicemail lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';
import { reloadLists } from '../../../../kit/list/index.ts';
import { voicemailKey, voicemailPath } from './voicemail-api.ts';

const messagePath = (domain: string, id: string) =>
  `${voicemailPath(domain)}/message/${encodeURIComponent(id)}`;

/** Where the recording plays from; `download` answers it as a file to save. */
export const messageAudioUrl = (domain: string, id: string, download = false) =>
  `${messagePath(domain, id)}/audio${download ? '?download=true' : ''}`;

const greetingPath = (domain: string, box: string) =>
  `${voicemailPath(domain)}/box/${encodeURIComponent(box)}/greeting`;

/** The greeting's URL; `version` (its size and name) makes a new upload a new URL, not a cached one. */
export const greetingUrl = (domain: string, box: string, version: string) =>
  `${greetingPath(domain, box)}?v=${encodeURIComponent(version)}`;

export function useMarkMessage(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.patch<{ success: true }>(messagePath(domain, id), { read }),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}

export function useDeleteMessage(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(messagePath(domain, id)),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}

export function useUploadGreeting(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ box, file }: { box: string; file: File }) =>
      api.putFile<{ success: true }>(
        `${greetingPath(domain, box)}?filename=${encodeURIComponent(file.name)}`,
        file,
      ),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}

export function useDeleteGreeting(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (box: string) => api.delete(greetingPath(domain, box)),
    onSuccess: () => reloadLists(client, voicemailKey(domain)),
  });
}
