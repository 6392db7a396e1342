/** PUT /v1/session/environment: work on another granted environment without a new sign-in. */
import type { Session } from '@portside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { sessionKey } from '../../../kit/session/use-session.ts';

export function useSwitchEnvironment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.put<Session>('/v1/session/environment', { code }),
    onSuccess: async (session) => {
      client.setQueryData(sessionKey, session);
      // Every figure on screen belonged to the previous ship.
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    },
  });
}
