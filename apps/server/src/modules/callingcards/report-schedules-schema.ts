/** Scheduled e-mail reports of calling cards (spec 002 §3): who receives what, how often, and when it last ran. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Whose call records it mails: admin, cabin or both. */
    reportType: text('report_type').notNull().default('both'),
    /** The hour it runs (0-23), in UTC or the ship's time. */
    runHour: integer('run_hour').notNull().default(6),
    /** A weekly report's weekday, 0 Sunday to 6 Saturday. */
    runWeekday: integer('run_weekday'),
    /** A monthly report's day, 1 to 28. */
    runDay: integer('run_day'),
    /**
     * Its times up to this instant are not due: set when it is created, re-timed or activated, so such a
     * change never fires a time that passed before it.
     */
    dueFrom: timestamp('due_from', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the period its last report covered: the next one starts here, so no call is missed. */
    reportedTo: timestamp('reported_to', { withTimezone: true }),
  },
  (t) => [
    check('report_schedules_report_type', sql`${t.reportType} in ('admin', 'cabin', 'both')`),
    check('report_schedules_run_hour', sql`${t.runHour} between 0 and 23`),
    check('report_schedules_run_weekday', sql`${t.runWeekday} between 0 and 6`),
    check('report_schedules_run_day', sql`${t.runDay} between 1 and 28`),
    // Ascending: scanned backwards it is the list's ORDER BY creationdate DESC, id DESC.
    index('report_schedules_domain_status_created_id').on(t.domain, t.status, t.creationdate, t.id),
  ],
);
