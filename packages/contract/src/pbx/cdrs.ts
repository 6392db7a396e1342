/**
 * PBX call records (issue 14 item 3): every call through the PBX (Kamailio's calls reach pbx_cdrs through
 * a trigger; the seed fills it too). GET /v3/pbx/domain/{domain}/cdrs, newest first, with search, filters
 * and the list kit's export. Seconds stay seconds on the wire; the console shows m:ss.
 */
import { z } from 'zod';
import type { CallCause } from '../call-causes.ts';
import { exportView, listQuery, TotalKind } from './list.ts';

export const PBX_CALL_DIRECTIONS = ['inbound', 'outbound', 'local'] as const;
export const PbxCallDirection = z.enum(PBX_CALL_DIRECTIONS);
export type PbxCallDirection = z.infer<typeof PbxCallDirection>;

/** The hangup causes the console names in words; any other cause name is shown and filtered as it is. */
export const PBX_HANGUP_CAUSES = [
  'NORMAL_CLEARING',
  'NO_ANSWER',
  'USER_BUSY',
  'ORIGINATOR_CANCEL',
  'CALL_REJECTED',
] as const satisfies readonly CallCause[];

export const PbxCdr = z.object({
  id: z.string(),
  caller_id_number: z.string(),
  destination_number: z.string(),
  direction: PbxCallDirection,
  /** ISO 8601 */
  start_stamp: z.string(),
  /** seconds */
  duration: z.number().int(),
  /** a cause name such as NORMAL_CLEARING */
  hangup_cause: z.string(),
});
export type PbxCdr = z.infer<typeof PbxCdr>;

/**
 * Column ids of the list and its export (`columns=`), in the default export order. An export written as
 * the screen shows it (`titles`, `labels`, `tz`) writes start_stamp in the zone as YYYY-MM-DD HH:mm:ss,
 * duration as m:ss and direction and hangup_cause in the screen's words; the raw values are columns of
 * their own: start_stamp_utc (ISO 8601, UTC), duration_seconds and hangup_cause_code.
 */
export const PBX_CDR_COLUMNS = [
  'start_stamp',
  'caller_id_number',
  'destination_number',
  'direction',
  'duration',
  'hangup_cause',
  'id',
  'start_stamp_utc',
  'duration_seconds',
  'hangup_cause_code',
] as const;
export type PbxCdrColumn = (typeof PBX_CDR_COLUMNS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a `from` or `to` names: a day's midnight (UTC) or the instant itself; NaN for neither. */
export function pbxCdrBound(value: string): number {
  return DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

/**
 * A day, YYYY-MM-DD (a whole UTC day), that exists; or an instant, ISO 8601 with its offset
 * (2026-03-04T00:00:00.000+01:00), which is how the console sends the days of the ship's time zone.
 */
const DayOrInstant = z
  .string()
  .trim()
  .max(40)
  .refine((v) => {
    if (DAY.test(v)) {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }
    return (
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v))
    );
  }, 'must be a date (YYYY-MM-DD) or an instant (ISO 8601 with its offset)')
  .optional();

/**
 * GET /v3/pbx/domain/{domain}/cdrs. search looks in the caller and destination numbers (contains);
 * direction and hangup_cause are exact; from and to are both included: a day (YYYY-MM-DD) is the whole
 * UTC day, an instant is that instant (the console sends the start and the last millisecond of the
 * ship's days). titles, labels and tz write the export as the screen shows it (list.ts exportView).
 */
export const PbxCdrListQuery = listQuery({
  orderby: ['start_stamp'],
  columns: PBX_CDR_COLUMNS,
  filters: {
    direction: PbxCallDirection.optional(),
    hangup_cause: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,64}$/, 'must be a cause name such as NORMAL_CLEARING')
      .optional(),
    from: DayOrInstant,
    to: DayOrInstant,
    ...exportView,
  },
}).refine((q) => q.from === undefined || q.to === undefined || pbxCdrBound(q.from) <= pbxCdrBound(q.to), {
  path: ['to'],
  message: "must not be before 'from'",
});
export type PbxCdrListQuery = z.infer<typeof PbxCdrListQuery>;

export const PbxCdrList = z.object({
  cdrs: z.array(PbxCdr),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type PbxCdrList = z.infer<typeof PbxCdrList>;
