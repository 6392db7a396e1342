/** Scheduled e-mail reports of calling cards (spec 002 §3): who receives what, how often, and when it last ran. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    /** The frequency: daily, weekly or monthly. */
    schedule: text('schedule').notNull(),
    /** Comma-separated e-mail addresses. */
    receiver: text('receiver').notNull().default(''),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
    /** 1 active, 0 inactive */
    status: integer('status').notNull().default(1),
    lastrun: timestamp('lastrun', { withTimezone: true }),
    /** 0 runs on UTC, 1 on the ship's local time */
    useLocalTimezone: integer('use_local_timezone').notNull().default(0),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    // Ascending: scanned backwards it is the list's ORDER BY creationdate DESC, id DESC.
    index('report_schedules_domain_status_created_id').on(t.domain, t.status, t.creationdate, t.id),
  ],
);
