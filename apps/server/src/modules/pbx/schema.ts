/** The hosted PBX of each domain: extensions, App Access entries, ring groups, voicemail boxes, call records. */

import { LANGUAGES } from '@portside/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

/** A room extension's description: four comma-separated numbers, 'gateway,port,x,y' (POSIX regex). */
export const ROOM_DESCRIPTION_SQL = '^[0-9]+,[0-9]+,[0-9]+,[0-9]+$';
/** The n-th number of a room description, null for any other description. */
const roomNumber = (n: 1 | 2) =>
  sql.raw(
    `case when "description" ~ '${ROOM_DESCRIPTION_SQL}' then split_part("description", ',', ${n})::numeric end`,
  );

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
    /** FusionPBX's extension enabled: a disabled extension keeps its settings but cannot register or call. */
    enabled: boolean('enabled').notNull().default(true),
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
    /**
     * A room's gateway and port, the first two numbers of its description (null for other extensions),
     * kept by PostgreSQL on write so that reading them costs nothing: the list shows them, the export
     * writes 'Gateway: x, Port: y'. Numeric, so no description, however long its numbers, is refused.
     */
    roomGateway: numeric('room_gateway', { mode: 'number' }).generatedAlwaysAs(roomNumber(1)),
    roomPort: numeric('room_port', { mode: 'number' }).generatedAlwaysAs(roomNumber(2)),
    /** What the list's `search` looks in: number, caller ids and description, lower-cased (kept by PostgreSQL). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("extension" || ' ' || "effective_caller_id_name" || ' ' || "effective_caller_id_number" || ' ' || "outbound_caller_id_name" || ' ' || "outbound_caller_id_number" || ' ' || "description")`,
    ),
  },
  (t) => [
    unique('extensions_domain_extension').on(t.domain, t.extension),
    // Contains-search (DESIGN §6): one trigram index over the lower-cased searched text answers
    // LIKE '%term%'; lower-cased once on write so no row is case-folded at query time.
    index('extensions_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    // The list's default order with its tie-breaker: page 1 walks it, exports seek through it by keyset.
    // Ascending on purpose: scanned backwards it is exactly ORDER BY ... DESC (NULLS FIRST), forwards ASC.
    index('extensions_domain_insert_date_uuid').on(t.domain, t.insertDate, t.extensionUuid),
    // The gateway screen and report select and count rooms by their gateway number.
    index('extensions_domain_room_gateway').on(t.domain, t.roomGateway),
  ],
);

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
    /**
     * The self-service language the extension chose when signed in by code (contract LANGUAGES), as a
     * user's is on `users`: App Access is the extension's sign-in account. Null until chosen.
     */
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    unique('app_access_extension').on(t.extension),
    // The list's order (newest first, id as tie-breaker), scanned backwards: drizzle's .desc() would be
    // DESC NULLS LAST, which ORDER BY ... DESC (NULLS FIRST) cannot use.
    index('app_access_domain_creationdate_id').on(t.domain, t.creationdate, t.id),
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
    /** The timeout action's destination type (extension, ringgroup, voicemail, other); null: none. */
    timeoutActionName: text('ring_group_timeout_action_name'),
    /** Its number, or for 'other' check_voicemail, company_directory or hangup. */
    timeoutActionValue: text('ring_group_timeout_action_value'),
    /** The dialplan application and data the action becomes (ring-groups/timeout-action.ts). */
    timeoutApp: text('ring_group_timeout_app').notNull().default(''),
    timeoutData: text('ring_group_timeout_data').notNull().default(''),
    forwardDestination: text('ring_group_forward_destination').notNull().default(''),
    forwardEnabled: boolean('ring_group_forward_enabled').notNull().default(false),
    /** What the list's `search` looks in: number, name and caller ids, lower-cased (kept by PostgreSQL). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("ring_group_extension" || ' ' || "ring_group_name" || ' ' || "ring_group_caller_id_name" || ' ' || "ring_group_caller_id_number")`,
    ),
  },
  (t) => [
    unique('ring_groups_domain_extension').on(t.domain, t.extension),
    index('ring_groups_domain_insert_date_uuid').on(t.domain, t.insertDate, t.ringGroupUuid),
    index('ring_groups_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The numbers a ring group rings (spec 001 §3), one row per number of a group. */
export const ringGroupDestinations = pgTable(
  'ring_group_destinations',
  {
    id: uuid('ring_group_destination_uuid').primaryKey().defaultRandom(),
    ringGroupUuid: uuid('ring_group_uuid')
      .notNull()
      .references(() => ringGroups.ringGroupUuid, { onDelete: 'cascade' }),
    number: text('destination_number').notNull(),
    /** Seconds before this number rings. */
    delay: integer('destination_delay').notNull().default(0),
    /** Seconds it rings. */
    timeout: integer('destination_timeout').notNull().default(30),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ring_group_destinations_group_number').on(t.ringGroupUuid, t.number)],
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
    /** Where 'e-mail the message' sends each new message (its audio attached); '' none. */
    mailTo: text('voicemail_mail_to').notNull().default(''),
    /** 'E-mail the message' on or off. */
    emailEnabled: boolean('voicemail_email_enabled').notNull().default(false),
    /**
     * Whether a message e-mailed by 'e-mail the message' stays in the box (FusionPBX's
     * voicemail_local_after_email); false deletes it once the mail server has taken it.
     */
    keepAfterEmail: boolean('voicemail_local_after_email').notNull().default(true),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('voicemail_boxes_domain_id').on(t.domain, t.voicemailId)],
);

/** A message left in a voicemail box (spec 001 §3); deleting the box deletes its messages. */
export const voicemailMessages = pgTable(
  'voicemail_messages',
  {
    voicemailMessageUuid: uuid('voicemail_message_uuid').primaryKey().defaultRandom(),
    domain: domain(),
    voicemailUuid: uuid('voicemail_uuid')
      .notNull()
      .references(() => voicemailBoxes.voicemailUuid, { onDelete: 'cascade' }),
    callerIdName: text('caller_id_name').notNull().default(''),
    callerIdNumber: text('caller_id_number').notNull().default(''),
    /** seconds */
    messageLength: integer('message_length').notNull().default(0),
    /** unix seconds */
    createdEpoch: bigint('created_epoch', { mode: 'number' }).notNull(),
    /** unix seconds when it was marked read (FusionPBX's read_epoch); null: new. */
    readEpoch: bigint('read_epoch', { mode: 'number' }),
  },
  (t) => [
    index('voicemail_messages_box_created').on(t.voicemailUuid, t.createdEpoch, t.voicemailMessageUuid),
    index('voicemail_messages_domain_created').on(t.domain, t.createdEpoch, t.voicemailMessageUuid),
  ],
);

/**
 * Inbound routes (FusionPBX dialplans of the public context): a call to `dialplan_number` goes to the
 * route's destination action. `dialplan_xml` is null while the XML is the one generated from number and
 * action; a PATCH may store its own.
 */
export const dialplans = pgTable(
  'dialplans',
  {
    dialplanUuid: uuid('dialplan_uuid').primaryKey().defaultRandom(),
    domain: domain(),
    name: text('dialplan_name').notNull(),
    number: text('dialplan_number').notNull(),
    order: integer('dialplan_order').notNull().default(100),
    context: text('dialplan_context').notNull().default('public'),
    /** [{ name: 'extension' | 'ringgroup' | 'voicemail' | 'other', value }] */
    destinationActions: jsonb('dialplan_destination_actions')
      .$type<Array<{ name: string; value: string }>>()
      .notNull(),
    description: text('dialplan_description').notNull().default(''),
    enabled: boolean('dialplan_enabled').notNull().default(true),
    xml: text('dialplan_xml'),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('dialplans_domain_number').on(t.domain, t.number),
    index('dialplans_domain_insert_date').on(t.domain, t.insertDate, t.dialplanUuid),
  ],
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

/** One SIP account of a provisioned phone; the password (when the file has its own) is encrypted. */
export interface StoredHardwareAccount {
  extension: string;
  domain: string;
  outboundProxy: string;
  outboundProxyPort: number;
  name: string;
  ringtone: number;
  /** platform/secrets ciphertext; null: the extension's own SIP password is used. */
  passwordEncrypted: string | null;
}

/**
 * Hardware provisioning files (spec 001 §3): one configuration per desk phone (MAC, 12 lower-case hex
 * digits, once per organisation: a MAC is one phone, whichever ship has it) with a time zone and up to
 * two SIP accounts. Pending until the phone has taken it, then archived. The phone fetches it with its
 * own provisioning credential (issue 14 item 4), of which only the SHA-256 is kept.
 */
export const hardwareFiles = pgTable(
  'hardware_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: domain(),
    mac: text('mac').notNull(),
    status: text('status', { enum: ['pending', 'archived'] })
      .notNull()
      .default('pending'),
    timezone: text('timezone').notNull().default('Auto'),
    account1: jsonb('account1').$type<StoredHardwareAccount>(),
    account2: jsonb('account2').$type<StoredHardwareAccount>(),
    /** The first account's name (the second's without a first), kept for the list and its search. */
    name: text('name').notNull().default(''),
    /** The accounts' extensions, '2101' or '2101, 2102'. */
    ext: text('ext').notNull().default(''),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's `search` looks in: MAC, name and extensions, lower-cased (kept by PostgreSQL). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower("mac" || ' ' || "name" || ' ' || "ext")`),
    /**
     * The organisation of the domain, set by the trigger hardware_files_organization on every insert and
     * change of domain (migration 0035), so a MAC is unique across the organisation's ships.
     */
    organizationCode: text('organization_code').notNull().default(''),
    /**
     * SHA-256 (hex) of the phone's provisioning credential. A new row gets the hash of a random value
     * nobody holds, until the service sets one it answers (at creation, or a rotation).
     */
    provisionTokenHash: text('provision_token_hash')
      .notNull()
      .default(
        sql`encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')`,
      ),
    credentialCreatedAt: timestamp('credential_created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a phone last fetched the file with its credential; null: never. */
    provisionedAt: timestamp('provisioned_at', { withTimezone: true }),
  },
  (t) => [
    unique('hardware_files_organization_mac').on(t.organizationCode, t.mac),
    unique('hardware_files_provision_token_hash').on(t.provisionTokenHash),
    index('hardware_files_domain_creationdate').on(t.domain, t.creationdate, t.id),
    index('hardware_files_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
