/** Directory contacts of a domain (spec 001 Directory) and their phones, one per number and channel. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { environments } from '../tenancy/schema.ts';

export const contacts = pgTable(
  'contacts',
  {
    contactUuid: uuid('contact_uuid').primaryKey().defaultRandom(),
    domain: text('domain')
      .notNull()
      .references(() => environments.domain),
    /** 'user' or 'guest' (spec 001 §9). */
    contactType: text('contact_type', { enum: ['user', 'guest'] }).notNull(),
    contactNameGiven: text('contact_name_given').notNull(),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order with its tie-breaker; scanned backwards it is the default DESC.
    index('contacts_domain_insert_date_uuid').on(t.domain, t.insertDate, t.contactUuid),
    index('contacts_name_trgm').using('gin', sql`lower(${t.contactNameGiven}) gin_trgm_ops`),
  ],
);

export const contactPhones = pgTable(
  'contact_phones',
  {
    contactPhoneUuid: uuid('contact_phone_uuid').primaryKey().defaultRandom(),
    contactUuid: uuid('contact_uuid')
      .notNull()
      .references(() => contacts.contactUuid, { onDelete: 'cascade' }),
    /** The channel id: app, sms, whatsapp, imessage, viber, telegram. */
    phoneLabel: text('phone_label').notNull(),
    phoneNumber: text('phone_number').notNull(),
    insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('contact_phones_contact_label_number').on(t.contactUuid, t.phoneLabel, t.phoneNumber),
    index('contact_phones_number_trgm').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);
