/** The SQL of broadcast groups, their members, directory entries and broadcast history (service.ts). */
import { BROADCAST_GROUP_FIRST } from '@portside/contract/broadcast';
import { and, asc, count, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { contactPhones, contacts } from '../directory/schema.ts';
import { chatAccounts, chatConversations, chatMessages, chatStream } from '../messaging/schema.ts';
import { extensions } from '../pbx/schema.ts';
import { broadcastGroups, broadcastMembers, directoryEntries } from './schema.ts';

export type GroupRow = typeof broadcastGroups.$inferSelect;

const ofGroup = (domain: string, groupNumber: number) =>
  and(eq(broadcastGroups.domain, domain), eq(broadcastGroups.groupNumber, groupNumber));
const membersOf = (domain: string, groupNumber: number) =>
  and(eq(broadcastMembers.domain, domain), eq(broadcastMembers.groupNumber, groupNumber));

function groupWhere(domain: string, search: string | undefined): SQL | undefined {
  if (!search) return eq(broadcastGroups.domain, domain);
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(broadcastGroups.domain, domain),
    or(ilike(broadcastGroups.groupName, pattern), sql`${broadcastGroups.groupNumber}::text like ${pattern}`),
  );
}

export async function selectGroups(tx: Tx, domain: string): Promise<GroupRow[]> {
  return tx
    .select()
    .from(broadcastGroups)
    .where(eq(broadcastGroups.domain, domain))
    .orderBy(asc(broadcastGroups.groupNumber));
}

/** A page of groups, by number, each with its member count, and how many match. */
export async function selectGroupPage(
  tx: Tx,
  domain: string,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: (GroupRow & { memberCount: number })[]; total: number }> {
  const where = groupWhere(domain, search);
  const rows = await tx
    .select({
      group: broadcastGroups,
      // Qualified by hand: inside the subquery a bare "domain" would be the member's own column.
      memberCount: sql<number>`(select count(*) from ${broadcastMembers} m
        where m.domain = "broadcast_groups"."domain" and m.group_number = "broadcast_groups"."group_number")`.mapWith(
        Number,
      ),
    })
    .from(broadcastGroups)
    .where(where)
    .orderBy(asc(broadcastGroups.groupNumber))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(broadcastGroups).where(where);
  return { rows: rows.map((r) => ({ ...r.group, memberCount: r.memberCount })), total: total?.n ?? 0 };
}

export async function findGroup(tx: Tx, domain: string, groupNumber: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(broadcastGroups).where(ofGroup(domain, groupNumber));
  return row;
}

/** The group numbers in use from `from` up, in order. */
export async function usedNumbers(tx: Tx, domain: string): Promise<number[]> {
  const rows = await tx
    .select({ n: broadcastGroups.groupNumber })
    .from(broadcastGroups)
    .where(and(eq(broadcastGroups.domain, domain), gte(broadcastGroups.groupNumber, BROADCAST_GROUP_FIRST)))
    .orderBy(asc(broadcastGroups.groupNumber));
  return rows.map((r) => r.n);
}

/** Inserts the group unless its number is taken (then undefined). */
export async function insertGroup(
  tx: Tx,
  values: typeof broadcastGroups.$inferInsert,
): Promise<GroupRow | undefined> {
  const [row] = await tx.insert(broadcastGroups).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteGroupRow(tx: Tx, domain: string, groupNumber: number): Promise<boolean> {
  const rows = await tx
    .delete(broadcastGroups)
    .where(ofGroup(domain, groupNumber))
    .returning({ n: broadcastGroups.groupNumber });
  return rows.length > 0;
}

export async function countMembers(tx: Tx, domain: string, groupNumber: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(broadcastMembers).where(membersOf(domain, groupNumber));
  return row?.n ?? 0;
}

/** A group's members, by extension, with the extension's caller name ('' when it is gone). */
export async function selectMembers(
  tx: Tx,
  domain: string,
  groupNumber: number,
): Promise<{ extension: string; name: string; exists: boolean }[]> {
  const rows = await tx
    .select({
      extension: broadcastMembers.extension,
      name: sql<string>`coalesce(${extensions.effectiveCallerIdName}, '')`,
      exists: sql<boolean>`${extensions.extension} is not null`,
    })
    .from(broadcastMembers)
    .leftJoin(
      extensions,
      and(
        eq(extensions.domain, broadcastMembers.domain),
        eq(extensions.extension, broadcastMembers.extension),
      ),
    )
    .where(membersOf(domain, groupNumber))
    .orderBy(asc(broadcastMembers.extension));
  return rows.map((r) => ({ ...r, exists: r.exists === true || String(r.exists) === 'true' }));
}

/** Adds the members not yet in the group; answers those added. */
export async function insertMembers(
  tx: Tx,
  domain: string,
  groupNumber: number,
  numbers: string[],
): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await tx
    .insert(broadcastMembers)
    .values(numbers.map((extension) => ({ domain, groupNumber, extension })))
    .onConflictDoNothing()
    .returning({ extension: broadcastMembers.extension });
  return rows.map((r) => r.extension);
}

/** Deletes one member, or every member when `extension` is undefined; answers how many. */
export async function deleteMembers(
  tx: Tx,
  domain: string,
  groupNumber: number,
  extension: string | undefined,
): Promise<number> {
  const where =
    extension === undefined
      ? membersOf(domain, groupNumber)
      : and(membersOf(domain, groupNumber), eq(broadcastMembers.extension, extension));
  const rows = await tx.delete(broadcastMembers).where(where).returning({ e: broadcastMembers.extension });
  return rows.length;
}

/** The numbers among `numbers` that are extensions of the domain. */
export async function extensionsAmong(tx: Tx, domain: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(
      and(eq(extensions.domain, domain), sql`${extensions.extension} = any(${sql.param(numbers)}::text[])`),
    );
  return new Set(rows.map((r) => r.extension));
}

// --- directory entries ------------------------------------------------------------------------------

export async function findEntry(tx: Tx, domain: string, number: string) {
  const [row] = await tx
    .select()
    .from(directoryEntries)
    .where(and(eq(directoryEntries.domain, domain), eq(directoryEntries.number, number)));
  return row;
}

/** The entry and its contact (the name the number goes by in conversations), unless the number has one. */
export async function insertEntry(tx: Tx, values: typeof directoryEntries.$inferInsert) {
  if (await findEntry(tx, values.domain, values.number)) return undefined;
  const [contact] = await tx
    .insert(contacts)
    .values({ domain: values.domain, contactType: 'user', contactNameGiven: values.name })
    .returning({ uuid: contacts.contactUuid });
  if (!contact) throw new Error('insert returned no contact');
  const numbers = [...new Set([values.number, values.appNumber].filter((n): n is string => !!n))];
  await tx
    .insert(contactPhones)
    .values(numbers.map((phoneNumber) => ({ contactUuid: contact.uuid, phoneLabel: 'app', phoneNumber })));
  const [row] = await tx
    .insert(directoryEntries)
    .values({ ...values, contactUuid: contact.uuid })
    .returning();
  return row;
}

export async function deleteEntry(tx: Tx, domain: string, number: string): Promise<boolean> {
  const [row] = await tx
    .delete(directoryEntries)
    .where(and(eq(directoryEntries.domain, domain), eq(directoryEntries.number, number)))
    .returning({ contactUuid: directoryEntries.contactUuid });
  if (!row) return false;
  if (row.contactUuid) await tx.delete(contacts).where(eq(contacts.contactUuid, row.contactUuid));
  return true;
}

// --- broadcast history ------------------------------------------------------------------------------

export interface BroadcastRow {
  id: number;
  sender: string;
  address: string;
  messageid: string;
  message: string;
  extras: Record<string, unknown> | null;
  creationdate: Date;
  members: number;
  delivered: number;
  read: number;
  rating: number | null;
}

const broadcastColumns = sql`m.id::text as id, m.sender, m.address, m.messageid, m.message, m.extras,
  (extract(epoch from m.creationdate) * 1000)::float8 as at,
  c.members, c.delivered, c.read,
  (select (e.payload -> 'extra' -> 'sentiment' ->> 'compound')::float8 from chat_events e
    where e.message_id = m.id and e.type = 14 limit 1) as rating`;

/** How many copies of each message went to recipients, and how many of them got to 3 and to 5. */
const copyCounts = sql`lateral (select count(*)::int as members,
    count(*) filter (where s2.status >= 3)::int as delivered,
    count(*) filter (where s2.status >= 5)::int as read
  from ${chatStream} s2 where s2.message_id = m.id and s2.incoming) c`;

type RawBroadcast = Omit<BroadcastRow, 'id' | 'creationdate'> & { id: string; at: number };

function toBroadcastRow(r: RawBroadcast): BroadcastRow {
  const { at, ...rest } = r;
  return {
    ...rest,
    id: Number(r.id),
    creationdate: new Date(Number(at)),
    members: Number(r.members),
    delivered: Number(r.delivered),
    read: Number(r.read),
    rating: r.rating === null ? null : Number(r.rating),
  };
}

const accountIdOf = (domain: string, account: string) =>
  sql`(select a.id from ${chatAccounts} a where a.domain = ${domain} and a.account = ${account})`;

/** The account's messages in the group's conversation, newest first, with their counts and scores. */
export async function selectBroadcasts(
  tx: Tx,
  domain: string,
  account: string,
  groupNumber: number,
  limit: number,
): Promise<BroadcastRow[]> {
  const result = await tx.execute(sql`
    select ${broadcastColumns}
    from ${chatStream} s
    join ${chatMessages} m on m.id = s.message_id,
    ${copyCounts}
    where s.account_id = ${accountIdOf(domain, account)} and s.peer = ${String(groupNumber)}
      and s.message_id is not null
    order by s.seq desc
    limit ${limit}`);
  return (result as unknown as { rows: RawBroadcast[] }).rows.map(toBroadcastRow);
}

/** The account's conversations with the domain's groups, newest first, each with its newest message. */
export async function selectBroadcastConversations(
  tx: Tx,
  domain: string,
  account: string,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: (BroadcastRow & { group: GroupRow })[]; total: number }> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const filter = pattern
    ? sql`and (g.group_name ilike ${pattern} or g.group_number::text like ${pattern} or m.message ilike ${pattern})`
    : sql``;
  const from = sql`from ${chatConversations} cv
    join ${broadcastGroups} g on g.domain = ${domain} and g.group_number::text = cv.peer
    join ${chatMessages} m on m.id = cv.message_id
    where cv.account_id = ${accountIdOf(domain, account)} ${filter}`;
  const page = await tx.execute(sql`
    select ${broadcastColumns}, g.group_number, g.group_name, g.group_color, g.edit_roles
    from ${chatConversations} cv
    join ${broadcastGroups} g on g.domain = ${domain} and g.group_number::text = cv.peer
    join ${chatMessages} m on m.id = cv.message_id,
    ${copyCounts}
    where cv.account_id = ${accountIdOf(domain, account)} ${filter}
    order by cv.last_seq desc
    limit ${limit} offset ${offset}`);
  const counted = await tx.execute(sql`select count(*)::int as n ${from}`);
  const rows = (
    page as unknown as {
      rows: (RawBroadcast & {
        group_number: number;
        group_name: string;
        group_color: string;
        edit_roles: string | null;
      })[];
    }
  ).rows.map((r) => ({
    ...toBroadcastRow(r),
    group: {
      domain,
      groupNumber: Number(r.group_number),
      groupName: r.group_name,
      groupColor: r.group_color,
      editRoles: r.edit_roles,
      createdAt: new Date(0),
    },
  }));
  const total = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { rows, total };
}
