/**
 * The outside channels' configuration (DESIGN §5, issue 12 item 4): one per environment and channel
 * (SMS, WhatsApp, Telegram, Apple Messages for Business, Viber for Business). The console reads it
 * without the credentials (only whether they are set) and sets it; a credential left out of an update
 * is kept. A message's delivery on an outside channel is told in its extras (`ChannelDelivery`).
 */
import { z } from 'zod';

/** The channels reached through a provider (spec 000 §9 without app), in the New Conversation order. */
export const OUTSIDE_CHANNELS = ['sms', 'whatsapp', 'imessage', 'viber', 'telegram'] as const;
export const OutsideChannel = z.enum(OUTSIDE_CHANNELS);
export type OutsideChannel = z.infer<typeof OutsideChannel>;

/** Which fields each channel's provider needs before a message can be sent. */
export const CHANNEL_REQUIREMENTS: Record<OutsideChannel, readonly ('account_id' | 'sender' | 'secret')[]> = {
  sms: ['account_id', 'sender', 'secret'],
  whatsapp: ['account_id', 'sender', 'secret'],
  telegram: ['secret'],
  imessage: ['account_id', 'secret'],
  viber: ['sender', 'secret'],
};

/** One channel's configuration as the console reads it: never a credential, only whether it is set. */
export const ChannelSetting = z.object({
  channel: OutsideChannel,
  /** Enabled, and everything the provider needs is set: messages are handed to it. */
  configured: z.boolean(),
  enabled: z.boolean(),
  /** The provider's API base URL; null is the provider's own. */
  base_url: z.string().nullable(),
  /** Twilio's Account SID; the business id of Apple Messages or Viber. */
  account_id: z.string().nullable(),
  /** The number or name messages are sent from. */
  sender: z.string().nullable(),
  /** The extension that gets a conversation an outside number starts. */
  inbox_account: z.string().nullable(),
  has_secret: z.boolean(),
  has_webhook_secret: z.boolean(),
  /** The path the provider's webhook posts to (this server's address before it). */
  webhook_path: z.string(),
  updated_at: z.string().nullable(),
});
export type ChannelSetting = z.infer<typeof ChannelSetting>;

export const ChannelSettingList = z.object({ data: z.array(ChannelSetting) });
export type ChannelSettingList = z.infer<typeof ChannelSettingList>;

export const ChannelDomainParams = z.object({ domain: z.string().min(1).max(253) });
export const ChannelParams = ChannelDomainParams.extend({ channel: OutsideChannel });

const Optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT a channel's configuration. A credential left out (or null) keeps the stored one. */
export const SetChannelSetting = z
  .object({
    enabled: z.boolean().default(true),
    base_url: z
      .string()
      .trim()
      .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .max(500)
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v.replace(/\/+$/, '') : null)),
    account_id: Optional(100),
    sender: Optional(100),
    inbox_account: z
      .string()
      .trim()
      .regex(/^[0-9]{2,20}$/, 'must be an extension number'),
    secret: z.string().min(1).max(500).nullish(),
    webhook_secret: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'may hold only letters, digits, _ and - (at most 256)')
      .nullish(),
  })
  .strict();
export type SetChannelSetting = z.output<typeof SetChannelSetting>;
export type SetChannelSettingInput = z.input<typeof SetChannelSetting>;

/**
 * A message's delivery on an outside channel, in its `extras.delivery`: pending (queued, or waiting to
 * try again after `reason`), sent (the provider took it), failed (for good, with `reason`).
 */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export const ChannelDelivery = z.object({
  state: z.enum(DELIVERY_STATES),
  reason: z.string().optional(),
  attempts: z.number().int().optional(),
});
export type ChannelDelivery = z.infer<typeof ChannelDelivery>;

/** The receipt type of a delivery's outcome on an outside channel (the receipt's extra.delivery). */
export const DELIVERY_RECEIPT_TYPE = 20;

/** The delivery in a message's extras, if it has one. */
export function deliveryOf(extras: Record<string, unknown> | null | undefined): ChannelDelivery | null {
  const parsed = ChannelDelivery.safeParse(extras?.delivery);
  return parsed.success ? parsed.data : null;
}
