/**
 * The Report Schedule calls (spec 002 §7; issue 13 items 4, 5): the list by status through the list kit,
 * create, update and delete (mutations that reload page 1 of the schedule lists), and the ship's local
 * time zone: read for the run choice and the times shown, set by an administrator.
 */
import type {
  CreateReportScheduleInput,
  LocalTimezone,
  ReportSchedule,
  UpdateReportScheduleInput,
} from '@portside/contract/callingcards/report-schedules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

export const reportSchedulesKey = (domain: string) => ['reportschedules', domain] as const;
export const REPORT_SCHEDULE_PATH = '/v2/reportschedule';
const LOCAL_TIMEZONE_PATH = '/v3/utils/localtimezone';
const localTimezoneKey = (domain: string) => ['localtimezone', domain] as const;

export function useCreateReportSchedule(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportScheduleInput) => api.post<ReportSchedule>(REPORT_SCHEDULE_PATH, body),
    onSuccess: () => reloadLists(client, reportSchedulesKey(domain)),
  });
}

export function useUpdateReportSchedule(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateReportScheduleInput }) =>
      api.patch<ReportSchedule>(`${REPORT_SCHEDULE_PATH}/id/${id}`, body),
    onSuccess: () => reloadLists(client, reportSchedulesKey(domain)),
  });
}

export function useDeleteReportSchedule(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${REPORT_SCHEDULE_PATH}/id/${id}`),
    onSuccess: () => reloadLists(client, reportSchedulesKey(domain)),
  });
}

/** The ship's time zone and its offset from UTC now. */
export function useLocalTimezone(domain: string, enabled = true) {
  return useQuery({
    queryKey: localTimezoneKey(domain),
    queryFn: () => api.get<LocalTimezone>(LOCAL_TIMEZONE_PATH),
    enabled,
    staleTime: 5 * 60_000,
  });
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
