/**
 * Report schedules (spec 002 §3, §4, §5, §7): GET /v2/reportschedule (→ reportSchedules, total),
 * PATCH /v2/reportschedule/id/{id}, and GET /v3/utils/localtimezone (the ship's UTC offset).
 */
import { z } from 'zod';
import { listQuery, TotalKind } from '../pbx/list.ts';

export const ReportSchedule = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  /** the frequency */
  schedule: z.string(),
  /** comma-separated e-mail addresses */
  receiver: z.string(),
  /** ISO 8601 */
  creationdate: z.string(),
  /** 1 active, 0 inactive */
  status: z.number().int(),
  /** ISO 8601; null before the first run */
  lastrun: z.string().nullable(),
  /** 0 UTC, 1 the ship's local time */
  use_local_timezone: z.number().int(),
  notes: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

export const REPORT_SCHEDULE_COLUMNS = [
  'id',
  'name',
  'subject',
  'receiver',
  'schedule',
  'lastrun',
  'use_local_timezone',
  'creationdate',
  'status',
  'message',
  'notes',
] as const satisfies ReadonlyArray<keyof ReportSchedule>;
export type ReportScheduleColumn = (typeof REPORT_SCHEDULE_COLUMNS)[number];

/** GET /v2/reportschedule: search looks in name, subject, receivers and schedule; status 1 or 0. */
export const ReportScheduleListQuery = listQuery({
  orderby: ['creationdate', 'name'],
  columns: REPORT_SCHEDULE_COLUMNS,
  filters: { status: z.enum(['0', '1'], 'must be 1 or 0').transform(Number).optional() },
});
export type ReportScheduleListQuery = z.infer<typeof ReportScheduleListQuery>;

export const ReportScheduleList = z.object({
  reportSchedules: z.array(ReportSchedule),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type ReportScheduleList = z.infer<typeof ReportScheduleList>;

/** A check of one e-mail address (the console adds a receiver only when it passes). */
export const ReceiverEmail = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));
export const isReceiverEmail = (text: string) => ReceiverEmail.safeParse(text).success;

/** The receivers of a list, each once, in the order given (blank entries dropped). */
export function uniqueReceivers(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

/** Comma-separated e-mail addresses, at least one, each checked; duplicates dropped. */
export const ReceiverList = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const list = uniqueReceivers(text.split(','));
    if (list.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must hold at least one e-mail address' });
      return z.NEVER;
    }
    const bad = list.find((e) => !isReceiverEmail(e));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `has '${bad}', which is not an e-mail address` });
      return z.NEVER;
    }
    return list.join(',');
  });

const ZeroOrOne = z.union([z.literal(0), z.literal(1)], 'must be 1 or 0');

/** PATCH /v2/reportschedule/id/{id}: absent fields are unchanged. */
export const UpdateReportSchedule = z.object({
  receiver: ReceiverList.optional(),
  subject: z.string().trim().min(1, 'is required').max(200).optional(),
  message: z.string().trim().min(1, 'is required').max(5000).optional(),
  status: ZeroOrOne.optional(),
  use_local_timezone: ZeroOrOne.optional(),
});
export type UpdateReportSchedule = z.output<typeof UpdateReportSchedule>;
export type UpdateReportScheduleInput = z.input<typeof UpdateReportSchedule>;

export const ReportScheduleParams = z.object({ id: z.coerce.number('must be a schedule id').int().min(1) });

/** GET /v3/utils/localtimezone: the ship's offset from UTC, e.g. '-04:00'. */
export const LocalTimezone = z.object({ utc_offset: z.string() });
export type LocalTimezone = z.infer<typeof LocalTimezone>;
