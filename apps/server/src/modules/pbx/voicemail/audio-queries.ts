/**
 * SQL of voicemail audio: recordings kept once by their SHA-256 and linked to messages, box greetings,
 * and byte ranges of either read with substring() (1-based in SQL), so only the part asked for leaves
 * the database.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { voicemailBoxes as b, voicemailMessages as m } from '../schema.ts';
import { voicemailAudio as a, voicemailGreetings as g, voicemailRecordings as r } from './audio-schema.ts';

/** Keeps the bytes once (by their SHA-256) and answers the hash a message links to. */
export async function storeRecording(tx: Tx, data: Buffer, contentType: string): Promise<string> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  await tx.insert(r).values({ sha256, contentType, size: data.length, data }).onConflictDoNothing();
  return sha256;
}

export async function linkRecording(tx: Tx, messageUuid: string, sha256: string): Promise<void> {
  await tx
    .insert(a)
    .values({ voicemailMessageUuid: messageUuid, sha256 })
    .onConflictDoUpdate({ target: a.voicemailMessageUuid, set: { sha256 } });
}

/** Deletes those of the recordings that no message links to any more. */
export async function dropUnusedRecordings(tx: Tx, sha256s: string[]): Promise<void> {
  if (sha256s.length === 0) return;
  await tx
    .delete(r)
    .where(
      and(
        inArray(r.sha256, sha256s),
        notExists(tx.select({ one: sql`1` }).from(a).where(eq(a.sha256, r.sha256))),
      ),
    );
}

export async function recordingsOfBox(tx: Tx, domain: string, voicemailId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ sha256: a.sha256 })
    .from(a)
    .innerJoin(m, eq(m.voicemailMessageUuid, a.voicemailMessageUuid))
    .innerJoin(b, eq(b.voicemailUuid, m.voicemailUuid))
    .where(and(eq(b.domain, domain), eq(b.voicemailId, voicemailId)));
  return rows.map((row) => row.sha256);
}

/**
 * A message of the domain (of one box, when `boxUuid` is given) with what its audio's answer needs;
 * undefined when there is no such message there.
 */
export async function findMessage(tx: Tx, domain: string, boxUuid: string | undefined, messageUuid: string) {
  const [row] = await tx
    .select({
      voicemailMessageUuid: m.voicemailMessageUuid,
      voicemailId: b.voicemailId,
      callerIdNumber: m.callerIdNumber,
      createdEpoch: m.createdEpoch,
      sha256: a.sha256,
      contentType: r.contentType,
      size: r.size,
    })
    .from(m)
    .innerJoin(b, eq(b.voicemailUuid, m.voicemailUuid))
    .leftJoin(a, eq(a.voicemailMessageUuid, m.voicemailMessageUuid))
    .leftJoin(r, eq(r.sha256, a.sha256))
    .where(
      and(
        eq(m.domain, domain),
        eq(m.voicemailMessageUuid, messageUuid),
        boxUuid === undefined ? undefined : eq(m.voicemailUuid, boxUuid),
      ),
    );
  return row;
}

export async function readRecording(tx: Tx, sha256: string, start: number, length: number): Promise<Buffer> {
  const [row] = await tx
    .select({ part: sql<Buffer | Uint8Array>`substring(${r.data} from ${start + 1} for ${length})` })
    .from(r)
    .where(eq(r.sha256, sha256));
  return row ? Buffer.from(row.part) : Buffer.alloc(0);
}

/** Marks a message read now (unix seconds) or new again; false when no such message. */
export async function setMessageRead(
  tx: Tx,
  messageUuid: string,
  readEpoch: number | null,
): Promise<boolean> {
  const rows = await tx
    .update(m)
    .set({ readEpoch })
    .where(eq(m.voicemailMessageUuid, messageUuid))
    .returning({ id: m.voicemailMessageUuid });
  return rows.length > 0;
}

/** Deletes one message (its link goes by cascade) and then its recording if no other message has it. */
export async function deleteMessage(tx: Tx, messageUuid: string, sha256: string | null): Promise<boolean> {
  const rows = await tx
    .delete(m)
    .where(eq(m.voicemailMessageUuid, messageUuid))
    .returning({ id: m.voicemailMessageUuid });
  if (sha256) await dropUnusedRecordings(tx, [sha256]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Greetings

export async function putGreeting(tx: Tx, values: typeof g.$inferInsert): Promise<void> {
  const { voicemailUuid: _, ...rest } = values;
  await tx
    .insert(g)
    .values(values)
    .onConflictDoUpdate({ target: g.voicemailUuid, set: { ...rest, insertDate: new Date() } });
}

export async function findGreeting(tx: Tx, boxUuid: string) {
  const [row] = await tx
    .select({
      filename: g.filename,
      contentType: g.contentType,
      size: g.size,
      insertDate: g.insertDate,
    })
    .from(g)
    .where(eq(g.voicemailUuid, boxUuid));
  return row;
}

export async function readGreeting(tx: Tx, boxUuid: string, start: number, length: number): Promise<Buffer> {
  const [row] = await tx
    .select({ part: sql<Buffer | Uint8Array>`substring(${g.data} from ${start + 1} for ${length})` })
    .from(g)
    .where(eq(g.voicemailUuid, boxUuid));
  return row ? Buffer.from(row.part) : Buffer.alloc(0);
}

export async function deleteGreeting(tx: Tx, boxUuid: string): Promise<boolean> {
  const rows = await tx.delete(g).where(eq(g.voicemailUuid, boxUuid)).returning({ id: g.voicemailUuid });
  return rows.length > 0;
}
