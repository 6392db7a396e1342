/**
 * What an attempt to hand a message to its provider leaves behind, in one transaction: the delivery row
 * (sent, pending again with its next attempt, or failed for good), the message's `extras.delivery` (and
 * `delivery_error` while it failed), and for a final outcome a receipt of type 20 (DELIVERY_RECEIPT_TYPE)
 * from the outside number: an event of the message and an item of the sender's stream, delivered live,
 * so the inbox marks the message sent or failed with the reason without a reload. Locks as the writer
 * does: the message (by id) before the account's counter.
 */
import { type ChannelDelivery, DELIVERY_RECEIPT_TYPE } from '@portside/contract/channels';
import { type Receipt, toWireDate } from '@portside/contract/messaging';
import type { Db } from '../../platform/db.ts';
import type { HubDelivery, HubKey } from '../../platform/realtime/seams.ts';
import { appendItems, insertEvents } from '../messaging/write-queries.ts';
import { type DueDelivery, mergeExtras, updateDelivery } from './queries.ts';

export type Outcome =
  | { state: 'sent'; providerId: string }
  | { state: 'pending'; reason: string; next: Date }
  | { state: 'failed'; reason: string };

export async function settle(
  db: Db,
  due: DueDelivery,
  attempts: number,
  outcome: Outcome,
): Promise<{ key: HubKey; delivery: HubDelivery }[]> {
  return db.transaction(async (tx) => {
    const delivery: ChannelDelivery =
      outcome.state === 'sent'
        ? { state: 'sent', attempts }
        : { state: outcome.state, reason: outcome.reason, attempts };
    await updateDelivery(tx, due.messageId, {
      state: outcome.state,
      attempts,
      ...(outcome.state === 'sent' ? { providerMessageId: outcome.providerId, lastError: null } : {}),
      ...(outcome.state !== 'sent' ? { lastError: outcome.reason } : {}),
      ...(outcome.state === 'pending' ? { nextAttemptAt: outcome.next } : {}),
    });
    const message = await mergeExtras(
      tx,
      due.messageId,
      outcome.state === 'failed' ? { delivery, delivery_error: outcome.reason } : { delivery },
      outcome.state === 'failed' ? [] : ['delivery_error'],
    );
    if (outcome.state === 'pending' || !message) return [];
    const receipt: Receipt = {
      messageid: due.messageid,
      sender: due.address,
      address: due.sender,
      date: toWireDate(new Date()),
      type: DELIVERY_RECEIPT_TYPE,
      status: message.status,
      payload: 'IQ',
      extra: { delivery },
    };
    const [event] = await insertEvents(tx, [
      {
        messageId: due.messageId,
        sender: due.address,
        type: DELIVERY_RECEIPT_TYPE,
        status: message.status,
        payload: receipt,
      },
    ]);
    if (!event) return [];
    const [item] = await appendItems(tx, [{ domain: due.domain, account: due.sender, eventId: event.id }]);
    if (!item) return [];
    return [
      {
        key: { domain: due.domain, account: due.sender },
        delivery: { seq: item.seq, kind: 'IQ', body: JSON.stringify(receipt) },
      },
    ];
  });
}
