/**
 * The rules of directory contacts (spec 001 Directory): list and export with the same search, create,
 * update and delete of a contact of the domain, and its phones (a number once per channel: 409).
 */
import type {
  Contact,
  ContactColumn,
  ContactList,
  ContactListQuery,
  ContactPhone,
  ContactPhoneList,
  CreateContact,
  CreateContactPhone,
  UpdateContact,
} from '@portside/contract/directory';
import type { CsvColumn } from '../../platform/csv-export.ts';
import type { Tx } from '../../platform/db.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/list-query.ts';
import { keysetBatches, pageWithTotal } from '../../platform/list-query.ts';
import {
  type ContactCursor,
  type ContactRow,
  contactWhere,
  countContacts,
  deleteContactRow,
  deletePhoneRow,
  findContact,
  insertContact,
  insertPhone,
  type PhoneRow,
  selectContactBatch,
  selectContactPage,
  selectPhones,
  selectPhonesOf,
  updateContactRow,
} from './queries.ts';

function presentPhone(row: PhoneRow): ContactPhone {
  return {
    contact_phone_uuid: row.contactPhoneUuid,
    phone_label: row.phoneLabel,
    phone_number: row.phoneNumber,
    insert_date: row.insertDate.toISOString(),
  };
}

function present(row: ContactRow, phones?: PhoneRow[]): Contact {
  return {
    contact_uuid: row.contactUuid,
    contact_type: row.contactType,
    contact_name_given: row.contactNameGiven,
    insert_date: row.insertDate.toISOString(),
    ...(phones ? { phones: phones.map(presentPhone) } : {}),
  };
}

async function presentAll(tx: Tx, rows: ContactRow[], withPhones: boolean): Promise<Contact[]> {
  if (!withPhones) return rows.map((r) => present(r));
  const phones = await selectPhonesOf(
    tx,
    rows.map((r) => r.contactUuid),
  );
  return rows.map((r) => present(r, phones.get(r.contactUuid) ?? []));
}

export async function listContacts(tx: Tx, domain: string, q: ContactListQuery): Promise<ContactList> {
  const where = contactWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectContactPage(tx, where, q, limit, offset),
    count: (upTo) => countContacts(tx, where, upTo),
  });
  return { data: await presentAll(tx, rows, q.withExtraInfo === true), total, total_kind: totalKind };
}

export async function* exportContacts(
  tx: Tx,
  domain: string,
  q: ContactListQuery,
): AsyncGenerator<Contact[]> {
  const where = contactWhere(domain, q);
  const batches = keysetBatches(
    (after: ContactCursor | undefined, limit: number) => selectContactBatch(tx, where, q, after, limit),
    (row) => ({ date: row.cursor, uuid: row.contactUuid }),
  );
  const withPhones = q.columns.includes('phones');
  for await (const batch of batches) yield presentAll(tx, batch, withPhones);
}

/** The export's columns: phones as 'label:number' separated by '; '. */
export function contactCsvColumns(ids: ContactColumn[]): CsvColumn<Contact>[] {
  const value = (id: ContactColumn, c: Contact): unknown =>
    id === 'phones' ? (c.phones ?? []).map((p) => `${p.phone_label}:${p.phone_number}`).join('; ') : c[id];
  return ids.map((id) => ({ id, value: (c: Contact) => value(id, c) }));
}

const missing = (uuid: string, domain: string) =>
  new NotFound(`Contact ${uuid} does not exist in domain ${domain}.`);

export async function createContact(tx: Tx, domain: string, input: CreateContact): Promise<Contact> {
  const row = await insertContact(tx, {
    domain,
    contactType: input.contact_type,
    contactNameGiven: input.contact_name_given,
  });
  return present(row, []);
}

export async function updateContact(
  tx: Tx,
  domain: string,
  uuid: string,
  input: UpdateContact,
): Promise<Contact> {
  const values: Parameters<typeof updateContactRow>[3] = {};
  if (input.contact_type !== undefined) values.contactType = input.contact_type;
  if (input.contact_name_given !== undefined) values.contactNameGiven = input.contact_name_given;
  const row =
    Object.keys(values).length === 0
      ? await findContact(tx, domain, uuid)
      : await updateContactRow(tx, domain, uuid, values);
  if (!row) throw missing(uuid, domain);
  const [contact] = await presentAll(tx, [row], true);
  return contact as Contact;
}

export async function deleteContact(tx: Tx, domain: string, uuid: string): Promise<void> {
  if (!(await deleteContactRow(tx, domain, uuid))) throw missing(uuid, domain);
}

async function requireContact(tx: Tx, domain: string, uuid: string): Promise<void> {
  if (!(await findContact(tx, domain, uuid))) throw missing(uuid, domain);
}

export async function listPhones(
  tx: Tx,
  domain: string,
  uuid: string,
  page: PageRequest,
): Promise<ContactPhoneList> {
  await requireContact(tx, domain, uuid);
  const rows = await selectPhones(tx, uuid, page.pagesize, (page.page - 1) * page.pagesize);
  return { data: rows.map(presentPhone) };
}

export async function addPhone(
  tx: Tx,
  domain: string,
  uuid: string,
  input: CreateContactPhone,
): Promise<ContactPhone> {
  await requireContact(tx, domain, uuid);
  const row = await insertPhone(tx, {
    contactUuid: uuid,
    phoneLabel: input.phone_label,
    phoneNumber: input.phone_number,
  });
  if (!row) {
    throw new Conflict(`The contact already has number ${input.phone_number} for ${input.phone_label}.`);
  }
  return presentPhone(row);
}

export async function removePhone(tx: Tx, domain: string, uuid: string, phoneUuid: string): Promise<void> {
  await requireContact(tx, domain, uuid);
  if (!(await deletePhoneRow(tx, uuid, phoneUuid))) {
    throw new NotFound(`Phone ${phoneUuid} does not exist for this contact.`);
  }
}
