/** Every outgoing mail is written here first; sent_at is set once SMTP accepted it. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML alternative, when the mail has one (inquiries). */
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
