/** Every outgoing mail is written here first; sent_at is set once SMTP accepted it. */
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file sent with a mail: its content is kept only when there is no SMTP server to send it to, as text,
 * or for binary content (a voicemail recording) as base64 with `encoding: 'base64'`.
 */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content?: string;
  encoding?: 'base64';
}

export const outbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML alternative, when the mail has one (inquiries). */
  html: text('html'),
  /** Files sent with it (a report's CSV, a voicemail recording). */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
