/** GET /v3/utils/statistics?domain=: the dashboard's figures, reloaded on every visit (spec 000 §2.6). */
import type { Statistics } from '@portside/contract';
import { useQuery } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';

export function useStatistics(domain: string) {
  return useQuery({
    queryKey: ['statistics', domain],
    queryFn: () => api.get<Statistics>(`/v3/utils/statistics${query({ domain })}`),
    refetchOnMount: 'always',
  });
}
