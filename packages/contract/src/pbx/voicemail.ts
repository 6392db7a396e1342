/**
 * Voicemail boxes and their messages (spec 001 §3, §7). Base path
 * /v2/pbx/domain/{domain}/extension/{ext}/voicemail/box, where ext is a mailbox number or 'all'.
 * voicemail_enabled is the string 'true' or 'false' on the wire. The box's password (a PIN typed on a
 * phone keypad) goes in but never comes out; voicemailPinProblem is its rule, for the forms and the server.
 */
import { z } from 'zod';
import { listQuery, TotalKind } from './list.ts';

/** A mailbox number: 1 to 15 digits (usually the extension the box belongs to). */
export const MailboxNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{1,15}$/, 'must be a mailbox number of digits');

/** Why a voicemail PIN is refused; the console translates the code, the server says the sentence. */
export type VoicemailPinProblem = 'format' | 'repeated' | 'sequence' | 'mailbox';

/** The end of "Field 'password' …." for each problem. */
export const VOICEMAIL_PIN_SENTENCES: Record<VoicemailPinProblem, string> = {
  format: 'must be 4 to 16 digits',
  repeated: 'must not be one digit repeated, such as 1111',
  sequence: 'must not be a run of digits up or down, such as 1234 or 4321',
  mailbox: 'must not be the mailbox number',
};

/**
 * A run up or down the keypad's digits: each digit one more (or one less) than the one before, going
 * round from 9 to 0 as the keypad's row does (1234, 4321, 0123, 9876, 7890).
 */
function isRun(pin: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i++) steps.add((Number(pin[i]) - Number(pin[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

/**
 * The problem of a voicemail PIN, or null when it may be used: 4 to 16 digits, not one digit repeated, not
 * a run, and not the mailbox number (the first guess of anyone who reaches the box). `mailbox` is left out
 * where the number is not known yet (the service checks it once it is).
 */
export function voicemailPinProblem(pin: string, mailbox?: string): VoicemailPinProblem | null {
  const digits = pin.trim();
  if (!/^[0-9]{4,16}$/.test(digits)) return 'format';
  if (/^(\d)\1+$/.test(digits)) return 'repeated';
  if (isRun(digits)) return 'sequence';
  if (mailbox !== undefined && digits === mailbox.trim()) return 'mailbox';
  return null;
}

/** The box's PIN, typed on a phone's keypad: 4 to 16 digits, neither 1111 nor 1234 (voicemailPinProblem). */
export const VoicemailPassword = z
  .string()
  .trim()
  .superRefine((pin, ctx) => {
    const problem = voicemailPinProblem(pin);
    if (problem) ctx.addIssue({ code: 'custom', message: VOICEMAIL_PIN_SENTENCES[problem] });
  });

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
  /** Where 'e-mail the message' sends each new message, its audio attached; '' none. */
  voicemail_mail_to: z.string(),
  /** 'true' when each new message is e-mailed to voicemail_mail_to. */
  voicemail_email_enabled: z.enum(['true', 'false']),
  /**
   * 'true' (the default) keeps an e-mailed message in the box; 'false' deletes it once the mail server
   * has taken it (FusionPBX's voicemail_local_after_email).
   */
  voicemail_local_after_email: z.enum(['true', 'false']),
  /** The file name of the box's own greeting; null: callers hear the standard one. */
  voicemail_greeting: z.string().nullable(),
  /** The greeting's size in bytes; null without one. */
  voicemail_greeting_size: z.number().int().nullable(),
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

const passwordFieldOf = (body: { password?: string }) =>
  body.password !== undefined ? ('password' as const) : ('voicemail_password' as const);

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
    /** The wire name the PIN came in, so a 400 about it names the field the caller sent. */
    passwordField: passwordFieldOf(body),
    description: body.description ?? body.voicemail_description ?? '',
    enabled: body.voicemail_enabled ?? true,
  }));
export type CreateVoicemailBox = z.output<typeof CreateVoicemailBox>;
export type CreateVoicemailBoxInput = z.input<typeof CreateVoicemailBox>;

/** The address 'e-mail the message' sends to: one e-mail address, or '' for none. */
export const VoicemailMailTo = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address');

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
    /** '' clears it; 'e-mail the message' cannot be on without one. */
    voicemail_mail_to: VoicemailMailTo.optional(),
    voicemail_email_enabled: EnabledFlag.optional(),
    voicemail_local_after_email: EnabledFlag.optional(),
  })
  .transform((body) => ({
    password: body.password ?? body.voicemail_password,
    passwordField: passwordFieldOf(body),
    description: body.description ?? body.voicemail_description,
    enabled: body.status ?? body.voicemail_enabled,
    mailTo: body.voicemail_mail_to,
    emailEnabled: body.voicemail_email_enabled,
    keepAfterEmail: body.voicemail_local_after_email,
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
  /** unix seconds when it was marked read; null: new (FusionPBX's read_epoch). */
  read_epoch: z.number().int().nullable(),
  /** Whether the message has a recording (GET …/voicemail/message/{id}/audio plays it). */
  has_audio: z.boolean(),
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

/** A message under a box's path (ext a mailbox number or 'all'). */
export const VoicemailMessageParams = VoicemailPathParams.extend({ id: z.uuid('must be a message id') });

/** PATCH …/voicemail/message/{id}: mark it read (true) or new again (false). */
export const UpdateVoicemailMessage = z.object({ read: z.boolean() }).strict();
export type UpdateVoicemailMessage = z.infer<typeof UpdateVoicemailMessage>;

/** GET …/audio: download=true answers it as an attachment (a file to save) instead of inline. */
export const VoicemailAudioQuery = z.object({ download: z.enum(['true', 'false']).default('false') });

/** The largest greeting a box takes: 5 MB (about five minutes of MP3, half a minute of CD-quality WAV). */
export const GREETING_MAX_BYTES = 5 * 1024 * 1024;

/** The greeting files a box takes, as the console's file picker offers them. */
export const GREETING_ACCEPT = '.wav,.opus,.ogg,.mp3,audio/wav,audio/ogg,audio/opus,audio/mpeg';

export type AudioKind = 'wav' | 'opus' | 'mp3';

/** The content type each kind is answered with. */
export const AUDIO_CONTENT_TYPES: Record<AudioKind, string> = {
  wav: 'audio/wav',
  opus: 'audio/ogg; codecs=opus',
  mp3: 'audio/mpeg',
};

/**
 * What a file's first bytes say it is: a RIFF/WAVE file, an Ogg stream whose first packet is OpusHead,
 * or MP3 (an ID3 tag, or an MPEG audio frame's sync bits). null: none of them (Ogg Vorbis, FLAC, AAC…).
 */
export function sniffAudio(head: Uint8Array): AudioKind | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (head.length >= 36 && ascii(0, 4) === 'OggS' && ascii(28, 36) === 'OpusHead') return 'opus';
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'mp3';
  const [b0, b1] = [head[0], head[1]];
  // MPEG audio frame header: 11 sync bits, a version other than 'reserved', layer III.
  if (b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) === 0x02)
    return 'mp3';
  return null;
}

/** The largest recording the switch may deposit: 16 MB (a WAV of 8 kHz 16-bit mono lasts over 15 minutes). */
export const VOICEMAIL_MESSAGE_MAX_BYTES = 16 * 1024 * 1024;

/** POST /v3/pbx/freeswitch/voicemail/{box}/message: the mailbox the message is left in. */
export const DepositVoicemailParams = z.object({ box: MailboxNumber });

/**
 * The deposit's fields, in the query string (the body is the recording itself): who called and how long
 * the message is; created_epoch (unix seconds) when the switch recorded it earlier, else now.
 */
export const DepositVoicemailQuery = z.object({
  caller_id_name: z.string().trim().max(100).default(''),
  caller_id_number: z.string().trim().max(64).default(''),
  /** seconds */
  message_length: z.coerce.number().int().min(0).max(86_400),
  created_epoch: z.coerce.number().int().min(0).optional(),
});
export type DepositVoicemailQuery = z.infer<typeof DepositVoicemailQuery>;

/**
 * The deposit's answer: the new message, whether it was e-mailed (the box's 'e-mail the message', to a
 * mail server that took it) and whether it was then deleted (the box keeps no mailed message).
 */
export const DepositedVoicemail = z.object({
  voicemail_message_uuid: z.string(),
  voicemail_id: z.string(),
  mailed: z.boolean(),
  deleted: z.boolean(),
});
export type DepositedVoicemail = z.infer<typeof DepositedVoicemail>;
