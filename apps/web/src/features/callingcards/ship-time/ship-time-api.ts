/**
 * The ship's local time zone (spec 002 §7 GET /v3/utils/localtimezone; issue 13 item 4): the zone the
 * CDR, PIN and Report Schedule screens show times in, their exports write and their date filters mean;
 * an administrator changes it as the ship crosses zones.
 */
import type { LocalTimezone } from '@portside/contract/callingcards/report-schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';
import { LOCAL_TIMEZONE_PATH, localTimezoneKey } from '../../../kit/time/use-ship-zone.ts';
import { reportSchedulesKey } from '../report-schedule/report-schedule-api.ts';

/** Reading the zone is the kit's (kit/time/use-ship-zone.ts): the PBX Call Records read it too. */
export { useLocalTimezone, useShipZone } from '../../../kit/time/use-ship-zone.ts';

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
