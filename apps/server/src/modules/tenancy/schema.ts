/** Organisations and their environments (ships), synchronised from the fleet roster at start. */

import type { ModulesEnabled } from '@portside/contract';
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
});
