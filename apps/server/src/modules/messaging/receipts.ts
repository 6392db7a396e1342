/**
 * Receipts of a batch (store.ts): a recipient says it received (3) or read (5) a message, or gives its
 * language score (14). The messages are locked (by id), so receipts of one message from several
 * instances are taken one after the other. A recipient's status only rises; the message's status is the
 * least over its recipients; each change is an event (at most one of each type per account and
 * message) and an item of the original sender's stream, when the sender is an account.
 */
import { toWireDate } from '@portside/contract/messaging';
import type { Tx } from '../../platform/db.ts';
import { StompRefusal } from '../../platform/realtime/seams.ts';
import type { Item, Operation } from './operations.ts';
import {
  type CopyRow,
  copiesOf,
  insertEvents,
  lockMessages,
  messageKey,
  setCopyStatuses,
  setMessageStatuses,
} from './write-queries.ts';

interface PendingEvent {
  key: string;
  messageId: number;
  sender: string;
  type: number;
  status: number;
  payload: Record<string, unknown>;
  /** The original sender's account, when it is one (it has its own copy): the receipt goes to it. */
  to: { domain: string; account: string } | null;
}

/** Stores the batch's receipts; answers the stored events' ids by `<message id>/<account>/<type>`. */
export async function storeReceipts(
  tx: Tx,
  ops: readonly Operation[],
  results: (StompRefusal | null)[],
  items: Item[],
): Promise<Map<string, number>> {
  const receipts = ops.flatMap((op, i) => (op.kind === 'receipt' ? [{ op, i }] : []));
  if (receipts.length === 0) return new Map();
  const keys = new Map<string, { domain: string; sender: string; messageid: string }>();
  for (const { op } of receipts) {
    const k = { domain: op.from.domain, sender: op.input.address, messageid: op.input.messageid };
    keys.set(messageKey(k.domain, k.sender, k.messageid), k);
  }
  const locked = await lockMessages(tx, [...keys.values()]);
  const byKey = new Map(locked.map((m) => [messageKey(m.domain, m.sender, m.messageid), m]));
  const copies = new Map<number, CopyRow[]>();
  for (const c of await copiesOf(
    tx,
    locked.map((m) => m.id),
  )) {
    copies.set(c.messageId, [...(copies.get(c.messageId) ?? []), c]);
  }

  const now = new Date();
  const events = new Map<string, PendingEvent>();
  const changedCopies = new Map<string, { accountId: number; messageId: number; status: number }>();
  const changedMessages = new Map<number, { id: number; status: number }>();
  for (const { op, i } of receipts) {
    const { input, from } = op;
    const message = byKey.get(messageKey(from.domain, input.address, input.messageid));
    const own = copies.get(message?.id ?? -1) ?? [];
    const copy = own.find((c) => c.account === from.account && c.incoming);
    if (!message || !copy) {
      results[i] = new StompRefusal(
        `${from.account} has received no message ${input.messageid} from ${input.address}.`,
      );
      continue;
    }
    if (input.type !== 14) {
      // Never downwards: a delivered mark after a read one, or a repeat, changes nothing.
      if (copy.status >= input.type) continue;
      copy.status = input.type;
      changedCopies.set(`${copy.accountId}/${message.id}`, {
        accountId: copy.accountId,
        messageId: message.id,
        status: copy.status,
      });
      const least = Math.min(...own.filter((c) => c.incoming).map((c) => c.status));
      if (least !== message.status) {
        message.status = least;
        changedMessages.set(message.id, { id: message.id, status: least });
      }
    }
    const key = `${message.id}/${from.account}/${input.type}`;
    if (events.has(key)) continue;
    const origin = own.find((c) => !c.incoming);
    events.set(key, {
      key,
      messageId: message.id,
      sender: from.account,
      type: input.type,
      status: message.status,
      payload: {
        messageid: message.messageid,
        sender: from.account,
        address: message.sender,
        date: toWireDate(now),
        type: input.type,
        status: message.status,
        payload: 'IQ',
        extra: input.extra ?? null,
      },
      to: origin ? { domain: message.domain, account: origin.account } : null,
    });
  }
  await setCopyStatuses(tx, [...changedCopies.values()]);
  await setMessageStatuses(tx, [...changedMessages.values()]);

  const pending = [...events.values()];
  const stored = await insertEvents(
    tx,
    pending.map((e) => ({
      messageId: e.messageId,
      sender: e.sender,
      type: e.type,
      status: e.status,
      payload: e.payload,
      creationdate: now,
    })),
  );
  const ids = new Map(stored.map((s) => [`${s.messageId}/${s.sender}/${s.type}`, s.id]));
  for (const e of pending) {
    // Not stored: the same receipt was stored before (a repeated language score).
    if (!e.to || !ids.has(e.key)) continue;
    items.push({
      domain: e.to.domain,
      account: e.to.account,
      kind: 'IQ',
      eventKey: e.key,
      body: JSON.stringify(e.payload),
    });
  }
  return ids;
}
