/** Organisations and their environments (ships), synchronised from the fleet roster at start. */

import type { ModulesEnabled } from '@portside/contract';
import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  modulesEnabled: jsonb('modules_enabled').$type<ModulesEnabled>().notNull(),
});

export const environments = pgTable('environments', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull().unique(),
  organizationCode: text('organization_code')
    .notNull()
    .references(() => organizations.code),
  apiUrl: text('api_url').notNull().default(''),
  stompUrl: text('stomp_url').notNull().default(''),
  octet: integer('octet'),
  pairedExtensions: boolean('paired_extensions').notNull().default(false),
  callingCardsOnly: boolean('calling_cards_only').notNull().default(false),
  /**
   * The environment's place in the roster file (0 first), null once the file no longer lists it. Lists
   * of environments follow it: the fleet's own order (spec 001 §9: CPL, KPL, DPL, FPH, FAW, MPL).
   */
  rosterPosition: integer('roster_position'),
  /**
   * The ship's IANA time zone, set by an administrator as it crosses zones (PUT /v3/utils/localtimezone);
   * null: the server's own (TZ). Local-time report schedules and the console's ship time follow it.
   */
  localTimezone: text('local_timezone'),
});

/**
 * The one order of environments wherever they are listed (login picker, session, environment chooser,
 * gateway report): the roster's, then by name for those it no longer lists.
 */
export const ROSTER_ORDER = [sql`${environments.rosterPosition} asc nulls last`, asc(environments.name)];
