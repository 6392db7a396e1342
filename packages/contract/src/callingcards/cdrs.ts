/**
 * Calling-card call records (spec 002 §3, §7, §9): GET /v3/callingcard/cdrs of the session's domain, newest
 * first, archived=0 unless asked. Seconds stay seconds on the wire (the console shows minutes); money goes
 * out as numbers.
 */

import { z } from 'zod';
import { CALL_CAUSES } from '../call-causes.ts';
import { exportView, listQuery, SearchTerm, TotalKind } from '../pbx/list.ts';

/** Spec 002 §9. */
export const TERMINATE_CAUSES = CALL_CAUSES;
export const TerminateCause = z.enum(TERMINATE_CAUSES);
export type TerminateCause = z.infer<typeof TerminateCause>;

/** Spec 002 §9. */
export const CALL_DIRECTIONS = ['outbound', 'inbound', 'system'] as const;
export const CallDirection = z.enum(CALL_DIRECTIONS);

export const CDR_TYPES = ['admin', 'cabin'] as const;

/** The rate a call is (or was) charged at. Per-minute amounts are decimal text. */
export const AppliedRate = z.object({
  /** 'special': a special rate's dial prefix matched; 'default': the tariff's default rate */
  source: z.enum(['special', 'default']),
  rate_id: z.number().int().nullable(),
  /** the matched dial prefix; null for the default */
  prefix: z.string().nullable(),
  name: z.string().nullable(),
  cost_per_minute: z.string(),
  price_per_minute: z.string(),
  /** billed seconds are a multiple of this */
  billing_increment: z.number().int(),
  /** a call that bills anything bills at least this */
  minimum_duration: z.number().int(),
});
export type AppliedRate = z.infer<typeof AppliedRate>;

/** How a record was rated (the CDR screen's row detail); null on records the engine did not rate. */
export const CdrRating = z.object({
  rate: AppliedRate,
  /** free seconds of the billing period the call used */
  free_seconds: z.number().int(),
  /** seconds billed: answered minus free, rounded up to the increment, at least the minimum */
  billed_seconds: z.number().int(),
  /** decimal text, the carrier's cost */
  cost: z.string(),
  /** decimal text, what the card paid */
  price: z.string(),
  /** the seconds its authorization granted, when it was rated against a live reservation */
  granted_seconds: z.number().int().nullable(),
});
export type CdrRating = z.infer<typeof CdrRating>;

export const Cdr = z.object({
  id: z.number().int(),
  callid: z.string(),
  /** the PIN's id */
  card: z.number().int().nullable(),
  pin: z.string(),
  name: z.string(),
  type: z.string(),
  src: z.string(),
  destination: z.string(),
  destination_name: z.string(),
  /** ISO 8601 */
  starttime: z.string(),
  /** ISO 8601; null while the call is in progress */
  stoptime: z.string().nullable(),
  /** seconds */
  sessiontime: z.number().int(),
  /** seconds */
  billed_sessiontime: z.number().int(),
  tariff: z.number().int().nullable(),
  blockprice: z.number(),
  blockcost: z.number(),
  sessionprice: z.number(),
  sessioncost: z.number(),
  answered: z.number().int(),
  terminatecauseid: z.string(),
  direction: z.string(),
  archived: z.number().int(),
  currency: z.string(),
  /** how the call was rated (the row detail); null when the engine did not rate it (seeded records) */
  rating: CdrRating.nullable().optional(),
});
export type Cdr = z.infer<typeof Cdr>;

/** Column ids of the list and its export (`columns=`), in the default order. */
export const CDR_COLUMNS = [
  'id',
  'callid',
  'pin',
  'name',
  'type',
  'src',
  'destination',
  'destination_name',
  'starttime',
  'stoptime',
  'sessiontime',
  'billed_sessiontime',
  'tariff',
  'blockprice',
  'blockcost',
  'sessionprice',
  'sessioncost',
  'answered',
  'terminatecauseid',
  'direction',
  'archived',
  'currency',
  'card',
] as const satisfies ReadonlyArray<keyof Cdr>;
/**
 * The raw values beside the columns the screen formats (issue 16): the chooser offers them, and an export
 * writes them as stored: UTC instants (ISO 8601), seconds, amounts as numbers, the cause's code.
 */
export const CDR_RAW_COLUMNS = [
  'starttime_utc',
  'stoptime_utc',
  'sessiontime_seconds',
  'billed_sessiontime_seconds',
  'sessionprice_amount',
  'sessioncost_amount',
  'blockprice_amount',
  'blockcost_amount',
  'terminatecauseid_code',
] as const;
/** Every column an export can write. */
export const CDR_EXPORT_COLUMNS = [...CDR_COLUMNS, ...CDR_RAW_COLUMNS] as const;
export type CdrColumn = (typeof CDR_EXPORT_COLUMNS)[number];

/** YYYY-MM-DD (the whole day) or an ISO 8601 date-time. */
const DateFilter = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
  )
  .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)), 'is not a real date')
  .optional();

/**
 * GET /v3/callingcard/cdrs. search looks in call id, PIN, name, source and destination; pin, callid, src and
 * destination are contains-filters; dateFilterFrom/To bound the start time (a bare date is the whole day,
 * in UTC); archived is 0 unless given.
 */
export const CdrListQuery = listQuery({
  orderby: ['starttime'],
  columns: CDR_EXPORT_COLUMNS,
  filters: {
    ...exportView,
    type: z.enum(CDR_TYPES).optional(),
    pin: SearchTerm,
    callid: SearchTerm,
    src: SearchTerm,
    destination: SearchTerm,
    terminatecauseid: TerminateCause.optional(),
    direction: CallDirection.optional(),
    dateFilterFrom: DateFilter,
    dateFilterTo: DateFilter,
    archived: z.enum(['0', '1']).transform(Number).default(0),
  },
});
export type CdrListQuery = z.infer<typeof CdrListQuery>;

export const CdrList = z.object({
  data: z.array(Cdr),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type CdrList = z.infer<typeof CdrList>;
