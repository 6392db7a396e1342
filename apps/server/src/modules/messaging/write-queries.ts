/**
 * The SQL of storing messages and receipts (store.ts, and the seed's history-writer.ts). Each statement
 * writes many rows at once and takes them as one array parameter per column (`unnest`), so a batch of a
 * thousand rows is a handful of parameters: drizzle's builder took 60-110 ms to render 500 rows given as
 * values (3,500 parameters) and PostgreSQL 17 ms to bind them, against a few ms this way. The arrays
 * travel as text[] and the SQL casts each column, which both drivers (pg, PGlite) pass alike.
 *
 * Rows are given in one fixed order so that writers on several connections take their locks alike and
 * never deadlock: messages by (domain, sender, messageid), then locked messages by id, then account
 * counters by (domain, account) in byte order (collate "C", whatever the database's collation). Each
 * takes a transaction.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { extensions } from '../pbx/schema.ts';
import { supportVisitors } from '../support/schema.ts';
import { chatAccounts, chatConversations, chatEvents, chatMessages, chatStream } from './schema.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id'> & {
  domain: string;
  sender: string;
  address: string;
  messageid: string;
};
export type NewEvent = typeof chatEvents.$inferInsert;

export const messageKey = (domain: string, sender: string, messageid: string) =>
  `${domain}\u0000${sender}\u0000${messageid}`;
export const accountKey = (domain: string, account: string) => `${domain}\u0000${account}`;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Cell = string | number | boolean | Date | null | undefined;

/** One column's values as a text[] parameter (null stays null). */
function column(values: readonly Cell[]): SQL {
  const text = values.map((v) =>
    v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v),
  );
  return sql`${sql.param(text)}::text[]`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The extensions among `wanted` (domain → numbers), as accountKey()s. */
export async function existingExtensions(tx: Tx, wanted: Map<string, Set<string>>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const [domain, numbers] of wanted) {
    if (numbers.size === 0) continue;
    const rows = await tx
      .select({ extension: extensions.extension })
      .from(extensions)
      .where(and(eq(extensions.domain, domain), sql`${extensions.extension} = any(${column([...numbers])})`));
    for (const r of rows) found.add(accountKey(domain, r.extension));
    // A support chat's visitor (modules/support) is an account of the domain too; asked only for numbers
    // that are not extensions, so the app-to-app path is unchanged.
    const rest = [...numbers].filter((n) => !found.has(accountKey(domain, n)));
    if (rest.length === 0) continue;
    const visitors = await tx
      .select({ number: supportVisitors.number })
      .from(supportVisitors)
      .where(and(eq(supportVisitors.domain, domain), sql`${supportVisitors.number} = any(${column(rest)})`));
    for (const v of visitors) found.add(accountKey(domain, v.number));
  }
  return found;
}

/** Inserts the messages that are new and returns them; an existing (domain, sender, messageid) is left. */
export async function insertMessages(tx: Tx, rows: NewMessage[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort(
    (a, b) => byText(a.domain, b.domain) || byText(a.sender, b.sender) || byText(a.messageid, b.messageid),
  );
  const pick = (f: (r: NewMessage) => Cell) => column(sorted.map(f));
  const result = await tx.execute(sql`
    insert into ${chatMessages} (domain, sender, address, messageid, message, channel, mediatype, media,
      topic, senderid, issync, extras, status, creationdate)
    select d, s, a, mid, coalesce(msg, ''), coalesce(ch, 'app'), mt, me, tp, sid, coalesce(iss::boolean, false),
      ex::jsonb, coalesce(st::smallint, 0), coalesce(cd::timestamptz, now())
    from unnest(${pick((r) => r.domain)}, ${pick((r) => r.sender)}, ${pick((r) => r.address)},
      ${pick((r) => r.messageid)}, ${pick((r) => r.message)}, ${pick((r) => r.channel)},
      ${pick((r) => r.mediatype)}, ${pick((r) => r.media)}, ${pick((r) => r.topic)}, ${pick((r) => r.senderid)},
      ${pick((r) => r.issync)}, ${pick((r) => (r.extras ? JSON.stringify(r.extras) : null))},
      ${pick((r) => r.status)}, ${pick((r) => r.creationdate)})
      with ordinality as x(d, s, a, mid, msg, ch, mt, me, tp, sid, iss, ex, st, cd, i)
    order by i
    on conflict (domain, sender, messageid) do nothing
    returning id::text as id, domain, sender, messageid,
      (extract(epoch from creationdate) * 1000)::float8 as at`);
  const byKey = new Map(sorted.map((r) => [messageKey(r.domain, r.sender, r.messageid), r]));
  return rowsOf<{ id: string; domain: string; sender: string; messageid: string; at: number }>(result).map(
    (stored) => {
      const r = byKey.get(messageKey(stored.domain, stored.sender, stored.messageid)) as NewMessage;
      return {
        id: Number(stored.id),
        domain: r.domain,
        sender: r.sender,
        address: r.address,
        messageid: r.messageid,
        message: r.message ?? '',
        channel: r.channel ?? 'app',
        mediatype: r.mediatype ?? null,
        media: r.media ?? null,
        topic: r.topic ?? null,
        senderid: r.senderid ?? null,
        issync: r.issync ?? false,
        extras: r.extras ?? null,
        status: r.status ?? 0,
        creationdate: new Date(Number(stored.at)),
      };
    },
  );
}

/** The messages of `keys` (domain, sender, messageid), locked for this transaction, by id. */
export async function lockMessages(
  tx: Tx,
  keys: { domain: string; sender: string; messageid: string }[],
): Promise<MessageRow[]> {
  if (keys.length === 0) return [];
  const wanted = sql`unnest(${column(keys.map((k) => k.domain))}, ${column(keys.map((k) => k.sender))},
    ${column(keys.map((k) => k.messageid))}) as k(d, s, mid)`;
  const rows = await tx
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(
      wanted,
      sql`${chatMessages.domain} = k.d and ${chatMessages.sender} = k.s and ${chatMessages.messageid} = k.mid`,
    )
    .orderBy(chatMessages.id)
    .for('no key update', { of: chatMessages });
  return rows.map((r) => r.message);
}

export interface CopyRow {
  messageId: number;
  accountId: number;
  account: string;
  incoming: boolean;
  status: number;
}

/** Every account's copy of these messages. */
export async function copiesOf(tx: Tx, messageIds: number[]): Promise<CopyRow[]> {
  if (messageIds.length === 0) return [];
  return tx
    .select({
      messageId: sql<number>`${chatStream.messageId}`.mapWith(Number),
      accountId: chatStream.accountId,
      account: chatAccounts.account,
      incoming: chatStream.incoming,
      status: chatStream.status,
    })
    .from(chatStream)
    .innerJoin(chatAccounts, eq(chatAccounts.id, chatStream.accountId))
    .where(sql`${chatStream.messageId} = any(${column(messageIds)}::bigint[])`);
}

/** One item to append to an account's stream: a message copy (with its conversation) or an event. */
export interface NewItem {
  domain: string;
  account: string;
  messageId?: number | null;
  eventId?: number | null;
  /** A message copy's conversation as the account sees it. */
  peer?: string | null;
  incoming?: boolean;
  /** An incoming copy's status for the account. */
  status?: number;
}

/**
 * Appends items to their accounts' streams in one statement, numbered in the order given, and answers
 * each item's number: takes the accounts' next numbers (creating an account's counter at first use and
 * locking the counters in the order of domain and account until the transaction ends, so the next
 * writer of an account waits and its numbers follow these with no gap and commit after them), writes
 * the stream items, and moves each conversation's newest item forward (never back). One round trip
 * where three statements took three.
 */
export async function appendItems(tx: Tx, items: NewItem[]): Promise<{ accountId: number; seq: number }[]> {
  if (items.length === 0) return [];
  const pick = (f: (r: NewItem) => Cell) => column(items.map(f));
  const result = await tx.execute(sql`
    with item as (
      select d, a, mid::bigint as mid, eid::bigint as eid, peer, coalesce(inc::boolean, false) as inc,
        coalesce(st::smallint, 0) as st, i
      from unnest(${pick((r) => r.domain)}, ${pick((r) => r.account)}, ${pick((r) => r.messageId)},
        ${pick((r) => r.eventId)}, ${pick((r) => r.peer)}, ${pick((r) => r.incoming)}, ${pick((r) => r.status)})
        with ordinality as x(d, a, mid, eid, peer, inc, st, i)
    ),
    wanted as (select d, a, count(*) as n from item group by d, a),
    counter as (
      insert into ${chatAccounts} (domain, account, last_seq)
      select d, a, n from wanted order by d collate "C", a collate "C"
      on conflict (domain, account) do update set last_seq = ${chatAccounts}.last_seq + excluded.last_seq
      returning id, domain, account, last_seq
    ),
    numbered as (
      select c.id as account_id,
        c.last_seq - w.n + row_number() over (partition by it.d, it.a order by it.i) as seq, it.*
      from item it
      join wanted w on w.d = it.d and w.a = it.a
      join counter c on c.domain = it.d and c.account = it.a
    ),
    stream as (
      insert into ${chatStream} (account_id, seq, message_id, event_id, peer, incoming, status)
      select account_id, seq, mid, eid, peer, inc, st from numbered
    ),
    conversation as (
      insert into ${chatConversations} (account_id, peer, last_seq, message_id)
      select distinct on (account_id, peer) account_id, peer, seq, mid
      from numbered where mid is not null
      order by account_id, peer, seq desc
      on conflict (account_id, peer) do update set last_seq = excluded.last_seq, message_id = excluded.message_id
        where excluded.last_seq > ${chatConversations}.last_seq
    )
    select account_id, seq::text as seq from numbered order by i`);
  return rowsOf<{ account_id: number; seq: string }>(result).map((r) => ({
    accountId: Number(r.account_id),
    seq: Number(r.seq),
  }));
}

/** Inserts the events not yet stored (one of each type per account and message) and returns those. */
export async function insertEvents(
  tx: Tx,
  rows: NewEvent[],
): Promise<{ id: number; messageId: number; sender: string; type: number }[]> {
  if (rows.length === 0) return [];
  const pick = (f: (r: NewEvent) => Cell) => column(rows.map(f));
  const result = await tx.execute(sql`
    insert into ${chatEvents} (message_id, sender, type, status, payload, creationdate)
    select mid::bigint, s, t::smallint, st::smallint, p::jsonb, coalesce(cd::timestamptz, now())
    from unnest(${pick((r) => r.messageId)}, ${pick((r) => r.sender)}, ${pick((r) => r.type)},
      ${pick((r) => r.status)}, ${pick((r) => JSON.stringify(r.payload))}, ${pick((r) => r.creationdate)})
      as x(mid, s, t, st, p, cd)
    on conflict (message_id, sender, type) do nothing
    returning id::text as id, message_id::text as message_id, sender, type`);
  return rowsOf<{ id: string; message_id: string; sender: string; type: number }>(result).map((r) => ({
    id: Number(r.id),
    messageId: Number(r.message_id),
    sender: r.sender,
    type: Number(r.type),
  }));
}

/** Sets the status of accounts' copies of messages. */
export async function setCopyStatuses(
  tx: Tx,
  rows: { accountId: number; messageId: number; status: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${chatStream} set status = v.st::smallint
    from unnest(${column(rows.map((r) => r.accountId))}, ${column(rows.map((r) => r.messageId))},
      ${column(rows.map((r) => r.status))}) as v(acc, mid, st)
    where ${chatStream.accountId} = v.acc::integer and ${chatStream.messageId} = v.mid::bigint`);
}

/** Sets messages' status (the least over their recipients). */
export async function setMessageStatuses(tx: Tx, rows: { id: number; status: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${chatMessages} set status = v.st::smallint
    from unnest(${column(rows.map((r) => r.id))}, ${column(rows.map((r) => r.status))}) as v(id, st)
    where ${chatMessages.id} = v.id::bigint`);
}
