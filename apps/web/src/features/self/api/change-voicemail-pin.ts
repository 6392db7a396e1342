/** PATCH /v1/self/voicemail: a new PIN for the own box (it never comes back). */
import type { SelfVoicemail, UpdateSelfVoicemail } from '@portside/contract/self';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

export function useChangeVoicemailPin() {
  return useMutation({
    mutationFn: (body: UpdateSelfVoicemail) => api.patch<SelfVoicemail>('/v1/self/voicemail', body),
  });
}
