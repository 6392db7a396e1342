/** SQL of the channels module: configurations, and the delivery queue the worker reads. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { chatMessages } from '../messaging/schema.ts';
import { extensions } from '../pbx/schema.ts';
import { type ChannelConfigRow, channelConfigs, channelDeliveries } from './schema.ts';

export async function selectConfigs(tx: Tx, domains: readonly string[]): Promise<ChannelConfigRow[]> {
  if (domains.length === 0) return [];
  return tx
    .select()
    .from(channelConfigs)
    .where(inArray(channelConfigs.domain, [...domains]));
}

export async function selectConfig(
  tx: Tx,
  domain: string,
  channel: string,
): Promise<ChannelConfigRow | undefined> {
  const [row] = await tx
    .select()
    .from(channelConfigs)
    .where(and(eq(channelConfigs.domain, domain), eq(channelConfigs.channel, channel)));
  return row;
}

export async function upsertConfig(
  tx: Tx,
  values: typeof channelConfigs.$inferInsert,
): Promise<ChannelConfigRow> {
  const { domain: _d, channel: _c, ...changes } = values;
  const [row] = await tx
    .insert(channelConfigs)
    .values(values)
    .onConflictDoUpdate({ target: [channelConfigs.domain, channelConfigs.channel], set: changes })
    .returning();
  if (!row) throw new Error('channel configuration not stored');
  return row;
}

export async function isExtensionOf(tx: Tx, domain: string, extension: string): Promise<boolean> {
  const [row] = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), eq(extensions.extension, extension)));
  return row !== undefined;
}

/** The account that last wrote to `peer` on `channel`: an inbound message joins its conversation. */
export async function lastWriterTo(
  tx: Tx,
  domain: string,
  channel: string,
  peer: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ sender: chatMessages.sender })
    .from(chatMessages)
    .innerJoin(
      extensions,
      and(eq(extensions.domain, chatMessages.domain), eq(extensions.extension, chatMessages.sender)),
    )
    .where(
      and(eq(chatMessages.domain, domain), eq(chatMessages.address, peer), eq(chatMessages.channel, channel)),
    )
    .orderBy(sql`${chatMessages.id} desc`)
    .limit(1);
  return row?.sender;
}

export interface DueDelivery {
  messageId: number;
  domain: string;
  channel: string;
  attempts: number;
  sender: string;
  address: string;
  messageid: string;
  message: string;
  media: string | null;
}

/**
 * Takes up to `limit` due pending deliveries for `leaseMs` (rows another worker holds are skipped), with
 * their messages. A worker that dies while sending leaves the lease to run out: the row is taken again.
 */
export async function claimDue(tx: Tx, limit: number, leaseMs: number): Promise<DueDelivery[]> {
  const result = await tx.execute(sql`
    with due as (
      select message_id from ${channelDeliveries}
      where state = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${channelDeliveries} d set claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
    from due, ${chatMessages} m
    where d.message_id = due.message_id and m.id = d.message_id
    returning d.message_id::text as message_id, d.domain, d.channel, d.attempts, m.sender, m.address,
      m.messageid, m.message, m.media`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    messageId: Number(r.message_id),
    domain: String(r.domain),
    channel: String(r.channel),
    attempts: Number(r.attempts),
    sender: String(r.sender),
    address: String(r.address),
    messageid: String(r.messageid),
    message: String(r.message ?? ''),
    media: (r.media as string | null) ?? null,
  }));
}

export async function updateDelivery(
  tx: Tx,
  messageId: number,
  changes: Partial<typeof channelDeliveries.$inferInsert>,
): Promise<void> {
  await tx
    .update(channelDeliveries)
    .set({ ...changes, claimedUntil: null, updatedAt: new Date() })
    .where(eq(channelDeliveries.messageId, messageId));
}

/** Merges `extras` into a message's extras and answers the message as stored. */
export async function mergeExtras(
  tx: Tx,
  messageId: number,
  extras: Record<string, unknown>,
  drop: string[] = [],
) {
  const [row] = await tx
    .update(chatMessages)
    .set({
      extras: sql`(coalesce(${chatMessages.extras}, '{}'::jsonb) - ${sql.param(drop)}::text[]) || ${JSON.stringify(extras)}::jsonb`,
    })
    .where(eq(chatMessages.id, messageId))
    .returning();
  return row;
}

/** Queues stored messages for their connectors (the store, in the messages' transaction). */
export async function enqueueDeliveries(
  tx: Tx,
  rows: readonly { id: number; domain: string; channel: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(channelDeliveries)
    .values(rows.map((r) => ({ messageId: r.id, domain: r.domain, channel: r.channel })))
    .onConflictDoNothing();
}
