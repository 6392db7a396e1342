/** The hosted PBX of each domain: extensions, App Access entries, ring groups, voicemail boxes, call records. */

import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

const domain = () =>
  text('domain')
    .notNull()
    .references(() => environments.domain);

export const extensions = pgTable(
  'extensions',
  {
    extensionUuid: uuid('extension_uuid').primaryKey().defaultRandom(),
    domain: domain(),
    extension: text('extension').notNull(),
    /** AES-256-GCM ciphertext (platform/secrets): phones need the SIP password back, so it is not hashed. */
    passwordEncrypted: text('password_encrypted').notNull(),
    effectiveCallerIdName: text('effective_caller_id_name').notNull().default(''),
    effectiveCallerIdNumber: text('effective_caller_id_number').notNull().default(''),
    outboundCallerIdName: text('outbound_caller_id_name').notNull().default(''),
    outboundCallerIdNumber: text('outbound_caller_id_number').notNull().default(''),
    emergencyCallerIdName: text('emergency_caller_id_name').notNull().default(''),
    emergencyCallerIdNumber: text('emergency_caller_id_number').notNull().default(''),
    /** Room extensions: 'gateway,port,x,y' (four numbers); anything else for other phones. */
    description: text('description').notNull().default(''),
    accountcode: text('accountcode').notNull().default(''),
    /** 't' allows outbound calls (spec 001 §3). */
    tollAllow: text('toll_allow').notNull().default('t'),
    /** E.164 number (tn) without a leading 1. */
    phone: text('phone').notNull().default(''),
    configured: boolean('configured').notNull().default(false),
    temporary: boolean('temporary').notNull().default(false),
    forwardAllEnabled: boolean('forward_all_enabled').notNull().default(false),
    forwardAllDestination: text('forward_all_destination').notNull().default(''),
    forwardBusyEnabled: boolean('forward_busy_enabled').notNull().default(false),
    forwardBusyDestination: text('forward_busy_destination').notNull().default(''),
    forwardNoAnswerEnabled: boolean('forward_no_answer_enabled').notNull().default(false),
    forwardNoAnswerDestination: text('forward_no_answer_destination').notNull().default(''),
    forwardUserNotRegisteredEnabled: boolean('forward_user_not_registered_enabled').notNull().default(false),
    forwardUserNotRegisteredDestination: text('forward_user_not_registered_destination')
      .notNull()
      .default(''),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('extensions_domain_extension').on(t.domain, t.extension),
    index('extensions_domain_insert_date').on(t.domain, t.insertDate.desc()),
    // Contains-search (DESIGN §6): one trigram index over the searched text answers ILIKE '%term%'.
    index('extensions_search_trgm').using('gin', sql`(${extensionSearchText(t)}) gin_trgm_ops`),
    // The gateway screen and report select by the first number of a room description.
    index('extensions_domain_gateway').on(t.domain, sql`split_part(${t.description}, ',', 1)`),
  ],
);

/**
 * The text the extension list's `search` looks in. The list query must use this same expression so
 * PostgreSQL matches it to the trigram index; `||` (not concat_ws) because index expressions must be
 * immutable.
 */
export function extensionSearchText(t: {
  extension: unknown;
  effectiveCallerIdName: unknown;
  effectiveCallerIdNumber: unknown;
  outboundCallerIdName: unknown;
  outboundCallerIdNumber: unknown;
  description: unknown;
}): SQL {
  return sql`${t.extension} || ' ' || ${t.effectiveCallerIdName} || ' ' || ${t.effectiveCallerIdNumber} || ' ' || ${t.outboundCallerIdName} || ' ' || ${t.outboundCallerIdNumber} || ' ' || ${t.description}`;
}

/** Who may sign in by e-mailed code: extension is '9998<number>@<domain>' (spec 001 §3). */
export const appAccess = pgTable(
  'app_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    extension: text('extension').notNull(),
    preference: text('preference').notNull().default('email'),
    email: text('email').notNull(),
    status: integer('status').notNull().default(1),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('app_access_extension').on(t.extension),
    index('app_access_domain_creationdate').on(t.domain, t.creationdate.desc()),
    index('app_access_search_trgm').using('gin', sql`(${t.extension} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

/**
 * SIP registrations as the registrar reports them (written by the registrar, read by the console through
 * the RegistrarAdapter). `profile` is the SIP profile the phone registered on ('internal', 'external'),
 * which the Registrations screen shows as tabs.
 */
export const sipRegistrations = pgTable(
  'sip_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: domain(),
    profile: text('profile').notNull(),
    /** 'extension@domain' */
    sipUser: text('sip_user').notNull(),
    agent: text('agent').notNull().default(''),
    ip: text('ip').notNull(),
    port: integer('port').notNull(),
    /** Round trip of the registrar's last OPTIONS ping, in milliseconds. */
    pingTime: real('ping_time'),
    /** 'Reachable' or 'Unreachable' (the registrar's wording). */
    pingStatus: text('ping_status').notNull().default('Reachable'),
    /** e.g. 'Registered(UDP)', 'Registered(TLS)' */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sip_registrations_domain_profile').on(t.domain, t.profile, t.sipUser)],
);

export const ringGroups = pgTable(
  'ring_groups',
  {
    ringGroupUuid: uuid('ring_group_uuid').primaryKey().defaultRandom(),
    domain: domain(),
    extension: text('ring_group_extension').notNull(),
    name: text('ring_group_name').notNull(),
    callerIdName: text('ring_group_caller_id_name').notNull().default(''),
    callerIdNumber: text('ring_group_caller_id_number').notNull().default(''),
    callTimeout: integer('ring_group_call_timeout').notNull().default(30),
    strategy: text('ring_group_strategy').notNull().default('enterprise'),
    enabled: boolean('ring_group_enabled').notNull().default(true),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ring_groups_domain_extension').on(t.domain, t.extension)],
);

export const voicemailBoxes = pgTable(
  'voicemail_boxes',
  {
    voicemailUuid: uuid('voicemail_uuid').primaryKey().defaultRandom(),
    domain: domain(),
    voicemailId: text('voicemail_id').notNull(),
    passwordEncrypted: text('voicemail_password_encrypted').notNull(),
    description: text('voicemail_description').notNull().default(''),
    enabled: boolean('voicemail_enabled').notNull().default(true),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('voicemail_boxes_domain_id').on(t.domain, t.voicemailId)],
);

/** PBX call detail records (all calls through the switch, not only calling-card calls). */
export const pbxCdrs = pgTable(
  'pbx_cdrs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: domain(),
    callerIdNumber: text('caller_id_number').notNull(),
    destinationNumber: text('destination_number').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound', 'local'] }).notNull(),
    startStamp: timestamp('start_stamp', { withTimezone: true }).notNull(),
    /** seconds */
    duration: integer('duration').notNull().default(0),
    hangupCause: text('hangup_cause').notNull().default('NORMAL_CLEARING'),
  },
  (t) => [index('pbx_cdrs_domain_start').on(t.domain, t.startStamp.desc())],
);
