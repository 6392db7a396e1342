/**
 * GET /v3/pbx/domain/{domain}/sip/registrations: the registered phones, keyed by tab (SIP profile, or
 * transport on the live registrar); GET .../sip/registrar: whether they are live or the demo's rows.
 */
import type { RegistrarInfo, Registrations } from '@portside/contract/pbx/registrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../kit/api-client.ts';

export const registrationsPath = (domain: string) =>
  `/v3/pbx/domain/${encodeURIComponent(domain)}/sip/registrations`;

/** How often the live registrar's rows are read again while the screen is open (a phone shows within 2 s). */
export const LIVE_REFRESH_MS = 2000;

export function useRegistrations(domain: string, live = false) {
  return useQuery({
    queryKey: ['registrations', domain],
    queryFn: () => api.get<Registrations>(registrationsPath(domain)),
    // Who is registered changes by the minute: every visit reads it again, and live rows every 2 s.
    refetchOnMount: 'always',
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    retry: false,
  });
}

export function useRegistrar(domain: string) {
  return useQuery({
    queryKey: ['registrations', domain, 'registrar'],
    queryFn: () => api.get<RegistrarInfo>(`/v3/pbx/domain/${encodeURIComponent(domain)}/sip/registrar`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
