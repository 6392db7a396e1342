/**
 * The ship's assistant (bot 9998214, spec 000 §9; issue 12 item 5): the questions it answers from a FAQ
 * the environment's administrator keeps. An entry is found by its keywords (any of them in a question, as
 * whole words); its answer is sent back as the bot's message. The calling-card balance and the hand-off to
 * a person are built in (answers.ts), not entries.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const assistantFaq = pgTable(
  'assistant_faq',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    /** Lower-case words or phrases, each matched as whole words in a question. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** The question as the editor shows it (and a second source of words to match). */
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_faq_domain').on(t.domain, t.id)],
);

export type AssistantFaqRow = typeof assistantFaq.$inferSelect;
