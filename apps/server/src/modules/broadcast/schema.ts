/**
 * Broadcast groups (spec 000 §3, §4, §7.4): a group of a domain, numbered from 18000, its members (the
 * domain's extensions) and the directory entry that registers the group by its number (department and
 * comments 'Broadcast Group'). The entry's name is also a directory contact with the group's number as an
 * app phone, so the members' conversation with the group is named like it (messaging peer_names). A group
 * is deleted after its members (the foreign key refuses otherwise), as the spec's order has it.
 * Every write is audited by the database triggers of migration 0028.
 */
import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contacts } from '../directory/schema.ts';
import { environments } from '../tenancy/schema.ts';

export const broadcastGroups = pgTable(
  'broadcast_groups',
  {
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    groupNumber: integer('group_number').notNull(),
    groupName: text('group_name').notNull(),
    groupColor: text('group_color').notNull().default('red'),
    /** Null at creation (spec 000 §3); kept as the client sent it. */
    editRoles: text('edit_roles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'broadcast_groups_pkey', columns: [t.domain, t.groupNumber] })],
);

export const broadcastMembers = pgTable(
  'broadcast_members',
  {
    domain: text('domain').notNull(),
    groupNumber: integer('group_number').notNull(),
    /** An extension of the domain (checked when added; one that is deleted later is skipped by a send). */
    extension: text('extension').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'broadcast_members_pkey', columns: [t.domain, t.groupNumber, t.extension] }),
    foreignKey({
      name: 'broadcast_members_group_fk',
      columns: [t.domain, t.groupNumber],
      foreignColumns: [broadcastGroups.domain, broadcastGroups.groupNumber],
    }),
  ],
);

export const directoryEntries = pgTable(
  'directory_entries',
  {
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    number: text('number').notNull(),
    appNumber: text('app_number').notNull().default(''),
    name: text('name').notNull(),
    comments: text('comments').notNull().default(''),
    owner: text('owner').notNull().default(''),
    department: text('department').notNull().default(''),
    /** The directory contact that names the number in conversations; deleted with the entry. */
    contactUuid: uuid('contact_uuid').references(() => contacts.contactUuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'directory_entries_pkey', columns: [t.domain, t.number] })],
);

export type BroadcastGroupRow = typeof broadcastGroups.$inferSelect;
export type DirectoryEntryRow = typeof directoryEntries.$inferSelect;
