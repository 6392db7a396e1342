/** Chat messages of the omnichannel inbox (spec 000 §3); the messaging issue extends this table. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    messageid: text('messageid').primaryKey(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    sender: text('sender').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull().default(''),
    channel: text('channel').notNull().default('app'),
    mediatype: text('mediatype'),
    media: text('media'),
    /** 0 new, 3 delivered, 5 read */
    status: integer('status').notNull().default(0),
    extras: jsonb('extras'),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_domain_date').on(t.domain, t.creationdate.desc())],
);
