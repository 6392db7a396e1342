/** Calling cards (spec 002): tariffs, the per-type card configuration, PINs and cabins, and their call records. */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

const domain = () =>
  text('domain')
    .notNull()
    .references(() => environments.domain);
/** Money as exact decimals; drizzle hands them over as strings, services convert at the edge. */
const money = (name: string) => numeric(name, { precision: 12, scale: 4 }).notNull().default('0');

export const tariffs = pgTable(
  'cc_tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    description: text('description').notNull(),
    /** per minute */
    defaultCost: money('default_cost'),
    /** per minute */
    defaultPrice: money('default_price'),
    /** seconds of free time per card in a billing period (cc_cards.free_seconds_used counts them down) */
    initblock: integer('initblock').notNull().default(0),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    status: integer('status').notNull().default(1),
    /** The PIN type the tariff is offered for; null for any type. */
    type: text('type', { enum: ['admin', 'cabin'] }),
    /** Billed seconds are a multiple of this (1 to 3600); 1 rates per second. */
    billingIncrement: integer('billing_increment').notNull().default(1),
    /** A call that bills anything bills at least this many seconds (0 to 3600); 0 is no minimum. */
    minimumDuration: integer('minimum_duration').notNull().default(0),
  },
  (t) => [
    check('cc_tariffs_billing_increment_range', sql`${t.billingIncrement} BETWEEN 1 AND 3600`),
    check('cc_tariffs_minimum_duration_range', sql`${t.minimumDuration} BETWEEN 0 AND 3600`),
  ],
);

/** How each card type dials out: the rows of the dashboard's Calling Cards table. type null = untyped config. */
export const cardTypes = pgTable(
  'cc_card_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    type: text('type'),
    status: integer('status').notNull().default(1),
    dialingPrefix: text('dialing_prefix'),
    defaultTariff: integer('default_tariff').references(() => tariffs.id),
  },
  (t) => [unique('cc_card_types_domain_type').on(t.domain, t.type)],
);

/** A PIN (admin) or cabin; status 1 active, 0 inactive. */
export const cards = pgTable(
  'cc_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    pin: text('pin').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['admin', 'cabin'] }).notNull(),
    tariff: integer('tariff').references(() => tariffs.id),
    credit: money('credit'),
    initialbalance: money('initialbalance'),
    currency: text('currency').notNull().default('USD'),
    status: integer('status').notNull().default(1),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
    expirationdate: timestamp('expirationdate', { withTimezone: true }),
    lastuse: timestamp('lastuse', { withTimezone: true }),
    /**
     * Free seconds (the tariff's initblock) used by rated calls in the current billing period; the billing
     * reset sets it back to 0. Free seconds left = initblock − this − those held by live reservations.
     */
    freeSecondsUsed: integer('free_seconds_used').notNull().default(0),
  },
  (t) => [unique('cc_cards_domain_pin').on(t.domain, t.pin)],
);

export const cdrs = pgTable(
  'cc_cdrs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    callid: text('callid').notNull(),
    card: integer('card').references(() => cards.id),
    pin: text('pin').notNull(),
    name: text('name').notNull().default(''),
    type: text('type').notNull(),
    src: text('src').notNull().default(''),
    destination: text('destination').notNull(),
    destinationName: text('destination_name').notNull().default(''),
    starttime: timestamp('starttime', { withTimezone: true }).notNull(),
    /** null while the call is in progress */
    stoptime: timestamp('stoptime', { withTimezone: true }),
    /** seconds */
    sessiontime: integer('sessiontime').notNull().default(0),
    /** seconds */
    billedSessiontime: integer('billed_sessiontime').notNull().default(0),
    tariff: integer('tariff').references(() => tariffs.id),
    blockprice: money('blockprice'),
    blockcost: money('blockcost'),
    sessionprice: money('sessionprice'),
    sessioncost: money('sessioncost'),
    answered: integer('answered').notNull().default(0),
    terminatecauseid: text('terminatecauseid').notNull().default('NORMAL_CLEARING'),
    direction: text('direction').notNull().default('outbound'),
    archived: integer('archived').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    // How the call was rated (issue 13 item 4), written by POST /v3/callingcard/cdr; null on records the
    // engine did not rate (the demo seed's). Billed seconds, cost and price are the columns above.
    /** 'special' (a special-rate prefix matched) or 'default' (the tariff's default rate) */
    rateSource: text('rate_source', { enum: ['special', 'default'] }),
    rateId: integer('rate_id'),
    /** the matched dial prefix */
    ratePrefix: text('rate_prefix'),
    rateName: text('rate_name'),
    /** per minute */
    rateCost: numeric('rate_cost', { precision: 12, scale: 4 }),
    /** per minute */
    ratePrice: numeric('rate_price', { precision: 12, scale: 4 }),
    billingIncrement: integer('billing_increment'),
    minimumDuration: integer('minimum_duration'),
    /** free seconds of the billing period this call used */
    freeSeconds: integer('free_seconds').notNull().default(0),
    /** the seconds its authorization granted, when it was rated against a live reservation */
    grantedSeconds: integer('granted_seconds'),
    /** What the CDRs list's `search` looks in: call id, PIN, name, numbers and destination, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("callid" || ' ' || "pin" || ' ' || "name" || ' ' || "src" || ' ' || "destination" || ' ' || "destination_name")`,
    ),
  },
  (t) => [
    // Contains-search on one trigram index (DESIGN §6), lower-cased once on write.
    index('cc_cdrs_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('cc_cdrs_domain_starttime').on(t.domain, t.starttime.desc()),
    // The CDRs list: a type's current (or archived) records by start time and id, read straight off the
    // index. Ascending on purpose: scanned backwards it is exactly ORDER BY … DESC (NULLS FIRST), forwards
    // ASC; a DESC NULLS LAST index would not match the list's DESC order and the planner would sort.
    index('cc_cdrs_type_archived_starttime_id').on(t.domain, t.type, t.archived, t.starttime, t.id),
    // The same without a type (the API's list of every type, and its export): page 1 of a million records
    // reads 26 rows off it instead of sorting them all (2.8 s; issue 13 item 7).
    index('cc_cdrs_archived_starttime_id').on(t.domain, t.archived, t.starttime, t.id),
    // A switch posting the same call twice changes nothing (POST /v3/callingcard/cdr).
    unique('cc_cdrs_domain_callid').on(t.domain, t.callid),
  ],
);
