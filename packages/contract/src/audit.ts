/**
 * The audit log (issue 10 item 5): GET /v3/audit lists the current environment's rows, newest first, for
 * administrators and auditors ('audit.read'). A row says who (user or extension, with the role they had),
 * what (create, update, delete of a table's row, or a security event such as a sign-in), which fields
 * (names only, never values), when, from which address and by which call.
 */
import { z } from 'zod';
import { listQuery, SearchTerm, TotalKind } from './pbx/list.ts';

/** Writes, then the security events the sign-in code records. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'lockout',
  'sign_out',
  'token_used',
  /** A desk phone fetched a changed provisioning file (once per change of status, not per fetch). */
  'provisioned',
] as const;

/** The tables a write is recorded for (the audit triggers' list), and 'session' for sign-in events. */
export const AUDIT_ENTITIES = [
  'users',
  'user_environment_grants',
  'user_extensions',
  'extensions',
  'app_access',
  'ring_groups',
  'ring_group_destinations',
  'voicemail_boxes',
  'voicemail_messages',
  'dialplans',
  'hardware_files',
  'contacts',
  'contact_phones',
  'cc_tariffs',
  'cc_card_types',
  'cc_cards',
  'cc_tariff_rates',
  'report_schedules',
  'api_tokens',
  'channel_configs',
  'broadcast_groups',
  'broadcast_members',
  'directory_entries',
  'environments',
  'assistant_faq',
  'session',
] as const;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601 */
  at: z.string(),
  /** The environment acted on; null for an event before one was known. */
  domain: z.string().nullable(),
  /** user, extension, token, device (a desk phone fetching its file) or anonymous */
  actor_kind: z.string(),
  /** The user's uuid, extension@domain, or the name typed at a failed sign-in. */
  actor_id: z.string(),
  /** The user name (the extension number for a code sign-in). */
  actor_name: z.string(),
  /** The role the actor had at the time. */
  actor_role: z.string(),
  action: z.string(),
  /** The table written, or 'session'. */
  entity: z.string(),
  /** The row's key (several key columns joined by '/'). */
  entity_id: z.string(),
  /** Names of the fields written or changed; never their values. */
  fields: z.array(z.string()),
  /** The client's address. */
  ip: z.string(),
  /** The call, e.g. 'PATCH /v3/pbx/domain/cpl.portside.example/extension/2101', or an event's reason. */
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Column ids of the list and its export (`columns=`), in the default order. */
export const AUDIT_COLUMNS = [
  'at',
  'actor_name',
  'actor_role',
  'action',
  'entity',
  'entity_id',
  'fields',
  'ip',
  'detail',
  'actor_kind',
  'actor_id',
  'domain',
  'id',
] as const satisfies ReadonlyArray<keyof AuditEntry>;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];

/** YYYY-MM-DD (the whole day, UTC) or an ISO 8601 date-time. */
const DateFilter = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
  )
  .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)), 'is not a real date')
  .optional();

/** An exact-match filter of lower-case words (an action or an entity); blank means none. */
const Word = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z_]*$/, 'must be lower-case letters and underscores')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * GET /v3/audit. search looks in user, actor id, action, entity, id, address and call; user is a
 * contains-filter on the user name (or the exact actor id); entity and action are exact; dateFrom/dateTo
 * bound the time (a bare date is the whole day, in UTC).
 */
export const AuditListQuery = listQuery({
  orderby: ['at'],
  columns: AUDIT_COLUMNS,
  filters: {
    user: SearchTerm,
    entity: Word,
    action: Word,
    dateFrom: DateFilter,
    dateTo: DateFilter,
  },
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditList = z.object({
  data: z.array(AuditEntry),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type AuditList = z.infer<typeof AuditList>;
