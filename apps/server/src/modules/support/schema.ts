/**
 * The public site's support chat (issue 12 item 6): a visitor of the chat-support widget is a messaging
 * address of the support environment's domain (`number`, a '0' and 11 digits, never an extension), so
 * their conversation with the support desk's account goes through the messaging core like any other: the
 * visitor's messages and the desk's replies are stored before delivery, and each gets a number in the
 * visitor's own stream (chat_accounts / chat_stream), from which the widget catches up. The widget holds a
 * token the server issued; only its SHA-256 is kept here. `desk` is the account the conversation was opened
 * with, so changing SUPPORT_ACCOUNT later leaves open conversations where they are.
 */
import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const supportVisitors = pgTable(
  'support_visitors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    /** The visitor's messaging address in the domain. */
    number: text('number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The support desk's account the conversation is with. */
    desk: text('desk').notNull(),
    /** SHA-256 (hex) of the visitor's token; the token itself is only in the visitor's browser. */
    tokenHash: text('token_hash').notNull().unique('support_visitors_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('support_visitors_domain_number').on(t.domain, t.number)],
);
