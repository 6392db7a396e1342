/** GET /v3/pbx/domain/{domain}/sip/registrations: the registered phones, keyed by SIP profile (the tabs). */
import type { Registrations } from '@portside/contract/pbx/registrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';

export const registrationsPath = (domain: string) =>
  `/v3/pbx/domain/${encodeURIComponent(domain)}/sip/registrations`;

export function useRegistrations(domain: string) {
  return useQuery({
    queryKey: ['registrations', domain],
    queryFn: () => api.get<Registrations>(registrationsPath(domain)),
    // Who is registered changes by the minute: every visit reads it again.
    refetchOnMount: 'always',
    retry: false,
  });
}
