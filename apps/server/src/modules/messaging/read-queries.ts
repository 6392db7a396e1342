/**
 * The SQL of the messaging reads (reads.ts): an account's conversations (one row each, newest first, by
 * the conversations table), a conversation's history (the account's stream items of that peer), unread
 * counts (a partial index of unread copies), the names of peers, events of a message, the stream after
 * a number. Each takes a Tx.
 */

import { SYSTEM_SENDER } from '@portside/contract/messaging';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { allOf, escapeLike, windowTotal } from '../../platform/list-query.ts';
import { contactPhones, contacts } from '../directory/schema.ts';
import { extensions } from '../pbx/schema.ts';
import { supportVisitors } from '../support/schema.ts';
import { chatAccounts, chatConversations, chatEvents, chatMessages, chatStream } from './schema.ts';

export async function findAccount(
  tx: Tx,
  domain: string,
  account: string,
): Promise<{ id: number; lastSeq: number } | undefined> {
  const [row] = await tx
    .select({ id: chatAccounts.id, lastSeq: chatAccounts.lastSeq })
    .from(chatAccounts)
    .where(and(eq(chatAccounts.domain, domain), eq(chatAccounts.account, account)));
  return row;
}

export async function isExtension(tx: Tx, domain: string, extension: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, extension)));
  return row !== undefined;
}

const copy = {
  seq: chatStream.seq,
  peer: sql<string>`${chatStream.peer}`,
  incoming: chatStream.incoming,
  copyStatus: chatStream.status,
};

/**
 * A contact phone's number for an equality test that must not use the number's trigram index (built for
 * contains-search): PostgreSQL answers `= any(...)` through it slowly (3 ms for 6 numbers, 24 ms for a
 * page's 30), where the domain's contacts and their phones by contact are read in well under 1 ms.
 */
const phoneNumberOf = () => sql`(${contactPhones.phoneNumber} || '')`;

/** The conversation list's search: the newest text, the peer's numbers, or a member's name. */
function conversationSearch(domain: string, term: string | undefined): SQL | undefined {
  if (term === undefined) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const members = sql`string_to_array(${chatConversations.peer}, ':')`;
  return sql`(${chatMessages.message} ilike ${pattern} or ${chatConversations.peer} like ${pattern}
    or exists (select 1 from ${extensions} where ${extensions.domain} = ${domain}
      and ${extensions.extension} = any(${members}) and ${extensions.effectiveCallerIdName} ilike ${pattern})
    or exists (select 1 from ${contactPhones} join ${contacts} on ${contacts.contactUuid} = ${contactPhones.contactUuid}
      where ${contacts.domain} = ${domain} and ${phoneNumberOf()} = any(${members})
      and ${contacts.contactNameGiven} ilike ${pattern}))`;
}

/**
 * A page of the conversation list, newest first. Without a search the page reads only its own rows (the
 * total is counted from the conversations alone); with one, every conversation's newest text is
 * searched anyway, so the total comes with the page.
 */
export async function selectConversations(
  tx: Tx,
  q: { accountId: number; domain: string; search: string | undefined; limit: number; offset: number },
) {
  const base = tx
    .select({ message: chatMessages, ...copy, ...(q.search === undefined ? {} : windowTotal()) })
    .from(chatConversations)
    .innerJoin(chatMessages, eq(chatMessages.id, chatConversations.messageId))
    .innerJoin(
      chatStream,
      and(
        eq(chatStream.accountId, chatConversations.accountId),
        eq(chatStream.seq, chatConversations.lastSeq),
      ),
    )
    .where(allOf(eq(chatConversations.accountId, q.accountId), conversationSearch(q.domain, q.search)))
    .orderBy(desc(chatConversations.lastSeq))
    .limit(q.limit)
    .offset(q.offset);
  const rows: Array<Awaited<typeof base>[number] & { total?: number }> = await base;
  return rows;
}

export async function countConversations(
  tx: Tx,
  q: { accountId: number; domain: string; search: string | undefined },
): Promise<number> {
  const where = allOf(eq(chatConversations.accountId, q.accountId), conversationSearch(q.domain, q.search));
  const counted = tx.select({ n: count() }).from(chatConversations);
  const [row] = await (q.search === undefined
    ? counted.where(where)
    : counted.innerJoin(chatMessages, eq(chatMessages.id, chatConversations.messageId)).where(where));
  return row?.n ?? 0;
}

/**
 * Unread incoming messages of each of these conversations. System messages (sender '1') never count:
 * nobody waits for their read mark, so no client sends one, and a badge for them would never clear.
 */
export async function unreadCounts(tx: Tx, accountId: number, peers: string[]): Promise<Map<string, number>> {
  if (peers.length === 0) return new Map();
  const rows = await tx
    .select({ peer: sql<string>`${chatStream.peer}`, n: count() })
    .from(chatStream)
    .innerJoin(chatMessages, eq(chatMessages.id, chatStream.messageId))
    .where(
      and(
        eq(chatStream.accountId, accountId),
        inArray(chatStream.peer, peers),
        sql`${chatStream.incoming} and ${chatStream.status} < 5`,
        ne(chatMessages.sender, SYSTEM_SENDER),
      ),
    )
    .groupBy(chatStream.peer);
  return new Map(rows.map((r) => [r.peer, r.n]));
}

/** Display names of numbers: an extension's caller name, else a directory contact's name. */
export async function namesOf(tx: Tx, domain: string, numbers: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (numbers.length === 0) return names;
  const contactRows = await tx
    .select({ number: contactPhones.phoneNumber, name: contacts.contactNameGiven })
    .from(contactPhones)
    .innerJoin(contacts, eq(contacts.contactUuid, contactPhones.contactUuid))
    .where(and(eq(contacts.domain, domain), sql`${phoneNumberOf()} = any(${sql.param(numbers)}::text[])`))
    .orderBy(asc(contacts.insertDate));
  for (const r of contactRows) if (!names.has(r.number) && r.name.trim() !== '') names.set(r.number, r.name);
  const extensionRows = await tx
    .select({ number: extensions.extension, name: extensions.effectiveCallerIdName })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)));
  // The PBX's own name wins over a contact's.
  for (const r of extensionRows) if (r.name.trim() !== '') names.set(r.number, r.name);
  // A support chat's visitor (modules/support): the name and e-mail they gave in the widget.
  const visitorRows = await tx
    .select({ number: supportVisitors.number, name: supportVisitors.name, email: supportVisitors.email })
    .from(supportVisitors)
    .where(and(eq(supportVisitors.domain, domain), inArray(supportVisitors.number, numbers)));
  for (const r of visitorRows) names.set(r.number, `${r.name} (${r.email})`);
  return names;
}

/** The stream number of the account's copy of message `messageid` in a conversation (newest if several). */
export async function seqOfMessage(
  tx: Tx,
  q: { accountId: number; domain: string; peer: string | undefined; messageid: string },
): Promise<number | undefined> {
  // Found by the message (domain and id, indexed), then the account's copy of it.
  const [row] = await tx
    .select({ seq: chatStream.seq })
    .from(chatMessages)
    .innerJoin(
      chatStream,
      and(eq(chatStream.messageId, chatMessages.id), eq(chatStream.accountId, q.accountId)),
    )
    .where(
      allOf(
        eq(chatMessages.domain, q.domain),
        eq(chatMessages.messageid, q.messageid),
        q.peer === undefined ? undefined : eq(chatStream.peer, q.peer),
      ),
    )
    .orderBy(desc(chatStream.seq))
    .limit(1);
  return row?.seq;
}

export interface HistoryFilter {
  accountId: number;
  /** One conversation, or every message of the account. */
  peer: string | undefined;
  search: string | undefined;
}

function historyWhere(f: HistoryFilter, before?: number): SQL | undefined {
  return allOf(
    eq(chatStream.accountId, f.accountId),
    isNotNull(chatStream.messageId),
    f.peer === undefined ? undefined : eq(chatStream.peer, f.peer),
    f.search === undefined ? undefined : sql`${chatMessages.message} ilike ${`%${escapeLike(f.search)}%`}`,
    before === undefined ? undefined : lt(chatStream.seq, before),
  );
}

/** A page of a history, newest first, before stream number `before` when given. */
export function selectHistory(tx: Tx, f: HistoryFilter, limit: number, offset: number, before?: number) {
  return tx
    .select({ message: chatMessages, ...copy })
    .from(chatStream)
    .innerJoin(chatMessages, eq(chatMessages.id, chatStream.messageId))
    .where(historyWhere(f, before))
    .orderBy(desc(chatStream.seq))
    .limit(limit)
    .offset(offset);
}

export async function countHistory(tx: Tx, f: HistoryFilter): Promise<number> {
  const counted = tx.select({ n: count() }).from(chatStream);
  // Without a search the stream's own index answers (no message is read).
  const [row] = await (f.search === undefined
    ? counted.where(historyWhere(f))
    : counted.innerJoin(chatMessages, eq(chatMessages.id, chatStream.messageId)).where(historyWhere(f)));
  return row?.n ?? 0;
}

/** The events of the messages with this id in the domain (of one sender when given), oldest first. */
export function selectEvents(tx: Tx, domain: string, messageid: string, sender: string | undefined) {
  return tx
    .select({
      messageid: chatMessages.messageid,
      sender: chatEvents.sender,
      type: chatEvents.type,
      date: chatEvents.creationdate,
      payload: chatEvents.payload,
    })
    .from(chatEvents)
    .innerJoin(chatMessages, eq(chatMessages.id, chatEvents.messageId))
    .where(
      allOf(
        eq(chatMessages.domain, domain),
        eq(chatMessages.messageid, messageid),
        sender === undefined ? undefined : eq(chatMessages.sender, sender),
      ),
    )
    .orderBy(asc(chatEvents.creationdate), asc(chatEvents.id));
}

export async function messageExists(
  tx: Tx,
  domain: string,
  messageid: string,
  sender: string | undefined,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      allOf(
        eq(chatMessages.domain, domain),
        eq(chatMessages.messageid, messageid),
        sender === undefined ? undefined : eq(chatMessages.sender, sender),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The account's stream items after `after`, in order, with what each carries. */
export function selectStream(tx: Tx, accountId: number, after: number, limit: number) {
  return tx
    .select({
      seq: chatStream.seq,
      peer: chatStream.peer,
      incoming: chatStream.incoming,
      copyStatus: chatStream.status,
      message: chatMessages,
      receipt: chatEvents.payload,
    })
    .from(chatStream)
    .leftJoin(chatMessages, eq(chatMessages.id, chatStream.messageId))
    .leftJoin(chatEvents, eq(chatEvents.id, chatStream.eventId))
    .where(and(eq(chatStream.accountId, accountId), gt(chatStream.seq, after)))
    .orderBy(asc(chatStream.seq))
    .limit(limit);
}
