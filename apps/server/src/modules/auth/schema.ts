/** Sessions, e-mailed sign-in codes and the attempt counters that rate-limit sign-in. */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';
import { users } from '../users/schema.ts';

/** The cookie carries a random token; only its SHA-256 is stored, so a database leak signs nobody in. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind', { enum: ['user', 'extension'] }).notNull(),
  userUuid: uuid('user_uuid').references(() => users.userUuid, { onDelete: 'cascade' }),
  /** For kind 'extension': the extension number that signed in by code. */
  extension: text('extension'),
  homeDomain: text('home_domain')
    .notNull()
    .references(() => environments.domain),
  /** The environment the console currently works on (switchable among the granted ones). */
  currentDomain: text('current_domain')
    .notNull()
    .references(() => environments.domain),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One live code per owner (extension@domain); a new request replaces the old code. */
export const securityCodes = pgTable('security_codes', {
  owner: text('owner').primaryKey(),
  type: text('type').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters keyed by e.g. 'login:ip:1.2.3.4' or 'login:account:cpl/admin'. */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
