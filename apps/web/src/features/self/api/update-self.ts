/** PATCH /v1/self: the own caller name and call forwards; the answer is the new summary. */
import type { SelfSummary, UpdateSelf } from '@portside/contract/self';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { selfKeys } from './self-keys.ts';

export function useUpdateSelf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelf) => api.patch<SelfSummary>('/v1/self', body),
    onSuccess: (summary) => client.setQueryData(selfKeys.summary, summary),
  });
}
