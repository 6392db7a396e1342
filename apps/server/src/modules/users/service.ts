/**
 * Reads of domain users (spec 001 Users, User Details): list and export with the same filters, one user,
 * and the user's extensions (an extension of the same domain, given once). Create, edit, disable and
 * delete are in manage.ts. A password or its hash never leaves: the presenter lists exactly what does.
 */
import type {
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
import { selectGrants } from './grant-queries.ts';
import {
  countUserExtensions,
  countUsers,
  deleteUserExtension,
  findExtensionUuid,
  findUser,
  insertUserExtension,
  selectExtensionNumbers,
  selectUserBatch,
  selectUserExtensions,
  selectUserPage,
  type UserCursor,
  type UserExtensionRow,
  type UserListRow,
  userWhere,
} from './queries.ts';

function present(row: UserListRow, grants: string[], extensions?: string[]): User {
  return {
    user_uuid: row.userUuid,
    username: row.username,
    user_email: row.email,
    user_enabled: row.enabled ? 'true' : 'false',
    role: row.role,
    grants,
    contact: { contact_name_given: row.contactNameGiven },
    insert_date: row.insertDate.toISOString(),
    ...(extensions ? { extensions } : {}),
  };
}

async function presentAll(tx: Tx, rows: UserListRow[], withExtensions: boolean): Promise<User[]> {
  const uuids = rows.map((r) => r.userUuid);
  const grants = await selectGrants(tx, uuids);
  const numbers = withExtensions ? await selectExtensionNumbers(tx, uuids) : undefined;
  return rows.map((r) =>
    present(r, grants.get(r.userUuid) ?? [], numbers ? (numbers.get(r.userUuid) ?? []) : undefined),
  );
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
    if (id === 'grants') return u.grants.join(' ');
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
