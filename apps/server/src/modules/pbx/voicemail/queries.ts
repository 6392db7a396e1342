/** SQL of voicemail boxes and their messages. Each takes a Tx. */
import type { VoicemailListQuery } from '@portside/contract/pbx/voicemail';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsText, keysetAfter } from '../../../platform/list-query.ts';
import { voicemailBoxes as b, voicemailMessages as m } from '../schema.ts';
import { dropUnusedRecordings, recordingsOfBox } from './audio-queries.ts';

type BoxOrder = Pick<VoicemailListQuery, 'orderby' | 'order'>;
/** A row's place in the order: its sort key as exact text, and its uuid. */
export type Cursor = { key: string; uuid: string };

// Written out with table names: inside a subquery drizzle leaves both columns unqualified.
const messageCount = sql<number>`(select count(*)::int from "voicemail_messages" vm where vm."voicemail_uuid" = "voicemail_boxes"."voicemail_uuid")`;

const newMessageCount = sql<number>`(select count(*)::int from "voicemail_messages" vm where vm."voicemail_uuid" = "voicemail_boxes"."voicemail_uuid" and vm."read_epoch" is null)`;

const greetingOf = (column: string) =>
  sql.raw(
    `(select g."${column}" from "voicemail_greetings" g where g."voicemail_uuid" = "voicemail_boxes"."voicemail_uuid")`,
  );

const boxSelection = {
  voicemailUuid: b.voicemailUuid,
  voicemailId: b.voicemailId,
  description: b.description,
  enabled: b.enabled,
  mailTo: b.mailTo,
  emailEnabled: b.emailEnabled,
  keepAfterEmail: b.keepAfterEmail,
  insertDate: b.insertDate,
  messageCount,
  /** messages not marked read */
  newMessageCount,
  greetingFilename: sql<string | null>`${greetingOf('filename')}`,
  greetingSize: sql<number | null>`${greetingOf('size')}`,
  /** the sort key as exact text (a timestamptz keeps its microseconds), for keyset paging of exports */
  insertText: sql<string>`${b.insertDate}::text`,
};
export type BoxRow = NonNullable<Awaited<ReturnType<typeof findBox>>>;

/** The domain, one mailbox unless ext is 'all', and the search over number and description. */
export function boxWhere(domain: string, ext: string, search: string | undefined): SQL | undefined {
  return allOf(
    eq(b.domain, domain),
    ext === 'all' ? undefined : eq(b.voicemailId, ext),
    search === undefined
      ? undefined
      : sql`(${containsText(b.voicemailId, search)} or ${containsText(b.description, search)})`,
  );
}

function boxKeys(q: BoxOrder) {
  return q.orderby === 'voicemail_id'
    ? { key: b.voicemailId, cast: (v: string) => sql`${v}` }
    : { key: b.insertDate, cast: (v: string) => sql`${v}::timestamptz` };
}

export function selectBoxPage(tx: Tx, where: SQL | undefined, q: BoxOrder, limit: number, offset: number) {
  const dir = q.order === 'ASC' ? asc : desc;
  return tx
    .select(boxSelection)
    .from(b)
    .where(where)
    .orderBy(dir(boxKeys(q).key), dir(b.voicemailUuid))
    .limit(limit)
    .offset(offset);
}

export async function countBoxes(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(b).where(where);
  return row?.n ?? 0;
}

/** The next export batch after `after`, in the list's order. */
export function selectBoxBatch(
  tx: Tx,
  where: SQL | undefined,
  q: BoxOrder,
  after: Cursor | undefined,
  limit: number,
) {
  const dir = q.order === 'ASC' ? asc : desc;
  const { key, cast } = boxKeys(q);
  const next = after
    ? keysetAfter(q.order, [key, b.voicemailUuid], [cast(after.key), sql`${after.uuid}::uuid`])
    : undefined;
  return tx
    .select(boxSelection)
    .from(b)
    .where(and(where, next))
    .orderBy(dir(key), dir(b.voicemailUuid))
    .limit(limit);
}

export function boxCursor(q: BoxOrder, row: BoxRow): Cursor {
  return { key: q.orderby === 'voicemail_id' ? row.voicemailId : row.insertText, uuid: row.voicemailUuid };
}

export async function findBox(tx: Tx, domain: string, voicemailId: string) {
  const [row] = await tx
    .select(boxSelection)
    .from(b)
    .where(and(eq(b.domain, domain), eq(b.voicemailId, voicemailId)));
  return row;
}

/** Undefined when the domain already has a box of that number (the unique constraint decided). */
export async function insertBox(tx: Tx, values: typeof b.$inferInsert): Promise<string | undefined> {
  const [row] = await tx.insert(b).values(values).onConflictDoNothing().returning({ id: b.voicemailId });
  return row?.id;
}

export async function updateBox(
  tx: Tx,
  domain: string,
  voicemailId: string,
  values: Partial<typeof b.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(b)
    .set(values)
    .where(and(eq(b.domain, domain), eq(b.voicemailId, voicemailId)))
    .returning({ id: b.voicemailId });
  return rows.length > 0;
}

/**
 * Deletes the box and, by the foreign keys' cascade, its messages and greeting; then the recordings no
 * other message carries.
 */
export async function deleteBox(tx: Tx, domain: string, voicemailId: string): Promise<boolean> {
  const recordings = await recordingsOfBox(tx, domain, voicemailId);
  const rows = await tx
    .delete(b)
    .where(and(eq(b.domain, domain), eq(b.voicemailId, voicemailId)))
    .returning({ id: b.voicemailId });
  await dropUnusedRecordings(tx, recordings);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Messages: newest first (created_epoch, then the uuid).

const messageSelection = {
  voicemailMessageUuid: m.voicemailMessageUuid,
  voicemailUuid: m.voicemailUuid,
  voicemailId: b.voicemailId,
  callerIdName: m.callerIdName,
  callerIdNumber: m.callerIdNumber,
  messageLength: m.messageLength,
  createdEpoch: m.createdEpoch,
  readEpoch: m.readEpoch,
  hasAudio: sql<boolean>`exists (select 1 from "voicemail_audio" va where va."voicemail_message_uuid" = ${m.voicemailMessageUuid})`,
};
export type MessageRow = Awaited<ReturnType<typeof selectMessagePage>>[number];

/** The domain's messages, or one box's (by its uuid), with the search over caller name and number. */
export function messageWhere(domain: string, boxUuid: string | undefined, search: string | undefined) {
  return allOf(
    eq(m.domain, domain),
    boxUuid === undefined ? undefined : eq(m.voicemailUuid, boxUuid),
    search === undefined
      ? undefined
      : sql`(${containsText(m.callerIdName, search)} or ${containsText(m.callerIdNumber, search)})`,
  );
}

export function selectMessagePage(
  tx: Tx,
  where: SQL | undefined,
  order: 'ASC' | 'DESC',
  limit: number,
  offset: number,
) {
  const dir = order === 'ASC' ? asc : desc;
  return tx
    .select(messageSelection)
    .from(m)
    .innerJoin(b, eq(b.voicemailUuid, m.voicemailUuid))
    .where(where)
    .orderBy(dir(m.createdEpoch), dir(m.voicemailMessageUuid))
    .limit(limit)
    .offset(offset);
}

export async function countMessages(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(m).where(where);
  return row?.n ?? 0;
}

export function selectMessageBatch(
  tx: Tx,
  where: SQL | undefined,
  order: 'ASC' | 'DESC',
  after: Cursor | undefined,
  limit: number,
) {
  const dir = order === 'ASC' ? asc : desc;
  const next = after
    ? keysetAfter(
        order,
        [m.createdEpoch, m.voicemailMessageUuid],
        [sql`${after.key}::bigint`, sql`${after.uuid}::uuid`],
      )
    : undefined;
  return tx
    .select(messageSelection)
    .from(m)
    .innerJoin(b, eq(b.voicemailUuid, m.voicemailUuid))
    .where(and(where, next))
    .orderBy(dir(m.createdEpoch), dir(m.voicemailMessageUuid))
    .limit(limit);
}
