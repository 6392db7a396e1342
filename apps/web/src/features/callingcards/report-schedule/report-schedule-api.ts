/**
 * The Report Schedule calls (spec 002 §7): the list by status through the list kit, the update (a
 * mutation that reloads page 1 of the schedule lists) and the ship's local timezone for the run choice.
 */
import type {
  LocalTimezone,
  ReportSchedule,
  UpdateReportScheduleInput,
} from '@portside/contract/callingcards/report-schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

export const reportSchedulesKey = (domain: string) => ['reportschedules', domain] as const;
export const REPORT_SCHEDULE_PATH = '/v2/reportschedule';

export function useUpdateReportSchedule(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateReportScheduleInput }) =>
      api.patch<ReportSchedule>(`${REPORT_SCHEDULE_PATH}/id/${id}`, body),
    onSuccess: () => reloadLists(client, reportSchedulesKey(domain)),
  });
}

/** The ship's offset from UTC; asked when the edit dialog opens. */
export function useLocalTimezone(domain: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reportschedules', domain, 'localtimezone'],
    queryFn: () => api.get<LocalTimezone>('/v3/utils/localtimezone'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
