/**
 * Extensions (spec 001 §3, §7): the list with its filters, create (createfull), read and update.
 * Wire names are the spec's. The SIP password goes in (create, update) but never comes out.
 */
import { z } from 'zod';
import { listQuery, QueryFlag, SearchTerm, TotalKind } from './list.ts';
import { refineSipPassword, SipPassword } from './sip-password.ts';

const Digits = (what: string, max = 15) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{1,${max}}$`), `must be ${what}`);

/** An extension number: 1 to 15 digits. */
export const ExtensionNumber = Digits('an extension number');

/** One forward pair (spec: forward_all_enabled + forward_all_destination). */
export const ForwardPair = z.object({ enabled: z.boolean(), destination: z.string().trim().max(64) });
export type ForwardPair = z.infer<typeof ForwardPair>;

export const Extension = z.object({
  extension_uuid: z.string(),
  extension: z.string(),
  domain: z.string(),
  /** The domain's uuid (spec 001 §3), derived from its name: the same domain always has the same one. */
  domain_uuid: z.string(),
  effective_caller_id_name: z.string(),
  effective_caller_id_number: z.string(),
  outbound_caller_id_name: z.string(),
  outbound_caller_id_number: z.string(),
  emergency_caller_id_name: z.string(),
  emergency_caller_id_number: z.string(),
  /** Room extensions: four comma-separated numbers 'gateway,port,x,y'. */
  description: z.string(),
  accountcode: z.string(),
  /** 't' allows outbound calls. */
  toll_allow: z.string(),
  /** The phone number (tn) without a leading 1. */
  phone: z.string(),
  /** True for a room extension on a gateway (description of four numbers, the first above 0). */
  isgateway: z.boolean(),
  configured: z.boolean(),
  temporary: z.boolean(),
  /** False: the extension keeps its settings but cannot register or call (its SIP credential is removed). */
  enabled: z.boolean(),
  /** From a room description: its first number; null for other extensions. */
  gateway: z.number().int().nullable(),
  /** From a room description: its second number; null for other extensions. */
  port: z.number().int().nullable(),
  forward_all_enabled: z.boolean(),
  forward_all_destination: z.string(),
  forward_busy_enabled: z.boolean(),
  forward_busy_destination: z.string(),
  forward_no_answer_enabled: z.boolean(),
  forward_no_answer_destination: z.string(),
  forward_user_not_registered_enabled: z.boolean(),
  forward_user_not_registered_destination: z.string(),
  /** ISO 8601 */
  insert_date: z.string(),
});
export type Extension = z.infer<typeof Extension>;

/** Column ids of the list and its export (`columns=`), in the default export order. */
export const EXTENSION_COLUMNS = Object.keys(Extension.shape) as [keyof Extension, ...(keyof Extension)[]];

/** Spec 001 §9: analog = room extension (description of four numbers), ip = any other. */
export const ExtensionType = z.enum(['analog', 'ip']);

/**
 * GET /v3/pbx/domain/{domain}/extension. Text filters are case-insensitive contains, except
 * extension_prefix (starts with). configured=false is the console's 'unConfigured' flag. `gateway`
 * selects the room extensions of one gateway (the Gateway screen).
 */
export const ExtensionListQuery = listQuery({
  orderby: ['insert_date', 'extension'],
  columns: EXTENSION_COLUMNS,
  filters: {
    extension_prefix: Digits('digits').optional(),
    extension: SearchTerm,
    effective_caller_id_name: SearchTerm,
    effective_caller_id_number: SearchTerm,
    outbound_caller_id_name: SearchTerm,
    outbound_caller_id_number: SearchTerm,
    description: SearchTerm,
    type: ExtensionType.optional(),
    isgateway: QueryFlag.optional(),
    configured: QueryFlag.optional(),
    temporary: QueryFlag.optional(),
    gateway: z.coerce.number().int().min(0).max(1_000_000).optional(),
  },
});
export type ExtensionListQuery = z.infer<typeof ExtensionListQuery>;

export const ExtensionList = z.object({
  extensions: z.array(Extension),
  total: z.number().int(),
  /** How `total` was found: exact, capped ("1,000+") or estimated ("about 9,100"); absent means exact. */
  total_kind: TotalKind.optional(),
});
export type ExtensionList = z.infer<typeof ExtensionList>;

/** A US/E.164 phone number; the server removes a leading 1 (spec 001 §5). */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{0,15}$/, 'must be a phone number of digits');

/**
 * POST /v3/pbx/domain/{domain}/extension/createfull (Name, Extension and Password required). The SIP
 * password follows sip-password.ts: at least 10 characters, never the extension number.
 */
export const CreateExtension = z
  .object({
    extension: ExtensionNumber,
    password: SipPassword,
    tn: PhoneNumber.optional(),
    extensionAttributes: z.object({
      effective_caller_id_name: z.string().trim().min(1).max(100),
      description: z.string().trim().max(200).default(''),
    }),
  })
  .superRefine((body, ctx) => refineSipPassword(ctx, ['password'], body.password, body.extension));
export type CreateExtension = z.output<typeof CreateExtension>;
export type CreateExtensionInput = z.input<typeof CreateExtension>;

/**
 * PATCH /v2/pbx/domain/{domain}/extension/{ext}: every field optional; absent fields are unchanged. A new
 * password follows the create's rule (the service compares it with the path's extension).
 */
export const UpdateExtension = z.object({
  /** The caller id name. */
  name: z.string().trim().min(1).max(100).optional(),
  /** 't' or 'f': the Update Extension dialog's outbound switch, stored as toll_allow. */
  outbound: z.enum(['t', 'f']).optional(),
  toll_allow: z.enum(['t', 'f']).optional(),
  description: z.string().trim().max(200).optional(),
  password: SipPassword.optional(),
  /** false disables the extension: the registrar refuses it until it is enabled again. */
  enabled: z.boolean().optional(),
  forward_all: ForwardPair.optional(),
  forward_busy: ForwardPair.optional(),
  forward_no_answer: ForwardPair.optional(),
  forward_user_not_registered: ForwardPair.optional(),
});
export type UpdateExtension = z.infer<typeof UpdateExtension>;

export const ExtensionParams = z.object({
  domain: z.string().min(1),
  ext: ExtensionNumber,
});
