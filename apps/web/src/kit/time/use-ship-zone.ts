/**
 * The ship's local time zone (spec 002 §7 GET /v3/utils/localtimezone; issue 13 item 4) as the screens
 * read it: the calling-card CDR, PIN and Report Schedule screens and the PBX Call Records show times in
 * it, export in it and read their date filters in it. Changing it is the calling-card area's
 * (features/callingcards/ship-time).
 */
import type { LocalTimezone } from '@portside/contract/callingcards/report-schedules';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const LOCAL_TIMEZONE_PATH = '/v3/utils/localtimezone';
export const localTimezoneKey = (domain: string) => ['localtimezone', domain] as const;

/** The ship's time zone and its offset from UTC now. */
export function useLocalTimezone(domain: string, enabled = true) {
  return useQuery({
    queryKey: localTimezoneKey(domain),
    queryFn: () => api.get<LocalTimezone>(LOCAL_TIMEZONE_PATH),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The zone a screen shows times in: the ship's once known. Until it answers (or if it cannot), the
 * browser's own, which is what `undefined` means to the time formatters.
 */
export function useShipZone(domain: string): string | undefined {
  return useLocalTimezone(domain).data?.timezone;
}
