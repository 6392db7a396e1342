/**
 * The audit log (DESIGN §3; OWASP ASVS V7): one row per write to an audited table (recorded by a database
 * trigger in the same transaction as the write) and per security event (sign-in, failed sign-in, lockout,
 * token use). It names who, with which role, on which environment, what entity and id, which fields
 * changed (names only: never a value, so never a secret) and from which address.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The environment acted on (its domain); null for an event before any environment is known. */
    domain: text('domain'),
    /** 'user' (a console user), 'extension' (a code sign-in), 'token' (an API token), 'anonymous'. */
    actorKind: text('actor_kind').notNull(),
    /** User uuid, extension@domain, token id, or the name typed at a failed sign-in. */
    actorId: text('actor_id').notNull().default(''),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    /** create, update, delete, or an event: sign_in, sign_in_failed, lockout, sign_out, token_used. */
    action: text('action').notNull(),
    /** The table written (extensions, users, cc_cards, ...) or 'session' for sign-in events. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** Names of the fields written or changed; never their values. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    ip: text('ip').notNull().default(''),
    /** e.g. 'PATCH /v2/pbx/domain/:domain/extension/:ext', or a reason for an event. */
    detail: text('detail').notNull().default(''),
    /** What the list's `search` looks in: who, what, which id, the address and the call, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("actor_name" || ' ' || "actor_id" || ' ' || "action" || ' ' || "entity" || ' ' || "entity_id" || ' ' || "ip" || ' ' || "detail")`,
    ),
  },
  (t) => [
    // The list's order (newest first, id as tie-breaker), scanned backwards.
    index('audit_log_domain_at').on(t.domain, t.at, t.id),
    index('audit_log_actor_at').on(t.actorId, t.at),
    // Contains-search on one trigram index (DESIGN §6): the log grows with every write.
    index('audit_log_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type AuditEvent = Omit<typeof auditLog.$inferInsert, 'id' | 'at' | 'searchText'>;
