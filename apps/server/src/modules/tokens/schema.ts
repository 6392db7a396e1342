/**
 * Per-environment API tokens for machine clients (DESIGN §3): a switch asking for call authorization, a
 * broadcast integration. The token is shown once when created; only its SHA-256 is kept (a token is 32
 * random bytes, so a fast hash is enough: nobody can guess one to test against it), with a short prefix
 * people recognise it by. A revoked token keeps its row, so the list and the audit log still name it.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';
import { users } from '../users/schema.ts';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The environment the token acts on, and only that one (named domain like every table of a ship). */
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    name: text('name').notNull(),
    /** The token's first characters ('pst_' and 6 more), shown so a person can tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who created it; null once that user is deleted, or for the demo seed's token. */
    createdBy: uuid('created_by').references(() => users.userUuid, { onDelete: 'set null' }),
    /** The creator's user name at the time, kept for the list after the user is gone. */
    createdByName: text('created_by_name').notNull().default(''),
    /** Written at most once a minute per token, so a busy client costs no write per call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash').on(t.tokenHash),
    // A name is once per environment among active tokens, whatever its case; a revoked one frees it.
    uniqueIndex('api_tokens_domain_active_name')
      .on(t.domain, sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
    index('api_tokens_domain_created_at').on(t.domain, t.createdAt),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
