/**
 * Domain users (spec 001 Users), the other environments of their organisation they are granted, and the
 * extensions each user holds (User Details).
 */
import { USER_ROLES } from '@portside/contract';
import { LANGUAGES } from '@portside/contract/locale';
import { boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { extensions } from '../pbx/schema.ts';
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
    /** What the user may do (contract access.ts); 'operator' unless given another. */
    role: text('role', { enum: USER_ROLES }).notNull().default('operator'),
    contactNameGiven: text('contact_name_given').notNull().default(''),
    /** The console language the user chose (contract LANGUAGES); null until they choose, then the browser's. */
    language: text('language', { enum: LANGUAGES }),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_domain_username').on(t.domain, t.username),
    // The list's order with its tie-breaker (page 1 walks it; exports seek through it by keyset).
    index('users_domain_insert_date_uuid').on(t.domain, t.insertDate, t.userUuid),
  ],
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

/**
 * The extensions of a user (spec 001 User Details, 'User Extensions'): a link per user and extension of
 * the same domain (the service checks that), gone with either side.
 */
export const userExtensions = pgTable(
  'user_extensions',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.userUuid, { onDelete: 'cascade' }),
    extensionUuid: uuid('extension_uuid')
      .notNull()
      .references(() => extensions.extensionUuid, { onDelete: 'cascade' }),
    insertDate: timestamp('extension_user_insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userUuid, t.extensionUuid] }),
    index('user_extensions_extension').on(t.extensionUuid),
  ],
);
