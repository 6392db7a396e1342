/** Every outgoing mail is written here first; sent_at is set once SMTP accepted it. */
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail: its content is kept only when there is no SMTP server to send it to. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content?: string;
}

export const outbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML alternative, when the mail has one (inquiries). */
  html: text('html'),
  /** Files sent with it (a report's CSV). */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
