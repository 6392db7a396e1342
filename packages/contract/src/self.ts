/**
 * Self-service of an extension session (DESIGN §3, issue 10 item 2) under /v1/self: a code sign-in
 * (App Access) acts on its own extension only, in its own environment; the server takes the extension
 * from the session, never from the request. It may read its summary, change its caller name and call
 * forwards, list, play, mark read and delete its own voicemail messages, change its box's PIN, and a cabin may read its own
 * calling card and call records. Nothing here changes credit.
 */
import { z } from 'zod';
import { Cdr } from './callingcards/cdrs.ts';
import { PageQuery } from './common.ts';
import { TotalKind } from './pbx/list.ts';
import { VoicemailPassword } from './pbx/voicemail.ts';

/** The four call forwards of an extension, by their wire names (spec 001 §3). */
export const SELF_FORWARDS = [
  'forward_all',
  'forward_busy',
  'forward_no_answer',
  'forward_user_not_registered',
] as const;
export type SelfForwardName = (typeof SELF_FORWARDS)[number];

export const SelfForward = z.object({ enabled: z.boolean(), destination: z.string() });
export type SelfForward = z.infer<typeof SelfForward>;

/** The extension's own voicemail box, when it has one. */
export const SelfVoicemail = z.object({
  /** The mailbox number. */
  voicemail_id: z.string(),
  enabled: z.boolean(),
  /** Messages in the box. */
  messages: z.number().int(),
  /** Messages not yet marked read (played in the console, or marked by hand). */
  new_messages: z.number().int(),
});
export type SelfVoicemail = z.infer<typeof SelfVoicemail>;

/** The balance line of a cabin's own calling card (the details are GET /v1/self/callingcard). */
export const SelfCardBalance = z.object({
  /** What is left in this billing period. */
  credit: z.number(),
  currency: z.string(),
});

/** GET /v1/self: the signed-in extension's own summary. */
export const SelfSummary = z.object({
  /** The number that signed in. */
  extension: z.string(),
  domain: z.string(),
  effective_caller_id_name: z.string(),
  forward_all: SelfForward,
  forward_busy: SelfForward,
  forward_no_answer: SelfForward,
  forward_user_not_registered: SelfForward,
  /** null: the extension has no voicemail box. */
  voicemail: SelfVoicemail.nullable(),
  /** A cabin: its extension carries room data (gateway, port) in its description. */
  cabin: z.boolean(),
  /** The cabin's own calling card; null when no card belongs to the extension. */
  callingcard: SelfCardBalance.nullable(),
});
export type SelfSummary = z.infer<typeof SelfSummary>;

/** A number to forward to: an extension or a phone number, digits with an optional leading +. */
export const FORWARD_DESTINATION = /^\+?[0-9]{1,20}$/;

/** One forward as a PATCH sets it: an enabled forward needs a destination; a blank one may be kept off. */
export const SelfForwardInput = z
  .object({ enabled: z.boolean(), destination: z.string().trim().max(21) })
  .strict()
  .superRefine((forward, ctx) => {
    if (forward.destination !== '' && !FORWARD_DESTINATION.test(forward.destination)) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: 'must be a number to forward to: digits, with an optional leading +',
      });
    } else if (forward.enabled && forward.destination === '') {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'is required when the forward is on' });
    }
  });
export type SelfForwardInput = z.infer<typeof SelfForwardInput>;

/**
 * PATCH /v1/self: only the caller name and the call forwards; absent fields are unchanged. Any other
 * field (password, description, outbound, credit…) is refused with a 400 naming it, so a client
 * never believes it changed something it cannot.
 */
export const UpdateSelf = z
  .object({
    effective_caller_id_name: z.string().trim().min(1).max(100).optional(),
    forward_all: SelfForwardInput.optional(),
    forward_busy: SelfForwardInput.optional(),
    forward_no_answer: SelfForwardInput.optional(),
    forward_user_not_registered: SelfForwardInput.optional(),
  })
  .strict();
export type UpdateSelf = z.infer<typeof UpdateSelf>;

/** PATCH /v1/self/voicemail: the own box's PIN, by the voicemail module's rules (pbx/voicemail.ts). */
export const UpdateSelfVoicemail = z.object({ password: VoicemailPassword }).strict();
export type UpdateSelfVoicemail = z.infer<typeof UpdateSelfVoicemail>;

/** GET /v1/self/voicemail/messages and /v1/self/callingcard/cdrs: newest first, paged. */
export const SelfPageQuery = PageQuery;
export type SelfPageQueryInput = z.input<typeof SelfPageQuery>;

/** DELETE /v1/self/voicemail/messages/{id}. */
export const SelfMessageParams = z.object({ id: z.uuid('must be a message id') });

/** GET /v1/self/callingcard: the cabin's own card. No PIN, no tariff: only what the guest needs to see. */
export const SelfCard = z.object({
  name: z.string(),
  /** The balance: what is left in this billing period. */
  credit: z.number(),
  /** The credit a billing-period reset restores. */
  initialbalance: z.number(),
  currency: z.string(),
  /** 1 active, 0 inactive */
  status: z.number().int(),
  /** YYYY-MM-DD, or null (a cabin has no expiry) */
  expirationdate: z.string().nullable(),
  /** ISO 8601 of the last call, or null */
  lastuse: z.string().nullable(),
});
export type SelfCard = z.infer<typeof SelfCard>;

/**
 * One of the cabin's own call records of the current billing period: what the guest called and paid.
 * The provider's cost, the tariff and the PIN stay on the server.
 */
export const SelfCdr = Cdr.pick({
  id: true,
  destination: true,
  destination_name: true,
  starttime: true,
  stoptime: true,
  sessiontime: true,
  billed_sessiontime: true,
  sessionprice: true,
  answered: true,
  terminatecauseid: true,
  direction: true,
  currency: true,
});
export type SelfCdr = z.infer<typeof SelfCdr>;

export const SelfCdrList = z.object({
  data: z.array(SelfCdr),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type SelfCdrList = z.infer<typeof SelfCdrList>;
