/** POST /v2/account/domain/{domain}/auth/validate: password sign-in of a domain user. */
import type { LoginAnswer, PasswordLogin } from '@portside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';

export function useLogin() {
  return useMutation({
    mutationFn: ({ domain, ...body }: PasswordLogin & { domain: string }) =>
      api.post<LoginAnswer>(`/v2/account/domain/${encodeURIComponent(domain)}/auth/validate`, body),
  });
}
