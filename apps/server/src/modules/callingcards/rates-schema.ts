/** Special rates (spec 002 §3): a tariff's price and cost for calls to one dial prefix. */
import { index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';
import { tariffs } from './schema.ts';

export const tariffRates = pgTable(
  'cc_tariff_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    tariff: integer('tariff')
      .notNull()
      .references(() => tariffs.id),
    /** The dial prefix the rate applies to (the console's Dial Prefix); once per tariff. */
    destination: text('destination').notNull(),
    /** per minute */
    cost: numeric('cost', { precision: 12, scale: 4 }).notNull(),
    /** per minute */
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    name: text('name').notNull(),
    /** 1 active, 0 inactive */
    status: integer('status').notNull().default(1),
    creationdate: timestamp('creationdate', { withTimezone: true }).notNull().defaultNow(),
    currency: text('currency').notNull().default('USD'),
  },
  (t) => [
    unique('cc_tariff_rates_tariff_destination').on(t.tariff, t.destination),
    // Ascending: scanned backwards it is the list's ORDER BY creationdate DESC, id DESC.
    index('cc_tariff_rates_tariff_created_id').on(t.tariff, t.creationdate, t.id),
  ],
);
