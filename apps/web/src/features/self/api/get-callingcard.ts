/** GET /v1/self/callingcard: a cabin's own card (balance, initial balance, currency, status, expiry). */
import type { SelfCard } from '@portside/contract/self';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { selfKeys } from './self-keys.ts';

export const callingCardQuery = queryOptions({
  queryKey: selfKeys.card,
  queryFn: () => api.get<SelfCard>('/v1/self/callingcard'),
});

export function useCallingCard(enabled: boolean) {
  return useQuery({ ...callingCardQuery, enabled });
}
