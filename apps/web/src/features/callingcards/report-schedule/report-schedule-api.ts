/**
 * The Report Schedule calls (spec 002 §7; issue 13 items 4, 5): the list by status through the list kit,
 * create, update and delete (mutations that reload page 1 of the schedule lists). The ship's time zone
 * they run on is in ../ship-time.
 */
import type {
  CreateReportScheduleInput,
  ReportSchedule,
  UpdateReportScheduleInput,
} from '@portside/contract/callingcards/report-schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

export const reportSchedulesKey = (domain: string) => ['reportschedules', domain] as const;
export const REPORT_SCHEDULE_PATH = '/v2/reportschedule';

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
