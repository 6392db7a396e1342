/**
 * The rules of domain users (spec 001 Users, User Details): list and export with the same filters,
 * create (user name unique per domain, password hashed with argon2id), update (a password only when
 * given), and the user's extensions (an extension of the same domain, given once). A password or its
 * hash never leaves: the presenter lists exactly what does.
 */
import { hash } from '@node-rs/argon2';
import type {
  CreateUser,
  UpdateUser,
  User,
  UserColumn,
  UserExtension,
  UserExtensionList,
  UserExtensionListQuery,
  UserList,
  UserListQuery,
} from '@portside/contract/users';
import type { CsvColumn } from '../../platform/csv-export.ts';
import type { Tx } from '../../platform/db.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../platform/list-query.ts';
import {
  countUserExtensions,
  countUsers,
  deleteUserExtension,
  findExtensionUuid,
  findUser,
  insertUser,
  insertUserExtension,
  selectExtensionNumbers,
  selectUserBatch,
  selectUserExtensions,
  selectUserPage,
  type UserCursor,
  type UserExtensionRow,
  type UserListRow,
  updateUserRow,
  usernameTaken,
  userWhere,
} from './queries.ts';

function present(row: UserListRow, extensions?: string[]): User {
  return {
    user_uuid: row.userUuid,
    username: row.username,
    user_email: row.email,
    user_enabled: row.enabled ? 'true' : 'false',
    contact: { contact_name_given: row.contactNameGiven },
    insert_date: row.insertDate.toISOString(),
    ...(extensions ? { extensions } : {}),
  };
}

async function presentAll(tx: Tx, rows: UserListRow[], withExtensions: boolean): Promise<User[]> {
  if (!withExtensions) return rows.map((r) => present(r));
  const numbers = await selectExtensionNumbers(
    tx,
    rows.map((r) => r.userUuid),
  );
  return rows.map((r) => present(r, numbers.get(r.userUuid) ?? []));
}

export async function listUsers(tx: Tx, domain: string, q: UserListQuery): Promise<UserList> {
  const where = userWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectUserPage(tx, where, q, limit, offset),
    count: (upTo) => countUsers(tx, where, upTo),
  });
  return { data: await presentAll(tx, rows, q.withExtraInfo === true), total, total_kind: totalKind };
}

/** Every matching user, in the list's order, batch by batch (the export). */
export async function* exportUsers(tx: Tx, domain: string, q: UserListQuery): AsyncGenerator<User[]> {
  const where = userWhere(domain, q);
  const batches = keysetBatches(
    (after: UserCursor | undefined, limit: number) => selectUserBatch(tx, where, q, after, limit),
    (row) => ({ date: row.cursor, uuid: row.userUuid }),
  );
  const withExtensions = q.columns.includes('extensions');
  for await (const batch of batches) yield presentAll(tx, batch, withExtensions);
}

/** The export's columns: the name is the contact's, extensions are joined by spaces. */
export function userCsvColumns(ids: UserColumn[]): CsvColumn<User>[] {
  const value = (id: UserColumn, u: User): unknown => {
    if (id === 'contact_name_given') return u.contact.contact_name_given;
    if (id === 'extensions') return (u.extensions ?? []).join(' ');
    return u[id];
  };
  return ids.map((id) => ({ id, value: (u: User) => value(id, u) }));
}

export async function getUser(tx: Tx, domain: string, id: string, withExtraInfo = false): Promise<User> {
  const row = await findUser(tx, domain, id);
  if (!row) throw new NotFound(`User ${id} does not exist in domain ${domain}.`);
  const [user] = await presentAll(tx, [row], withExtraInfo);
  return user as User;
}

const taken = (username: string, domain: string) =>
  new Conflict(`User ${username} already exists in domain ${domain}.`);

export async function createUser(tx: Tx, domain: string, input: CreateUser): Promise<User> {
  const row = await insertUser(tx, {
    domain,
    username: input.username,
    passwordHash: await hash(input.password),
    email: input.user_email,
    contactNameGiven: input.contactInfo.contact_name_given,
  });
  if (!row) throw taken(input.username, domain);
  return present(row, []);
}

/** True for PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function updateUser(tx: Tx, domain: string, id: string, input: UpdateUser): Promise<User> {
  const current = await findUser(tx, domain, id);
  if (!current) throw new NotFound(`User ${id} does not exist in domain ${domain}.`);
  const values: Parameters<typeof updateUserRow>[3] = {};
  if (input.username !== undefined && input.username !== current.username) {
    if (await usernameTaken(tx, domain, input.username, id)) throw taken(input.username, domain);
    values.username = input.username;
  }
  if (input.user_email !== undefined) values.email = input.user_email;
  if (input.contactInfo !== undefined) values.contactNameGiven = input.contactInfo.contact_name_given;
  if (input.password !== undefined) values.passwordHash = await hash(input.password);
  if (Object.keys(values).length === 0) return getUser(tx, domain, id, true);
  try {
    await updateUserRow(tx, domain, id, values);
  } catch (error) {
    // Another request took the name between the check and the write.
    if (isUniqueViolation(error) && values.username) throw taken(values.username, domain);
    throw error;
  }
  return getUser(tx, domain, id, true);
}

// ---------------------------------------------------------------------------------------------------
// The user's extensions.

function presentExtension(row: UserExtensionRow): UserExtension {
  return {
    extension_uuid: row.extensionUuid,
    extension: row.extension,
    effective_caller_id_name: row.effectiveCallerIdName,
    description: row.description,
    toll_allow: row.tollAllow,
    extension_user_insert_date: row.linkedAt.toISOString(),
  };
}

async function requireUser(tx: Tx, domain: string, id: string): Promise<void> {
  if (!(await findUser(tx, domain, id))) throw new NotFound(`User ${id} does not exist in domain ${domain}.`);
}

async function requireExtension(tx: Tx, domain: string, ext: string): Promise<string> {
  const uuid = await findExtensionUuid(tx, domain, ext);
  if (!uuid) throw new NotFound(`Extension ${ext} does not exist in domain ${domain}.`);
  return uuid;
}

export async function listUserExtensions(
  tx: Tx,
  domain: string,
  id: string,
  q: UserExtensionListQuery,
): Promise<UserExtensionList> {
  await requireUser(tx, domain, id);
  const [rows, total] = await Promise.all([selectUserExtensions(tx, id, q), countUserExtensions(tx, id, q)]);
  return { data: rows.map(presentExtension), total };
}

export async function addUserExtension(tx: Tx, domain: string, id: string, ext: string): Promise<void> {
  await requireUser(tx, domain, id);
  const extensionUuid = await requireExtension(tx, domain, ext);
  if (!(await insertUserExtension(tx, id, extensionUuid))) {
    throw new Conflict(`The user already has extension ${ext}.`);
  }
}

export async function removeUserExtension(tx: Tx, domain: string, id: string, ext: string): Promise<void> {
  await requireUser(tx, domain, id);
  const extensionUuid = await requireExtension(tx, domain, ext);
  if (!(await deleteUserExtension(tx, id, extensionUuid))) {
    throw new NotFound(`The user does not have extension ${ext}.`);
  }
}
