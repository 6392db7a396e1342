/**
 * What the switch calls (issue 13 items 2, 3; DESIGN §5b), with a per-environment API token, never a
 * session: POST /v3/callingcard/authorize before a calling-card call, POST /v3/callingcard/cdr (the JSON
 * FreeSWITCH's mod_json_cdr posts) after it. And what an administrator sees of the records that could not
 * be taken: GET /v3/callingcard/cdr/deadletters. Amounts to and from the switch are exact decimal text in
 * the card's currency ('1.23'), never binary floating point.
 */
import { z } from 'zod';
import { AppliedRate, Cdr } from './cdrs.ts';

export { AppliedRate, CdrRating } from './cdrs.ts';

export const AuthorizeRequest = z.strictObject({
  /** the PIN or cabin the caller entered */
  pin: z.string().trim().min(1).max(32),
  /** the number dialled; a leading '+' is dropped, the rest must be digits */
  destination: z.string().trim().min(1).max(40),
  /** the call's unique id (FreeSWITCH's ${uuid}); the record posted afterwards carries the same */
  callid: z.string().trim().min(1).max(128),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequest>;

/** Why a call may not start. */
export const REFUSAL_REASONS = [
  'unknown_pin',
  'inactive',
  'expired',
  'no_credit',
  'destination_not_allowed',
] as const;
export const RefusalReason = z.enum(REFUSAL_REASONS);
export type RefusalReason = z.infer<typeof RefusalReason>;

/**
 * The answer to an authorization. authorized false: `reason` and `error` (a sentence) say why, and
 * max_seconds is 0. authorized true: the call may last max_seconds (the switch hangs up then); its price
 * up to `reserved` and `free_seconds` of the card's free time are held until its record arrives or
 * expires_at passes. The same callid authorized again answers the same grant.
 */
export const AuthorizeResponse = z.object({
  authorized: z.boolean(),
  callid: z.string(),
  reason: RefusalReason.nullable(),
  error: z.string().nullable(),
  max_seconds: z.number().int(),
  free_seconds: z.number().int(),
  /** decimal text in `currency` */
  reserved: z.string(),
  currency: z.string().nullable(),
  rate: AppliedRate.nullable(),
  expires_at: z.string().nullable(),
});
export type AuthorizeResponse = z.infer<typeof AuthorizeResponse>;

/**
 * The answer to a posted record: the record as stored, with how it was rated (data.rating). 201 when it
 * was stored now; 200 with the same body when the callid had been posted before (nothing changed).
 */
export const CdrPosted = z.object({ data: Cdr });
export type CdrPosted = z.infer<typeof CdrPosted>;

/**
 * The answer (200) to a record without `callingcard_pin`: a call that was no calling-card call (the
 * switch posts a record for every call). Acknowledged so the switch does not retry it, and not stored.
 */
export const CdrIgnored = z.object({
  ignored: z.literal(true),
  callid: z.string().nullable(),
  reason: z.string(),
});
export type CdrIgnored = z.infer<typeof CdrIgnored>;
/** A 200 of the record route: the first answer to a record posted again, or a record ignored. */
export const CdrAcknowledged = z.union([CdrPosted, CdrIgnored]);

/** A record the switch posted that could not be taken (400 or 422), kept for an administrator. */
export const CdrDeadLetter = z.object({
  id: z.number().int(),
  received_at: z.string(),
  callid: z.string().nullable(),
  field: z.string().nullable(),
  reason: z.string(),
  /** the API token that posted it */
  source: z.string(),
  content_type: z.string(),
  /** the body as received */
  body: z.string(),
});
export type CdrDeadLetter = z.infer<typeof CdrDeadLetter>;

/** page, pagesize; search looks in the call id, the field and the reason. */
export const CdrDeadLetterQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pagesize: z.coerce.number().int().min(1).max(500).default(50),
  search: z.string().trim().max(100).optional(),
});
export type CdrDeadLetterQuery = z.infer<typeof CdrDeadLetterQuery>;

export const CdrDeadLetterList = z.object({ data: z.array(CdrDeadLetter), total: z.number().int() });
export type CdrDeadLetterList = z.infer<typeof CdrDeadLetterList>;

/** The 400/422 of a record that was not taken: the sentence, and the dead letter that keeps it. */
export const CdrRefused = z.object({
  error: z.string(),
  field: z.string().nullable(),
  dead_letter: z.number().int(),
});
/** A 400 of the record route: a record kept as a dead letter, or a request refused before it is read (a NUL in the query). */
export const CdrBadRequest = z.union([CdrRefused, z.object({ error: z.string() })]);
export type CdrRefused = z.infer<typeof CdrRefused>;
