/**
 * PBX call records (issue 14 item 3): every call through the PBX (Kamailio's calls reach pbx_cdrs through
 * a trigger; the seed fills it too). GET /v3/pbx/domain/{domain}/cdrs, newest first, with search, filters
 * and the list kit's export. Seconds stay seconds on the wire; the console shows m:ss.
 */
import { z } from 'zod';
import { listQuery, TotalKind } from './list.ts';

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
] as const;

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

/** Column ids of the list and its export (`columns=`), in the default export order. */
export const PBX_CDR_COLUMNS = [
  'start_stamp',
  'caller_id_number',
  'destination_number',
  'direction',
  'duration',
  'hangup_cause',
  'id',
] as const satisfies ReadonlyArray<keyof PbxCdr>;

/** A day, YYYY-MM-DD (UTC), that exists. */
const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'is not a real date')
  .optional();

/**
 * GET /v3/pbx/domain/{domain}/cdrs. search looks in the caller and destination numbers (contains);
 * direction and hangup_cause are exact; from and to are whole days (UTC), both included.
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
    from: Day,
    to: Day,
  },
}).refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
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
