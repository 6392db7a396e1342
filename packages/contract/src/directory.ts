/**
 * Directory contacts (spec 001 §3, §7): the list, create, update and delete of a contact, and its phones.
 * A phone's label is the channel it is reached on (app, sms, whatsapp…); a contact holds a number once
 * per channel.
 */
import { z } from 'zod';
import { PageQuery } from './common.ts';
import { listQuery, QueryFlag, TotalKind } from './pbx/list.ts';

/** Spec 001 §9: contact types user and guest (a category, not a permission). */
export const CONTACT_TYPES = ['user', 'guest'] as const;
export const ContactType = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactType>;

/**
 * Channel ids a phone is labelled with: the crew/guest app, SMS, WhatsApp, Apple Messages for Business,
 * Viber and Telegram (spec 000 §1), as the messaging inbox names them.
 */
export const PHONE_LABELS = ['app', 'sms', 'whatsapp', 'imessage', 'viber', 'telegram'] as const;
export const PhoneLabel = z.enum(PHONE_LABELS);
export type PhoneLabel = z.infer<typeof PhoneLabel>;

export const ContactPhone = z.object({
  contact_phone_uuid: z.string(),
  /** The channel id (see PHONE_LABELS). */
  phone_label: z.string(),
  phone_number: z.string(),
  /** ISO 8601 */
  insert_date: z.string(),
});
export type ContactPhone = z.infer<typeof ContactPhone>;

export const Contact = z.object({
  contact_uuid: z.string(),
  contact_type: ContactType,
  contact_name_given: z.string(),
  /** ISO 8601 */
  insert_date: z.string(),
  /** With withExtraInfo=true: the contact's phones, oldest first. */
  phones: z.array(ContactPhone).optional(),
});
export type Contact = z.infer<typeof Contact>;

/** Column ids of the export: phones are written as 'label:number' separated by '; '. */
export const CONTACT_COLUMNS = ['contact_uuid', 'contact_name_given', 'contact_type', 'phones'] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** GET /v3/pbx/domain/{domain}/contact; `search` looks in the name and the phone numbers. */
export const ContactListQuery = listQuery({
  orderby: ['insert_date'],
  columns: CONTACT_COLUMNS,
  filters: { withExtraInfo: QueryFlag.optional() },
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

export const ContactList = z.object({
  data: z.array(Contact),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type ContactList = z.infer<typeof ContactList>;

export const ContactName = z.string().trim().min(1).max(100);

/** POST /v3/pbx/domain/{domain}/contact: name and type required. Answers the contact (with contact_uuid). */
export const CreateContact = z.object({ contact_type: ContactType, contact_name_given: ContactName });
export type CreateContact = z.output<typeof CreateContact>;

/** PATCH /v3/pbx/domain/{domain}/contact/{contact_uuid}: absent fields are unchanged. */
export const UpdateContact = z.object({
  contact_type: ContactType.optional(),
  contact_name_given: ContactName.optional(),
});
export type UpdateContact = z.output<typeof UpdateContact>;

export const ContactParams = z.object({
  domain: z.string().min(1),
  contact_uuid: z.uuid('must be a contact id'),
});

export const ContactPhoneParams = ContactParams.extend({
  contact_phone_uuid: z.uuid('must be a phone id'),
});

/** A number: digits with an optional leading +, as the channel knows it (an app number is an extension). */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,20}$/, 'must be a phone number of digits');

/** POST /contact/{contact_uuid}/phone: 409 when the contact already has this number on this channel. */
export const CreateContactPhone = z.object({ phone_label: PhoneLabel, phone_number: PhoneNumber });
export type CreateContactPhone = z.output<typeof CreateContactPhone>;

/** GET /contact/{contact_uuid}/phone: the console asks for page 1 of 10,000 (clamped). */
export const ContactPhoneQuery = PageQuery;

export const ContactPhoneList = z.object({ data: z.array(ContactPhone) });
export type ContactPhoneList = z.infer<typeof ContactPhoneList>;
