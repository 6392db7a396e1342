/**
 * SQL of domain users: the sign-in read, the Users list and export, one user's reads and writes, and the
 * user's extensions (grants: grant-queries.ts). Each takes a Tx.
 */
import type { UserExtensionListQuery, UserListQuery } from '@portside/contract/users';
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { allOf, containsText, countUpTo, keysetAfter } from '../../platform/list-query.ts';
import { extensions } from '../pbx/schema.ts';
import { userExtensions, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user named at the login screen; user names are exact (case-sensitive), as the PBX keeps them. */
export async function findUserForLogin(
  tx: Tx,
  domain: string,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.domain, domain), eq(users.username, username)));
  return row;
}

/** Every column but the password hash, which never leaves this module. */
const userSelection = {
  userUuid: users.userUuid,
  domain: users.domain,
  username: users.username,
  email: users.email,
  enabled: users.enabled,
  role: users.role,
  contactNameGiven: users.contactNameGiven,
  insertDate: users.insertDate,
  /** insert_date as exact text (microseconds kept), for keyset paging of exports */
  cursor: sql<string>`${users.insertDate}::text`,
};
export type UserListRow = Awaited<ReturnType<typeof selectUserPage>>[number];
export type UserCursor = { date: string; uuid: string };

export type UserFilters = Omit<UserListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;

/** Users with at least one extension matching `condition`. */
const hasExtension = (condition: SQL | undefined) =>
  condition === undefined
    ? undefined
    : exists(
        sql`(select 1 from ${userExtensions} inner join ${extensions} on ${extensions.extensionUuid} = ${userExtensions.extensionUuid} where ${userExtensions.userUuid} = ${users.userUuid} and ${condition})`,
      );

/** The WHERE of a list or export: the domain, the search over name, user name and e-mail, the filters. */
export function userWhere(domain: string, f: UserFilters): SQL | undefined {
  return allOf(
    eq(users.domain, domain),
    containsText(
      sql`${users.username} || ' ' || ${users.contactNameGiven} || ' ' || ${users.email}`,
      f.search,
    ),
    hasExtension(containsText(extensions.extension, f.extension)),
    hasExtension(containsText(extensions.effectiveCallerIdName, f.effective_caller_id_name)),
    hasExtension(containsText(extensions.effectiveCallerIdNumber, f.effective_caller_id_number)),
    hasExtension(containsText(extensions.outboundCallerIdName, f.outbound_caller_id_name)),
    hasExtension(containsText(extensions.description, f.description)),
  );
}

export function selectUserPage(
  tx: Tx,
  where: SQL | undefined,
  f: UserFilters,
  limit: number,
  offset: number,
) {
  const dir = f.order === 'ASC' ? asc : desc;
  return tx
    .select(userSelection)
    .from(users)
    .where(where)
    .orderBy(dir(users.insertDate), dir(users.userUuid))
    .limit(limit)
    .offset(offset);
}

export function countUsers(tx: Tx, where: SQL | undefined, upTo: number): Promise<number> {
  return countUpTo(tx, users, where, upTo);
}

/** The next export batch after `after`, in the list's order. */
export function selectUserBatch(
  tx: Tx,
  where: SQL | undefined,
  f: UserFilters,
  after: UserCursor | undefined,
  limit: number,
) {
  const dir = f.order === 'ASC' ? asc : desc;
  const next = after
    ? keysetAfter(
        f.order,
        [users.insertDate, users.userUuid],
        [sql`${after.date}::timestamptz`, sql`${after.uuid}::uuid`],
      )
    : undefined;
  return tx
    .select(userSelection)
    .from(users)
    .where(allOf(where, next))
    .orderBy(dir(users.insertDate), dir(users.userUuid))
    .limit(limit);
}

/** The extension numbers of each of `uuids`, oldest link first. */
export async function selectExtensionNumbers(tx: Tx, uuids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(uuids.map((u) => [u, []]));
  if (uuids.length === 0) return out;
  const rows = await tx
    .select({ userUuid: userExtensions.userUuid, extension: extensions.extension })
    .from(userExtensions)
    .innerJoin(extensions, eq(extensions.extensionUuid, userExtensions.extensionUuid))
    .where(inArray(userExtensions.userUuid, uuids))
    .orderBy(asc(userExtensions.insertDate), asc(extensions.extension));
  for (const r of rows) out.get(r.userUuid)?.push(r.extension);
  return out;
}

export async function findUser(tx: Tx, domain: string, uuid: string): Promise<UserListRow | undefined> {
  const [row] = await tx
    .select(userSelection)
    .from(users)
    .where(and(eq(users.domain, domain), eq(users.userUuid, uuid)));
  return row;
}

/** Undefined when the user name is taken in the domain (the unique constraint decided). */
export async function insertUser(
  tx: Tx,
  values: typeof users.$inferInsert,
): Promise<UserListRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning(userSelection);
  return row;
}

export async function updateUserRow(
  tx: Tx,
  domain: string,
  uuid: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserListRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(values)
    .where(and(eq(users.domain, domain), eq(users.userUuid, uuid)))
    .returning(userSelection);
  return row;
}

/** False when there was no such user. Sessions, grants and extension links go with it (cascade). */
export async function deleteUserRow(tx: Tx, domain: string, uuid: string): Promise<boolean> {
  const rows = await tx
    .delete(users)
    .where(and(eq(users.domain, domain), eq(users.userUuid, uuid)))
    .returning({ uuid: users.userUuid });
  return rows.length > 0;
}

/** Another user of the domain with this user name. */
export async function usernameTaken(tx: Tx, domain: string, username: string, except: string) {
  const [row] = await tx
    .select({ uuid: users.userUuid })
    .from(users)
    .where(and(eq(users.domain, domain), eq(users.username, username), sql`${users.userUuid} <> ${except}`));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// The user's extensions (User Details).

const userExtensionSelection = {
  extensionUuid: extensions.extensionUuid,
  extension: extensions.extension,
  effectiveCallerIdName: extensions.effectiveCallerIdName,
  description: extensions.description,
  tollAllow: extensions.tollAllow,
  linkedAt: userExtensions.insertDate,
};
export type UserExtensionRow = Awaited<ReturnType<typeof selectUserExtensions>>[number];

function userExtensionWhere(uuid: string, q: Pick<UserExtensionListQuery, 'search'>) {
  return allOf(
    eq(userExtensions.userUuid, uuid),
    containsText(
      sql`${extensions.extension} || ' ' || ${extensions.effectiveCallerIdName} || ' ' || ${extensions.description}`,
      q.search,
    ),
  );
}

export function selectUserExtensions(tx: Tx, uuid: string, q: UserExtensionListQuery) {
  const dir = q.order === 'ASC' ? asc : desc;
  const key = q.orderby === 'extension' ? extensions.extension : userExtensions.insertDate;
  return tx
    .select(userExtensionSelection)
    .from(userExtensions)
    .innerJoin(extensions, eq(extensions.extensionUuid, userExtensions.extensionUuid))
    .where(userExtensionWhere(uuid, q))
    .orderBy(dir(key), dir(extensions.extension))
    .limit(q.pagesize)
    .offset((q.page - 1) * q.pagesize);
}

export async function countUserExtensions(tx: Tx, uuid: string, q: UserExtensionListQuery): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userExtensions)
    .innerJoin(extensions, eq(extensions.extensionUuid, userExtensions.extensionUuid))
    .where(userExtensionWhere(uuid, q));
  return row?.n ?? 0;
}

export async function findExtensionUuid(tx: Tx, domain: string, ext: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ uuid: extensions.extensionUuid })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, ext)));
  return row?.uuid;
}

/** False when the user already has the extension. */
export async function insertUserExtension(tx: Tx, userUuid: string, extensionUuid: string): Promise<boolean> {
  const rows = await tx
    .insert(userExtensions)
    .values({ userUuid, extensionUuid })
    .onConflictDoNothing()
    .returning({ userUuid: userExtensions.userUuid });
  return rows.length > 0;
}

/** False when the user did not have the extension. */
export async function deleteUserExtension(tx: Tx, userUuid: string, extensionUuid: string): Promise<boolean> {
  const rows = await tx
    .delete(userExtensions)
    .where(and(eq(userExtensions.userUuid, userUuid), eq(userExtensions.extensionUuid, extensionUuid)))
    .returning({ userUuid: userExtensions.userUuid });
  return rows.length > 0;
}
