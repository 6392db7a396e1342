/**
 * Messages an outside number sends, taken from a connector's webhook into the same conversations as the
 * app channel (issue 12 item 4): the message's sender is the outside number, its messageid the
 * provider's id (chat_messages' unique (domain, sender, messageid) makes a repeated webhook a repeat:
 * stored once, delivered once), its address the account it is for: the one that last wrote to that
 * number on that channel, else the channel's inbox account. Stored, then published to the hub, as the
 * writer does (a message, then the account's counter). Its language score is stored in the same
 * transaction as a type 14 receipt of the account, as every app message's is (language/scorer.ts): an
 * event of the message (GET /v3/chat/event); the outside number has no stream to carry it to.
 */
import type { OutsideChannel } from '@portside/contract/channels';
import type { Db } from '../../platform/db.ts';
import type { Hub } from '../../platform/realtime/seams.ts';
import { receiptOf } from '../language/scorer.ts';
import { presentMessage } from '../messaging/presenter.ts';
import { storeReceipts } from '../messaging/receipts.ts';
import { appendItems, insertMessages } from '../messaging/write-queries.ts';
import type { InboundMessage } from './connector.ts';
import { lastWriterTo } from './queries.ts';

export async function storeInbound(
  db: Db,
  hub: Pick<Hub, 'publish'>,
  target: { domain: string; channel: OutsideChannel; inboxAccount: string },
  messages: readonly InboundMessage[],
): Promise<number> {
  const { domain, channel } = target;
  let stored = 0;
  for (const m of messages) {
    const deliveries = await db.transaction(async (tx) => {
      const account = (await lastWriterTo(tx, domain, channel, m.from)) ?? target.inboxAccount;
      const [row] = await insertMessages(tx, [
        {
          domain,
          sender: m.from,
          address: account,
          messageid: m.providerMessageId,
          message: m.text,
          channel,
          media: m.media,
          mediatype: m.mediatype,
          extras: m.name ? { name: m.name } : null,
        },
      ]);
      if (!row) return [];
      const [item] = await appendItems(tx, [
        { domain, account, messageId: row.id, peer: m.from, incoming: true, status: 0 },
      ]);
      if (!item) return [];
      if (m.text.trim() !== '') {
        const score = receiptOf({
          domain,
          sender: m.from,
          messageid: row.messageid,
          message: m.text,
          recipients: [account],
        });
        const results = [null];
        await storeReceipts(tx, [score], results, []);
        if (results[0]) throw results[0];
      }
      const body = presentMessage(row, { peer: m.from, incoming: true, status: 0 });
      return [
        {
          key: { domain, account },
          delivery: { seq: item.seq, kind: 'message' as const, body: JSON.stringify(body) },
        },
      ];
    });
    stored += deliveries.length;
    // Stored is what the provider is promised; the account catches up from its stream if this fails.
    await hub.publish(deliveries).catch(() => undefined);
  }
  return stored;
}
