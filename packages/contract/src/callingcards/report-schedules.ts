/**
 * Report schedules (spec 002 §3, §4, §5, §7): GET /v2/reportschedule (→ reportSchedules, total),
 * PATCH /v2/reportschedule/id/{id}, and GET /v3/utils/localtimezone (the ship's UTC offset). Beyond the
 * spec (issue 13 item 5): POST /v2/reportschedule creates one, DELETE /v2/reportschedule/id/{id} removes
 * it, each says what it reports (report_type) and when it runs (schedule, run_hour, run_weekday,
 * run_day, in UTC or the ship's time), and PUT /v3/utils/localtimezone sets the ship's IANA time zone.
 */
import { z } from 'zod';
import { listQuery, TotalKind } from '../pbx/list.ts';

/** How often a report runs. */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** Which call records a report carries: those of admin PINs, of cabins, or both. */
export const REPORT_TYPES = ['admin', 'cabin', 'both'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** A monthly report's day is 1 to 28, a day every month has. */
export const LAST_RUN_DAY = 28;

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
  /** admin, cabin or both: whose call records, over the period since the last run */
  report_type: z.enum(REPORT_TYPES),
  /** the hour it runs, 0 to 23, in UTC or the ship's time (use_local_timezone) */
  run_hour: z.number().int(),
  /** a weekly report's weekday, 0 Sunday to 6 Saturday; null otherwise */
  run_weekday: z.number().int().nullable(),
  /** a monthly report's day of the month, 1 to 28; null otherwise */
  run_day: z.number().int().nullable(),
  /** ISO 8601: when it runs next; null while inactive */
  next_run: z.string().nullable(),
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
  'report_type',
  'run_hour',
  'run_weekday',
  'run_day',
  'next_run',
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
const Subject = z.string().trim().min(1, 'is required').max(200);
const Message = z.string().trim().min(1, 'is required').max(5000);
const Name = z.string().trim().min(1, 'is required').max(100);
const Notes = z.string().trim().max(1000);
const Frequency = z.enum(SCHEDULE_FREQUENCIES, 'must be daily, weekly or monthly');
const Type = z.enum(REPORT_TYPES, 'must be admin, cabin or both');
const Hour = z.number('must be an hour from 0 to 23').int('must be an hour from 0 to 23').min(0).max(23);
const Weekday = z
  .number('must be a weekday from 0 (Sunday) to 6 (Saturday)')
  .int('must be a weekday from 0 (Sunday) to 6 (Saturday)')
  .min(0)
  .max(6);
const Day = z
  .number(`must be a day from 1 to ${LAST_RUN_DAY}`)
  .int(`must be a day from 1 to ${LAST_RUN_DAY}`)
  .min(1, `must be a day from 1 to ${LAST_RUN_DAY} (every month has it)`)
  .max(LAST_RUN_DAY, `must be a day from 1 to ${LAST_RUN_DAY} (every month has it)`);

/** When a report runs, as stored: the frequency with its weekday or day and the hour. */
export interface ScheduleTiming {
  schedule: string;
  run_hour: number;
  run_weekday: number | null;
  run_day: number | null;
}

/**
 * The field a timing lacks, with why: a weekly report needs its weekday, a monthly one its day. Null
 * when it is whole. The server checks a PATCH merged with the stored schedule with this too.
 */
export function timingProblem(
  t: ScheduleTiming,
): { field: 'run_weekday' | 'run_day'; problem: string } | null {
  if (t.schedule === 'weekly' && t.run_weekday === null)
    return { field: 'run_weekday', problem: 'is required for a weekly schedule' };
  if (t.schedule === 'monthly' && t.run_day === null)
    return { field: 'run_day', problem: 'is required for a monthly schedule' };
  return null;
}

/** PATCH /v2/reportschedule/id/{id}: absent fields are unchanged. */
export const UpdateReportSchedule = z.object({
  receiver: ReceiverList.optional(),
  subject: Subject.optional(),
  message: Message.optional(),
  status: ZeroOrOne.optional(),
  use_local_timezone: ZeroOrOne.optional(),
  name: Name.optional(),
  notes: Notes.optional(),
  report_type: Type.optional(),
  schedule: Frequency.optional(),
  run_hour: Hour.optional(),
  run_weekday: Weekday.nullable().optional(),
  run_day: Day.nullable().optional(),
});
export type UpdateReportSchedule = z.output<typeof UpdateReportSchedule>;
export type UpdateReportScheduleInput = z.input<typeof UpdateReportSchedule>;

/** POST /v2/reportschedule: a new schedule (active unless status 0), first run at its next time. */
export const CreateReportSchedule = z
  .object({
    name: Name,
    receiver: ReceiverList,
    subject: Subject,
    message: Message,
    report_type: Type,
    schedule: Frequency,
    run_hour: Hour,
    run_weekday: Weekday.nullable().default(null),
    run_day: Day.nullable().default(null),
    use_local_timezone: ZeroOrOne,
    status: ZeroOrOne.default(1),
    notes: Notes.default(''),
  })
  .superRefine((v, ctx) => {
    const wrong = timingProblem(v);
    if (wrong) ctx.addIssue({ code: 'custom', path: [wrong.field], message: wrong.problem });
  });
export type CreateReportSchedule = z.output<typeof CreateReportSchedule>;
export type CreateReportScheduleInput = z.input<typeof CreateReportSchedule>;

export const ReportScheduleParams = z.object({ id: z.coerce.number('must be a schedule id').int().min(1) });

/**
 * GET /v3/utils/localtimezone: the ship's offset from UTC now, e.g. '-04:00', and its IANA time zone
 * (the server's own until an administrator sets one).
 */
export const LocalTimezone = z.object({ utc_offset: z.string(), timezone: z.string() });
export type LocalTimezone = z.infer<typeof LocalTimezone>;

/**
 * The IANA time zone `name` as this runtime writes it (europe/athens → Europe/Athens), or null when it
 * knows none by that name. An offset (+03:00) is no zone: it cannot follow summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** PUT /v3/utils/localtimezone: the ship's IANA time zone, as a ship crosses zones. */
export const SetLocalTimezone = z.object({
  timezone: z
    .string('must be an IANA time zone such as Europe/Athens')
    .trim()
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name);
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone such as Europe/Athens' });
        return z.NEVER;
      }
      return zone;
    }),
});
export type SetLocalTimezone = z.output<typeof SetLocalTimezone>;
