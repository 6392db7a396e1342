/** GET /v1/self: the signed-in extension's summary (caller name, forwards, voicemail, a cabin's balance). */
import type { SelfSummary } from '@portside/contract/self';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { selfKeys } from './self-keys.ts';

export const getSelf = () => api.get<SelfSummary>('/v1/self');

export const selfQuery = queryOptions({ queryKey: selfKeys.summary, queryFn: getSelf });

export function useSelf() {
  return useQuery(selfQuery);
}
