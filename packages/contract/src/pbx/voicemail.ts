/**
 * Voicemail boxes and their messages (spec 001 §3, §7). Base path
 * /v2/pbx/domain/{domain}/extension/{ext}/voicemail/box, where ext is a mailbox number or 'all'.
 * voicemail_enabled is the string 'true' or 'false' on the wire. The box's password (a PIN typed on a
 * phone keypad) goes in but never comes out.
 */
import { z } from 'zod';
import { listQuery, TotalKind } from './list.ts';

/** A mailbox number: 1 to 15 digits (usually the extension the box belongs to). */
export const MailboxNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{1,15}$/, 'must be a mailbox number of digits');

/** The box's PIN, typed on a phone's keypad: 4 to 16 digits. */
export const VoicemailPassword = z
  .string()
  .trim()
  .regex(/^[0-9]{4,16}$/, 'must be 4 to 16 digits');

export const VoicemailDescription = z.string().trim().max(200);

/** 'true' or 'false' as the wire carries it; a JSON boolean is accepted too. */
export const EnabledFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const VoicemailBox = z.object({
  voicemail_uuid: z.string(),
  /** The mailbox number. */
  voicemail_id: z.string(),
  voicemail_description: z.string(),
  /** 'true' (enabled) or 'false' (disabled). */
  voicemail_enabled: z.enum(['true', 'false']),
  /** How many messages the box holds. */
  message_count: z.number().int(),
  /** ISO 8601 */
  insert_date: z.string(),
});
export type VoicemailBox = z.infer<typeof VoicemailBox>;

export const VOICEMAIL_COLUMNS = Object.keys(VoicemailBox.shape) as [
  keyof VoicemailBox,
  ...(keyof VoicemailBox)[],
];

/** GET …/voicemail/box: search over mailbox number and description. */
export const VoicemailListQuery = listQuery({
  orderby: ['insert_date', 'voicemail_id'],
  columns: VOICEMAIL_COLUMNS,
  filters: {},
});
export type VoicemailListQuery = z.infer<typeof VoicemailListQuery>;

export const VoicemailList = z.object({
  voicemailboxes: z.array(VoicemailBox),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type VoicemailList = z.infer<typeof VoicemailList>;

/** The path of a box list: ext is a mailbox number or 'all'. */
export const VoicemailPathParams = z.object({
  domain: z.string().min(1),
  ext: z.union([z.literal('all'), MailboxNumber]),
});

export const VoicemailBoxParams = VoicemailPathParams.extend({ id: MailboxNumber });

/**
 * POST …/voicemail/box. The spec shows two readings of the body: number, password, description; and
 * one carrying voicemail_description and voicemail_enabled. Both are accepted (the plain name wins when
 * both are given). Under a path of one mailbox (ext not 'all') the number may be left out.
 */
export const CreateVoicemailBox = z
  .object({
    number: MailboxNumber.optional(),
    voicemail_id: MailboxNumber.optional(),
    password: VoicemailPassword.optional(),
    voicemail_password: VoicemailPassword.optional(),
    description: VoicemailDescription.optional(),
    voicemail_description: VoicemailDescription.optional(),
    voicemail_enabled: EnabledFlag.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined && body.voicemail_password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'is required' });
    }
  })
  .transform((body) => ({
    number: body.number ?? body.voicemail_id,
    password: body.password ?? body.voicemail_password ?? '',
    description: body.description ?? body.voicemail_description ?? '',
    enabled: body.voicemail_enabled ?? true,
  }));
export type CreateVoicemailBox = z.output<typeof CreateVoicemailBox>;
export type CreateVoicemailBoxInput = z.input<typeof CreateVoicemailBox>;

/**
 * PATCH …/voicemail/box/{id}: password, description, status (true enables, false disables); the
 * voicemail_* wire names are accepted too. Absent fields are unchanged.
 */
export const UpdateVoicemailBox = z
  .object({
    password: VoicemailPassword.optional(),
    voicemail_password: VoicemailPassword.optional(),
    description: VoicemailDescription.optional(),
    voicemail_description: VoicemailDescription.optional(),
    status: EnabledFlag.optional(),
    voicemail_enabled: EnabledFlag.optional(),
  })
  .transform((body) => ({
    password: body.password ?? body.voicemail_password,
    description: body.description ?? body.voicemail_description,
    enabled: body.status ?? body.voicemail_enabled,
  }));
export type UpdateVoicemailBox = z.output<typeof UpdateVoicemailBox>;
export type UpdateVoicemailBoxInput = z.input<typeof UpdateVoicemailBox>;

export const VoicemailMessage = z.object({
  voicemail_message_uuid: z.string(),
  voicemail_uuid: z.string(),
  /** The mailbox number the message was left in. */
  voicemail_id: z.string(),
  caller_id_name: z.string(),
  caller_id_number: z.string(),
  /** seconds (the console shows '42s') */
  message_length: z.number().int(),
  /** unix seconds */
  created_epoch: z.number().int(),
});
export type VoicemailMessage = z.infer<typeof VoicemailMessage>;

export const VOICEMAIL_MESSAGE_COLUMNS = Object.keys(VoicemailMessage.shape) as [
  keyof VoicemailMessage,
  ...(keyof VoicemailMessage)[],
];

/** GET …/extension/{ext}/voicemail/message: newest first; search over caller name and number. */
export const VoicemailMessageListQuery = listQuery({
  orderby: ['created_epoch'],
  columns: VOICEMAIL_MESSAGE_COLUMNS,
  filters: {},
});
export type VoicemailMessageListQuery = z.infer<typeof VoicemailMessageListQuery>;

export const VoicemailMessageList = z.object({
  voicemailmessages: z.array(VoicemailMessage),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type VoicemailMessageList = z.infer<typeof VoicemailMessageList>;
