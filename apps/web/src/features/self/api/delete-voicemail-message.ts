/** DELETE /v1/self/voicemail/messages/{id}: the list and the summary's counts are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { selfKeys } from './self-keys.ts';

export function useDeleteVoicemailMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/v1/self/voicemail/messages/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: selfKeys.messages }),
        client.invalidateQueries({ queryKey: selfKeys.summary }),
      ]),
  });
}
