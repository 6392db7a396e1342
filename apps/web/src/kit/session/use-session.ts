/** GET /v1/session, shared by the shell and every feature: who is signed in. 401 is not an error here: it means "signed out" (null). */
import type { Session } from '@portside/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../api-client.ts';

export const sessionKey = ['session'] as const;

export async function getSession(): Promise<Session | null> {
  try {
    return await api.get<Session>('/v1/session');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in session; only for components rendered inside the signed-in area. */
export function useCurrentSession(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentSession used outside the signed-in area');
  return data;
}

/** Refetches the session after a sign-in and returns it. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...sessionQuery, staleTime: 0 });
}
