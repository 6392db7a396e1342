/** SQL of directory contacts and their phones. Each takes a Tx. */
import type { ContactListQuery } from '@portside/contract/directory';
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { allOf, containsText, countUpTo, escapeLike, keysetAfter } from '../../platform/list-query.ts';
import { contactPhones, contacts } from './schema.ts';

const contactSelection = {
  contactUuid: contacts.contactUuid,
  domain: contacts.domain,
  contactType: contacts.contactType,
  contactNameGiven: contacts.contactNameGiven,
  insertDate: contacts.insertDate,
  /** insert_date as exact text (microseconds kept), for keyset paging of exports */
  cursor: sql<string>`${contacts.insertDate}::text`,
};
export type ContactRow = Awaited<ReturnType<typeof selectContactPage>>[number];
export type ContactCursor = { date: string; uuid: string };
export type ContactFilters = Pick<ContactListQuery, 'search' | 'order'>;
export type PhoneRow = typeof contactPhones.$inferSelect;

/** The domain, and the search over the name (lower-cased, as its trigram index) or a phone number. */
export function contactWhere(domain: string, f: ContactFilters): SQL | undefined {
  const search =
    f.search === undefined
      ? undefined
      : sql`(${containsText(sql`lower(${contacts.contactNameGiven})`, f.search)} or ${exists(
          sql`(select 1 from ${contactPhones} where ${contactPhones.contactUuid} = ${contacts.contactUuid} and ${contactPhones.phoneNumber} like ${`%${escapeLike(f.search)}%`})`,
        )})`;
  return allOf(eq(contacts.domain, domain), search);
}

export function selectContactPage(
  tx: Tx,
  where: SQL | undefined,
  f: ContactFilters,
  limit: number,
  offset: number,
) {
  const dir = f.order === 'ASC' ? asc : desc;
  return tx
    .select(contactSelection)
    .from(contacts)
    .where(where)
    .orderBy(dir(contacts.insertDate), dir(contacts.contactUuid))
    .limit(limit)
    .offset(offset);
}

export function countContacts(tx: Tx, where: SQL | undefined, upTo: number): Promise<number> {
  return countUpTo(tx, contacts, where, upTo);
}

export function selectContactBatch(
  tx: Tx,
  where: SQL | undefined,
  f: ContactFilters,
  after: ContactCursor | undefined,
  limit: number,
) {
  const dir = f.order === 'ASC' ? asc : desc;
  const next = after
    ? keysetAfter(
        f.order,
        [contacts.insertDate, contacts.contactUuid],
        [sql`${after.date}::timestamptz`, sql`${after.uuid}::uuid`],
      )
    : undefined;
  return tx
    .select(contactSelection)
    .from(contacts)
    .where(allOf(where, next))
    .orderBy(dir(contacts.insertDate), dir(contacts.contactUuid))
    .limit(limit);
}

export async function findContact(tx: Tx, domain: string, uuid: string): Promise<ContactRow | undefined> {
  const [row] = await tx
    .select(contactSelection)
    .from(contacts)
    .where(and(eq(contacts.domain, domain), eq(contacts.contactUuid, uuid)));
  return row;
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert): Promise<ContactRow> {
  const [row] = await tx.insert(contacts).values(values).returning(contactSelection);
  if (!row) throw new Error('insert returned no contact');
  return row;
}

export async function updateContactRow(
  tx: Tx,
  domain: string,
  uuid: string,
  values: Partial<typeof contacts.$inferInsert>,
): Promise<ContactRow | undefined> {
  const [row] = await tx
    .update(contacts)
    .set(values)
    .where(and(eq(contacts.domain, domain), eq(contacts.contactUuid, uuid)))
    .returning(contactSelection);
  return row;
}

/** False when there was no such contact in the domain (its phones go with it). */
export async function deleteContactRow(tx: Tx, domain: string, uuid: string): Promise<boolean> {
  const rows = await tx
    .delete(contacts)
    .where(and(eq(contacts.domain, domain), eq(contacts.contactUuid, uuid)))
    .returning({ uuid: contacts.contactUuid });
  return rows.length > 0;
}

/** The phones of each contact of `uuids`, oldest first. */
export async function selectPhonesOf(tx: Tx, uuids: string[]): Promise<Map<string, PhoneRow[]>> {
  const out = new Map<string, PhoneRow[]>(uuids.map((u) => [u, []]));
  if (uuids.length === 0) return out;
  const rows = await tx
    .select()
    .from(contactPhones)
    .where(inArray(contactPhones.contactUuid, uuids))
    .orderBy(asc(contactPhones.insertDate), asc(contactPhones.contactPhoneUuid));
  for (const r of rows) out.get(r.contactUuid)?.push(r);
  return out;
}

export function selectPhones(tx: Tx, contactUuid: string, limit: number, offset: number) {
  return tx
    .select()
    .from(contactPhones)
    .where(eq(contactPhones.contactUuid, contactUuid))
    .orderBy(asc(contactPhones.insertDate), asc(contactPhones.contactPhoneUuid))
    .limit(limit)
    .offset(offset);
}

/** Undefined when the contact already has this number on this channel. */
export async function insertPhone(
  tx: Tx,
  values: typeof contactPhones.$inferInsert,
): Promise<PhoneRow | undefined> {
  const [row] = await tx.insert(contactPhones).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deletePhoneRow(tx: Tx, contactUuid: string, phoneUuid: string): Promise<boolean> {
  const rows = await tx
    .delete(contactPhones)
    .where(and(eq(contactPhones.contactUuid, contactUuid), eq(contactPhones.contactPhoneUuid, phoneUuid)))
    .returning({ uuid: contactPhones.contactPhoneUuid });
  return rows.length > 0;
}
