/** DELETE /v1/session, then the login screen after 500 ms (spec 000 §4). */
import { LOGOUT_REDIRECT_MS } from '@portside/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../kit/api-client.ts';
import { sessionKey } from '../../../kit/session/use-session.ts';

export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Only a confirmed sign-out leaves the console: on a shared ship PC a silent failure would not.
      await api.delete('/v1/session');
      await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
    },
    onSuccess: async () => {
      await navigate('/auth', { replace: true });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      client.setQueryData(sessionKey, null);
    },
  });
}
