/**
 * The ship's local time zone (spec 002 §7 GET /v3/utils/localtimezone; issue 13 item 4): the zone the
 * CDR, PIN and Report Schedule screens show times in, their exports write and their date filters mean;
 * an administrator changes it as the ship crosses zones.
 */
import type { LocalTimezone } from '@portside/contract/callingcards/report-schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';
import { reportSchedulesKey } from '../report-schedule/report-schedule-api.ts';

const LOCAL_TIMEZONE_PATH = '/v3/utils/localtimezone';
const localTimezoneKey = (domain: string) => ['localtimezone', domain] as const;

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

/** An administrator sets the ship's IANA time zone; next runs are computed again, so the lists reload. */
export function useSetLocalTimezone(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string) => api.put<LocalTimezone>(LOCAL_TIMEZONE_PATH, { timezone }),
    onSuccess: (answer) => {
      client.setQueryData(localTimezoneKey(domain), answer);
      return reloadLists(client, reportSchedulesKey(domain));
    },
  });
}
