/** Domain users (spec 001 Users) and the other environments of their organisation they are granted. */
import { boolean, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const users = pgTable(
  'users',
  {
    userUuid: uuid('user_uuid').primaryKey().defaultRandom(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    username: text('username').notNull(),
    /** argon2id hash; the clear password is never stored or logged. */
    passwordHash: text('password_hash').notNull(),
    email: text('user_email').notNull().default(''),
    enabled: boolean('user_enabled').notNull().default(true),
    contactNameGiven: text('contact_name_given').notNull().default(''),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_domain_username').on(t.domain, t.username)],
);

/** A user may act on these environments besides their own (same organisation only). */
export const userGrants = pgTable(
  'user_environment_grants',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.userUuid, { onDelete: 'cascade' }),
    environmentCode: text('environment_code')
      .notNull()
      .references(() => environments.code),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.environmentCode] })],
);
