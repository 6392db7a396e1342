/**
 * The messaging store (spec 000 §3, §4; DESIGN §5; docs/MESSAGING.md). Five tables:
 * - chat_messages: one row per message, unique per (domain, sender, messageid), so a resend is found;
 *   `status` is the least status its recipients have reached (0 new, 3 delivered, 5 read).
 * - chat_accounts: one row per messaging account of a domain, holding the account's stream counter.
 *   Writers lock these rows (in the order of domain and account, so two writers never deadlock) and take
 *   the next numbers, so an account's sequence has no gap and commits in order.
 * - chat_stream: an account's stream, numbered 1, 2, 3…: each item carries a message (the account's copy:
 *   the conversation it belongs to as the account sees it, incoming or outgoing, and for an incoming one
 *   the account's own delivery status) or an event (a receipt for a message the account sent).
 * - chat_events: receipts and events of a message (type 3 delivered, 5 read, 14 language score), at most
 *   one of each type per account, with the receipt's JSON as GET /v3/chat/event answers it.
 * - chat_conversations: per account and peer, the newest stream item, so the conversation list reads one
 *   row per conversation however long the conversations are.
 * Only chat_messages and chat_accounts carry a domain column: the others hang off them. Audit triggers do
 * not apply to these tables (messages are not configuration). The hot path's tables keep only the foreign
 * keys deleting a message needs (its copies, events and conversations go with it): measured on PostgreSQL,
 * the per-row checks of the others cost a third of the stream's insert.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

const domain = () =>
  text('domain')
    .notNull()
    .references(() => environments.domain);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    /** The sending account, an outside number, or '1' (the system). */
    sender: text('sender').notNull(),
    /** As stored: one account or outside number, or a group's members sorted and joined by ':'. */
    address: text('address').notNull(),
    /** The client's id, unique per sender (a resend with the same id is the same message). */
    messageid: text('messageid').notNull(),
    message: text('message').notNull().default(''),
    channel: text('channel').notNull().default('app'),
    mediatype: text('mediatype'),
    media: text('media'),
    topic: text('topic'),
    senderid: text('senderid'),
    issync: boolean('issync').notNull().default(false),
    extras: jsonb('extras').$type<Record<string, unknown>>(),
    /** 0 new, 3 delivered, 5 read: the least over the recipients. */
    status: smallint('status').notNull().default(0),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
  },
  // One index for three needs: a sender's messageid is unique (a resend is found), GET /v3/chat/event and
  // skipFromMessageId find a message by domain and id without its sender, and the dashboard counts a
  // domain's messages (an index-only scan on its first column).
  (t) => [unique('chat_messages_domain_messageid_sender').on(t.domain, t.messageid, t.sender)],
);

export const chatAccounts = pgTable(
  'chat_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    account: text('account').notNull(),
    /** The number of the account's newest stream item (0: none yet). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('chat_accounts_domain_account').on(t.domain, t.account)],
);

export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Who sent the receipt: the recipient account (or outside number). */
    sender: text('sender').notNull(),
    /** 3 delivered, 5 read, 14 language score. */
    type: smallint('type').notNull(),
    /** The message's status after the receipt. */
    status: smallint('status').notNull(),
    /** The receipt as delivered (contract Receipt). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
  },
  // One receipt of each type per account and message: a repeat is found here and goes no further.
  (t) => [unique('chat_events_message_sender_type').on(t.messageId, t.sender, t.type)],
);

export const chatStream = pgTable(
  'chat_stream',
  {
    /** chat_accounts.id: no foreign key, a check per row on the busiest insert (an account is never deleted). */
    accountId: integer('account_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => chatEvents.id, { onDelete: 'cascade' }),
    /** A message item's conversation as the account sees it: the other account, the group, the number. */
    peer: text('peer'),
    /** A message item: the account received it (type 0) rather than sent it (type 1). */
    incoming: boolean('incoming').notNull().default(false),
    /** An incoming message item: how far this account has got with it (0, 3 delivered, 5 read). */
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'chat_stream_pkey', columns: [t.accountId, t.seq] }),
    check('chat_stream_one_item', sql`num_nonnulls(${t.messageId}, ${t.eventId}) = 1`),
    // A receipt finds the recipient's copy; a message's status is the least over its copies.
    uniqueIndex('chat_stream_message_account')
      .on(t.messageId, t.accountId)
      .where(sql`${t.messageId} is not null`),
    // A conversation's history, newest first, and its size.
    index('chat_stream_account_peer_seq')
      .on(t.accountId, t.peer, t.seq)
      .where(sql`${t.messageId} is not null`),
    // Unread counts read only the unread copies.
    index('chat_stream_unread').on(t.accountId, t.peer).where(sql`${t.incoming} and ${t.status} < 5`),
    index('chat_stream_event').on(t.eventId).where(sql`${t.eventId} is not null`),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    /** chat_accounts.id (no foreign key, as chat_stream's). */
    accountId: integer('account_id').notNull(),
    peer: text('peer').notNull(),
    /** The stream number of the conversation's newest message item of this account. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'chat_conversations_pkey', columns: [t.accountId, t.peer] }),
    // The list, newest first: scanned backwards. No index on message_id: only deleting messages (never
    // done by the product) looks conversations up by it, and every message would pay for one.
    index('chat_conversations_account_last_seq').on(t.accountId, t.lastSeq),
  ],
);
