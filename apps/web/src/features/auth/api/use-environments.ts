/**
 * Which environment the login uses: GET /environment.json when the deployment is pinned
 * (then the picker hides), otherwise the picker filled from GET /v1/environments.
 */
import type { EnvironmentFile, EnvironmentSummary } from '@portside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

async function getEnvironmentFile(): Promise<EnvironmentFile | null> {
  try {
    const file = await api.get<EnvironmentFile>('/environment.json');
    return file?.code && file.domain ? file : null;
  } catch {
    // 404 (not pinned) or anything that is not an environment file: show the picker.
    return null;
  }
}

export function useEnvironmentFile() {
  return useQuery({ queryKey: ['environment-file'], queryFn: getEnvironmentFile, staleTime: Infinity });
}

export function useEnvironments(enabled: boolean) {
  return useQuery({
    queryKey: ['environments'],
    queryFn: () =>
      api.get<{ environments: EnvironmentSummary[] }>('/v1/environments').then((list) => list.environments),
    staleTime: 5 * 60_000,
    enabled,
  });
}
