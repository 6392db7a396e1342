/**
 * Kamailio's own tables, as its 5.6 packages create them (/usr/share/kamailio/postgres/standard-,
 * auth_db-, usrloc-, acc-, dialog-create.sql), created by Portside's migrations so that one PostgreSQL
 * holds Portside and the registrar (DESIGN §5b). Column names, types and defaults are Kamailio's: its
 * modules read and write them by name and check each table's `version` row at start.
 *
 * Portside writes `subscriber` (subscriber-sync, in the transaction of each extension change) and
 * reads `location` (registrations/registrar.ts); Kamailio writes `location`, `acc`, `acc_cdrs`,
 * `missed_calls`, `dialog` and `dialog_vars`.
 */
import { index, integer, pgTable, real, serial, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { extensions } from '../schema.ts';

/** Kamailio's table versions (5.6), which its modules check at start; rows inserted by the migration. */
export const kamailioVersion = pgTable(
  'version',
  {
    id: serial('id').primaryKey(),
    tableName: varchar('table_name', { length: 32 }).notNull(),
    tableVersion: integer('table_version').notNull().default(0),
  },
  (t) => [unique('version_table_name_idx').on(t.tableName)],
);

/**
 * auth_db's credentials: one row per extension that may register, ha1 = MD5(user:realm:password) and
 * ha1b = MD5(user@domain:realm:password) with the domain as realm; `password` (clear text) stays empty.
 * `extension_uuid` is Portside's: deleting an extension deletes its row in the same statement.
 */
export const kamailioSubscriber = pgTable(
  'subscriber',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull().default(''),
    domain: varchar('domain', { length: 64 }).notNull().default(''),
    password: varchar('password', { length: 64 }).notNull().default(''),
    ha1: varchar('ha1', { length: 128 }).notNull().default(''),
    ha1b: varchar('ha1b', { length: 128 }).notNull().default(''),
    extensionUuid: uuid('extension_uuid')
      .notNull()
      .references(() => extensions.extensionUuid, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('subscriber_account_idx').on(t.username, t.domain),
    unique('subscriber_extension_uuid').on(t.extensionUuid),
    index('subscriber_username_idx').on(t.username),
  ],
);

const kamailioTime = (name: string, fallback: string) =>
  timestamp(name, { withTimezone: false, mode: 'string' }).notNull().default(fallback);

/** usrloc's registrations (db_mode 1: written through as phones register, refresh and expire). */
export const kamailioLocation = pgTable(
  'location',
  {
    id: serial('id').primaryKey(),
    ruid: varchar('ruid', { length: 64 }).notNull().default(''),
    username: varchar('username', { length: 64 }).notNull().default(''),
    domain: varchar('domain', { length: 64 }),
    contact: varchar('contact', { length: 512 }).notNull().default(''),
    received: varchar('received', { length: 128 }),
    path: varchar('path', { length: 512 }),
    expires: kamailioTime('expires', '2030-05-28 21:32:15'),
    q: real('q').notNull().default(1.0),
    callid: varchar('callid', { length: 255 }).notNull().default('Default-Call-ID'),
    cseq: integer('cseq').notNull().default(1),
    lastModified: kamailioTime('last_modified', '2000-01-01 00:00:01'),
    flags: integer('flags').notNull().default(0),
    cflags: integer('cflags').notNull().default(0),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    socket: varchar('socket', { length: 64 }),
    methods: integer('methods'),
    instance: varchar('instance', { length: 255 }),
    regId: integer('reg_id').notNull().default(0),
    serverId: integer('server_id').notNull().default(0),
    connectionId: integer('connection_id').notNull().default(0),
    keepalive: integer('keepalive').notNull().default(0),
    partition: integer('partition').notNull().default(0),
  },
  (t) => [
    unique('location_ruid_idx').on(t.ruid),
    index('location_account_contact_idx').on(t.username, t.domain, t.contact),
    index('location_expires_idx').on(t.expires),
    index('location_tcpcon_idx').on(t.connectionId),
    index('location_connection_idx').on(t.serverId, t.connectionId),
  ],
);

export const kamailioLocationAttrs = pgTable(
  'location_attrs',
  {
    id: serial('id').primaryKey(),
    ruid: varchar('ruid', { length: 64 }).notNull().default(''),
    username: varchar('username', { length: 64 }).notNull().default(''),
    domain: varchar('domain', { length: 64 }),
    aname: varchar('aname', { length: 64 }).notNull().default(''),
    atype: integer('atype').notNull().default(0),
    avalue: varchar('avalue', { length: 512 }).notNull().default(''),
    lastModified: kamailioTime('last_modified', '2000-01-01 00:00:01'),
  },
  (t) => [
    index('location_attrs_account_record_idx').on(t.username, t.domain, t.ruid),
    index('location_attrs_last_modified_idx').on(t.lastModified),
  ],
);

/**
 * acc's transaction records (INVITE answered, BYE) and failed calls, with the config's db_extra columns:
 * who called whom, so a record names both extensions and their domain.
 */
const accColumns = () => ({
  id: serial('id').primaryKey(),
  method: varchar('method', { length: 16 }).notNull().default(''),
  fromTag: varchar('from_tag', { length: 128 }).notNull().default(''),
  toTag: varchar('to_tag', { length: 128 }).notNull().default(''),
  callid: varchar('callid', { length: 255 }).notNull().default(''),
  sipCode: varchar('sip_code', { length: 3 }).notNull().default(''),
  sipReason: varchar('sip_reason', { length: 128 }).notNull().default(''),
  time: timestamp('time', { withTimezone: false, mode: 'string' }).notNull(),
  srcUser: varchar('src_user', { length: 64 }).notNull().default(''),
  srcDomain: varchar('src_domain', { length: 128 }).notNull().default(''),
  srcIp: varchar('src_ip', { length: 64 }).notNull().default(''),
  dstUser: varchar('dst_user', { length: 64 }).notNull().default(''),
  dstDomain: varchar('dst_domain', { length: 128 }).notNull().default(''),
});

export const kamailioAcc = pgTable('acc', accColumns(), (t) => [index('acc_callid_idx').on(t.callid)]);

export const kamailioMissedCalls = pgTable('missed_calls', accColumns(), (t) => [
  index('missed_calls_callid_idx').on(t.callid),
]);

/** acc's dialog-based call records (cdr_enable): one row per ended call with its duration in seconds. */
export const kamailioAccCdrs = pgTable(
  'acc_cdrs',
  {
    id: serial('id').primaryKey(),
    startTime: kamailioTime('start_time', '2000-01-01 00:00:00'),
    endTime: kamailioTime('end_time', '2000-01-01 00:00:00'),
    duration: real('duration').notNull().default(0),
    callid: varchar('callid', { length: 255 }).notNull().default(''),
    srcUser: varchar('src_user', { length: 64 }).notNull().default(''),
    srcDomain: varchar('src_domain', { length: 128 }).notNull().default(''),
    dstUser: varchar('dst_user', { length: 64 }).notNull().default(''),
    dstDomain: varchar('dst_domain', { length: 128 }).notNull().default(''),
  },
  (t) => [
    index('acc_cdrs_start_time_idx').on(t.startTime),
    index('acc_cdrs_dst_domain_start').on(t.dstDomain, t.startTime),
  ],
);

/** dialog's calls in progress (db_mode realtime), so a restarted Kamailio still ends and records them. */
export const kamailioDialog = pgTable(
  'dialog',
  {
    id: serial('id').primaryKey(),
    hashEntry: integer('hash_entry').notNull(),
    hashId: integer('hash_id').notNull(),
    callid: varchar('callid', { length: 255 }).notNull(),
    fromUri: varchar('from_uri', { length: 255 }).notNull(),
    fromTag: varchar('from_tag', { length: 128 }).notNull(),
    toUri: varchar('to_uri', { length: 255 }).notNull(),
    toTag: varchar('to_tag', { length: 128 }).notNull(),
    callerCseq: varchar('caller_cseq', { length: 20 }).notNull(),
    calleeCseq: varchar('callee_cseq', { length: 20 }).notNull(),
    callerRouteSet: varchar('caller_route_set', { length: 512 }),
    calleeRouteSet: varchar('callee_route_set', { length: 512 }),
    callerContact: varchar('caller_contact', { length: 255 }).notNull(),
    calleeContact: varchar('callee_contact', { length: 255 }).notNull(),
    callerSock: varchar('caller_sock', { length: 64 }).notNull(),
    calleeSock: varchar('callee_sock', { length: 64 }).notNull(),
    state: integer('state').notNull(),
    startTime: integer('start_time').notNull(),
    timeout: integer('timeout').notNull().default(0),
    sflags: integer('sflags').notNull().default(0),
    iflags: integer('iflags').notNull().default(0),
    torouteName: varchar('toroute_name', { length: 32 }),
    reqUri: varchar('req_uri', { length: 255 }).notNull(),
    xdata: varchar('xdata', { length: 512 }),
  },
  (t) => [index('dialog_hash_idx').on(t.hashEntry, t.hashId)],
);

export const kamailioDialogVars = pgTable(
  'dialog_vars',
  {
    id: serial('id').primaryKey(),
    hashEntry: integer('hash_entry').notNull(),
    hashId: integer('hash_id').notNull(),
    dialogKey: varchar('dialog_key', { length: 128 }).notNull(),
    dialogValue: varchar('dialog_value', { length: 512 }).notNull(),
  },
  (t) => [index('dialog_vars_hash_idx').on(t.hashEntry, t.hashId)],
);
