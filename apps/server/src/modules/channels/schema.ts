/**
 * The outside channels (DESIGN §5, issue 12 item 4). Two tables:
 * - channel_configs: one row per environment and outside channel (sms, whatsapp, telegram, imessage,
 *   viber): the provider's API base URL, account id, sending number or name, the account that gets new
 *   conversations, and the credentials, encrypted at rest like SIP passwords (platform/secrets.ts). No
 *   row, or a disabled one, is "not configured": a send is stored as failed with the reason.
 * - channel_deliveries: the outbound queue. A message to an outside number on a configured channel gets
 *   a pending row in the same transaction as the message; the delivery worker (delivery-worker.ts) takes
 *   due rows (a lease in claimed_until, so two instances never send one twice at once), hands them to the
 *   connector, and marks them sent, or pending again with a later next_attempt_at, or failed for good.
 * Inbound messages need no table of their own: a provider's message id is the message's messageid and the
 * outside number its sender, so chat_messages' unique (domain, messageid, sender) makes a repeated webhook
 * a repeat.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { chatMessages } from '../messaging/schema.ts';
import { environments } from '../tenancy/schema.ts';

export const channelConfigs = pgTable(
  'channel_configs',
  {
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    /** sms, whatsapp, telegram, imessage, viber (contract channels.ts OUTSIDE_CHANNELS). */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The provider's API base URL; null: the provider's own (api.telegram.org, api.twilio.com…). */
    baseUrl: text('base_url'),
    /** Twilio's Account SID, the business id of Apple or Viber; null for Telegram. */
    accountId: text('account_id'),
    /** The number or name messages are sent from (Twilio's From; Viber's sender name). */
    sender: text('sender'),
    /** The extension that gets a conversation an outside number starts. */
    inboxAccount: text('inbox_account').notNull(),
    /** The API credential (Twilio auth token, bot token…), AES-256-GCM; never answered. */
    secretEncrypted: text('secret_encrypted'),
    /** The webhook's own secret where the provider has one apart (Telegram's secret_token), encrypted. */
    webhookSecretEncrypted: text('webhook_secret_encrypted'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'channel_configs_pkey', columns: [t.domain, t.channel] })],
);

export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    channel: text('channel').notNull(),
    /** pending (due at next_attempt_at), sent, failed (for good). */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends it: no other worker takes it before this instant. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last attempt's failure, as the sender reads it. */
    lastError: text('last_error'),
    /** The provider's id of the sent message (Twilio's sid, Telegram's message_id). */
    providerMessageId: text('provider_message_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The worker's question: which pending deliveries are due, soonest first.
  (t) => [index('channel_deliveries_due').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`)],
);

export type ChannelConfigRow = typeof channelConfigs.$inferSelect;
export type ChannelDeliveryRow = typeof channelDeliveries.$inferSelect;
