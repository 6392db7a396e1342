/**
 * What the switch's calls leave behind (issue 13 items 2, 3): the credit and free seconds held for each
 * authorized call while it is up, and the call records that could not be taken, kept for an administrator.
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';
import { cards, cdrs, tariffs } from './schema.ts';

const domain = () =>
  text('domain')
    .notNull()
    .references(() => environments.domain);
const money = (name: string) => numeric(name, { precision: 12, scale: 4 });

/**
 * One authorized call (POST /v3/callingcard/authorize): its grant, and the price and free seconds held
 * against the card while it is live (not released, not expired). Released by the call's record, which is
 * then rated at the rate held here; after expires_at it no longer counts. Kept afterwards: the same
 * callid authorized again answers this grant.
 */
export const callReservations = pgTable(
  'cc_call_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    callid: text('callid').notNull(),
    card: integer('card')
      .notNull()
      .references(() => cards.id),
    pin: text('pin').notNull(),
    destination: text('destination').notNull(),
    tariff: integer('tariff')
      .notNull()
      .references(() => tariffs.id),
    currency: text('currency').notNull(),
    rateSource: text('rate_source', { enum: ['special', 'default'] }).notNull(),
    rateId: integer('rate_id'),
    ratePrefix: text('rate_prefix'),
    rateName: text('rate_name'),
    /** per minute */
    rateCost: money('rate_cost').notNull(),
    /** per minute */
    ratePrice: money('rate_price').notNull(),
    billingIncrement: integer('billing_increment').notNull(),
    minimumDuration: integer('minimum_duration').notNull(),
    /** the longest the call may last, seconds */
    maxSeconds: integer('max_seconds').notNull(),
    /** free seconds held */
    freeSeconds: integer('free_seconds').notNull(),
    /** the price of the longest call, held against the credit (0 for an admin PIN, which has no credit) */
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** created_at + max_seconds + the margin; a reservation not released by then no longer counts */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** the record that released it */
    cdr: integer('cdr').references(() => cdrs.id),
  },
  (t) => [
    unique('cc_call_reservations_domain_callid').on(t.domain, t.callid),
    // What a card has held: its live reservations (authorization sums them under the card's row lock).
    index('cc_call_reservations_card_live').on(t.card, t.expiresAt).where(sql`${t.releasedAt} is null`),
    // The dashboard's Current Calls.
    index('cc_call_reservations_domain_live').on(t.domain, t.expiresAt).where(sql`${t.releasedAt} is null`),
  ],
);

/** A call record POST /v3/callingcard/cdr could not take (malformed, unknown PIN…), kept with the reason. */
export const cdrDeadLetters = pgTable(
  'cc_cdr_dead_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: domain(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** the record's uuid when it could be read */
    callid: text('callid'),
    /** the field at fault, when one is */
    field: text('field'),
    reason: text('reason').notNull(),
    /** the API token that posted it, by name */
    source: text('source').notNull().default(''),
    contentType: text('content_type').notNull().default(''),
    /** the body as received */
    body: text('body').notNull(),
  },
  (t) => [index('cc_cdr_dead_letters_domain_received_id').on(t.domain, t.receivedAt, t.id)],
);
