/**
 * Storing a batch of SENDs in one transaction (DESIGN §5, docs/MESSAGING.md "What the server promises"):
 * new messages (a repeated (domain, sender, messageid) is found and left: it stores and delivers nothing),
 * their copies in every member's stream (the sender's included, for its other devices), receipts (a
 * recipient's status only ever rises; the message's status is the least over its recipients; each
 * change is an event and an item in the original sender's stream), a bot's answer to a message to a bot
 * (modules/assistant; a question it cannot answer also goes to the support desk), and for a message on
 * an outside channel its delivery: queued for the
 * connector when the channel is configured, else failed with the reason (issue 12 item 4). Answers per
 * operation: stored (or a repeat), or a
 * refusal; and the deliveries to publish once the transaction has committed.
 *
 * Lock order (write-queries.ts): messages inserted by key, then messages locked by id (receipts), then
 * account counters by (domain, account); every other row written is reached only through those.
 */
import { MESSAGE_STATUS, SYSTEM_SENDER } from '@portside/contract/messaging';
import type { Tx } from '../../platform/db.ts';
import { StompRefusal } from '../../platform/realtime/seams.ts';
import { answerQuestion } from '../assistant/answers.ts';
import { enqueueDeliveries } from '../channels/queries.ts';
import { configuredChannels } from '../channels/settings.ts';
import { peerOf } from './addresses.ts';
import type { BatchOutcome, Delivery, IncomingMessage, Item, Operation } from './operations.ts';
import { presentMessage } from './presenter.ts';
import { storeReceipts } from './receipts.ts';
import { botAnswerId, handoffId, noConnectorSentence } from './system-messages.ts';
import {
  accountKey,
  appendItems,
  existingExtensions,
  insertMessages,
  type MessageRow,
  messageKey,
  type NewMessage,
} from './write-queries.ts';

export type { BatchOutcome, Delivery, IncomingMessage, Operation, Sender } from './operations.ts';

/** What a batch needs from the deployment: the desk the assistant hands questions to (SUPPORT_ACCOUNT). */
export interface BatchOptions {
  supportAccount?: string;
}

export async function commitBatch(
  tx: Tx,
  ops: readonly Operation[],
  options: BatchOptions = {},
): Promise<BatchOutcome> {
  const results: (StompRefusal | null)[] = ops.map(() => null);
  const items: Item[] = [];
  await storeMessages(tx, ops, results, items, options);
  const eventIds = await storeReceipts(tx, ops, results, items);
  const deliveries = await appendToStreams(tx, items, eventIds);
  return { results, deliveries, incoming: incomingMessages(items) };
}

/** The batch's new messages as their recipients got them (the language score's input, issue 12). */
function incomingMessages(items: readonly Item[]): IncomingMessage[] {
  const byId = new Map<number, IncomingMessage>();
  for (const item of items) {
    if (item.kind !== 'message' || !item.incoming || item.row.sender === SYSTEM_SENDER) continue;
    const known = byId.get(item.row.id);
    if (known) known.recipients.push(item.account);
    else {
      const { domain, sender, messageid, message } = item.row;
      byId.set(item.row.id, { domain, sender, messageid, message, recipients: [item.account] });
    }
  }
  return [...byId.values()];
}

// --- messages ---------------------------------------------------------------------------------------

async function storeMessages(
  tx: Tx,
  ops: readonly Operation[],
  results: (StompRefusal | null)[],
  items: Item[],
  options: BatchOptions,
): Promise<void> {
  const messages = ops.flatMap((op, i) => (op.kind === 'message' ? [{ op, i }] : []));
  if (messages.length === 0) return;

  // Every member must be an extension of the domain (a bot only where it is one): one query per batch.
  const wanted = new Map<string, Set<string>>();
  for (const { op } of messages) {
    const set = wanted.get(op.from.domain) ?? new Set<string>();
    for (const m of op.destination.members) if (m !== op.from.account) set.add(m);
    wanted.set(op.from.domain, set);
  }
  const known = await existingExtensions(tx, wanted);
  const members = new Map<number, string[]>();
  for (const { op, i } of messages) {
    const { destination, from } = op;
    const missing = destination.members.filter(
      (m) => m !== from.account && !known.has(accountKey(from.domain, m)),
    );
    if (destination.kind === 'bot') {
      members.set(
        i,
        destination.members.filter((m) => !missing.includes(m)),
      );
    } else if (missing.length > 0) {
      results[i] = new StompRefusal(`${missing.join(', ')} is not an account of ${from.domain}.`);
    } else {
      members.set(i, destination.members);
    }
  }

  // The same message twice in one batch: the first is stored, the second is a repeat.
  const fresh = new Map<string, { op: Extract<Operation, { kind: 'message' }>; i: number }>();
  for (const m of messages) {
    if (results[m.i]) continue;
    const key = messageKey(m.op.from.domain, m.op.from.account, m.op.input.messageid);
    if (!fresh.has(key)) fresh.set(key, m);
  }
  // Outside channels (issue 12 item 4): which are configured, asked only when the batch has one.
  const outside = [...fresh.values()].filter(({ op }) => op.destination.kind === 'outside');
  const configured =
    outside.length > 0
      ? await configuredChannels(tx, [...new Set(outside.map(({ op }) => op.from.domain))])
      : null;
  const inserted = await insertMessages(
    tx,
    [...fresh.values()].map(({ op }) => messageRow(op, configured)),
  );
  const stored = new Map(inserted.map((r) => [messageKey(r.domain, r.sender, r.messageid), r]));
  // A message on a configured channel is queued for its connector in the same transaction.
  if (configured) {
    await enqueueDeliveries(
      tx,
      inserted.filter((r) => r.channel !== 'app' && configured.has(`${r.domain}/${r.channel}`)),
    );
  }

  // A message to a bot is answered by the bot in the same transaction (modules/assistant): a question
  // is never stored without its answer, and a repeat (not stored again) gets none.
  const bot = await botAnswers(tx, fresh, stored, options);
  const botRows = new Map((await insertMessages(tx, bot.rows)).map((r) => [r.messageid, r]));

  for (const [key, { op, i }] of fresh) {
    const row = stored.get(key);
    if (!row) continue;
    for (const account of members.get(i) ?? []) {
      const incoming = account !== op.from.account;
      const peer =
        op.destination.kind === 'broadcast' ? row.address : peerOf(account, row.sender, row.address);
      items.push({ domain: row.domain, account, kind: 'message', row, peer, incoming });
    }
    if (op.destination.kind === 'bot') {
      for (const messageid of bot.of.get(key) ?? []) {
        const answer = botRows.get(messageid);
        if (!answer) continue;
        // The answer (or the question handed to the desk): in its sender's and its address's streams.
        for (const account of [answer.sender, answer.address]) {
          // The bot gets its copy only where it is an extension; a desk handed a question is one.
          if (account === op.destination.address && !known.has(accountKey(row.domain, account))) continue;
          const incoming = account === answer.address;
          const peer = peerOf(account, answer.sender, answer.address);
          items.push({ domain: row.domain, account, kind: 'message', row: answer, peer, incoming });
        }
      }
    }
  }
}

/**
 * The bots' answers to the batch's new messages to a bot (assistant/answers.ts): the bot's message to the
 * asker and, for a question handed to a person, the question again from the asker to the support desk.
 * `of` lists, per question's key, the messageids of the rows it brought.
 */
async function botAnswers(
  tx: Tx,
  fresh: Map<string, { op: Extract<Operation, { kind: 'message' }> }>,
  stored: Map<string, MessageRow>,
  options: BatchOptions,
): Promise<{ rows: NewMessage[]; of: Map<string, string[]> }> {
  const rows: NewMessage[] = [];
  const of = new Map<string, string[]>();
  for (const [key, { op }] of fresh) {
    const question = stored.get(key);
    if (!question || op.destination.kind !== 'bot') continue;
    const botNumber = op.destination.address;
    const answer = await answerQuestion(
      tx,
      { domain: question.domain, asker: question.sender, bot: botNumber, text: question.message },
      { supportAccount: options.supportAccount ?? null },
    );
    const reply: NewMessage = {
      domain: question.domain,
      sender: botNumber,
      address: question.sender,
      messageid: botAnswerId(question.sender, question.messageid),
      message: answer.text,
      channel: 'app',
      extras: { bot: { kind: answer.kind, question: question.messageid, ...(answer.detail ?? {}) } },
    };
    rows.push(reply);
    const ids = [reply.messageid];
    if (answer.handoffTo) {
      const handoff: NewMessage = {
        domain: question.domain,
        sender: question.sender,
        address: answer.handoffTo,
        messageid: handoffId(botNumber, question.messageid),
        message: question.message,
        channel: 'app',
        extras: { handoff: { bot: botNumber, messageid: question.messageid } },
      };
      rows.push(handoff);
      ids.push(handoff.messageid);
    }
    of.set(key, ids);
  }
  return { rows, of };
}

/**
 * The row of a message. On an outside channel its delivery is in extras: pending for its connector, or
 * failed with the reason when the channel is not configured (never a silent drop). `configured` holds the batch's configured `<domain>/<channel>`s.
 */
function messageRow(op: Extract<Operation, { kind: 'message' }>, configured: Set<string> | null): NewMessage {
  const { input, from, destination } = op;
  const extras: Record<string, unknown> = { ...(input.extras ?? {}) };
  // A phone's clock is not the server's: the time it was typed is kept, the stored date is ours.
  if (input.date) extras.typed_at = input.date;
  if (destination.kind === 'outside') {
    if (configured?.has(`${from.domain}/${input.channel}`)) {
      extras.delivery = { state: 'pending', attempts: 0 };
    } else {
      const reason = noConnectorSentence(destination, input.channel);
      extras.delivery = { state: 'failed', reason, attempts: 0 };
      extras.delivery_error = reason;
    }
  }
  return {
    domain: from.domain,
    sender: from.account,
    address: destination.address,
    messageid: input.messageid,
    message: input.message,
    channel: input.channel,
    mediatype: input.mediatype ?? null,
    media: input.media ?? null,
    topic: input.topic ?? null,
    senderid: input.senderid ?? null,
    issync: input.issync ?? false,
    extras: Object.keys(extras).length > 0 ? extras : null,
  };
}

// --- streams ----------------------------------------------------------------------------------------

async function appendToStreams(tx: Tx, items: Item[], eventIds: Map<string, number>): Promise<Delivery[]> {
  const numbers = await appendItems(
    tx,
    items.map((item) =>
      item.kind === 'message'
        ? {
            domain: item.domain,
            account: item.account,
            messageId: item.row.id,
            peer: item.peer,
            incoming: item.incoming,
            status: MESSAGE_STATUS.new,
          }
        : { domain: item.domain, account: item.account, eventId: eventIds.get(item.eventKey) ?? null },
    ),
  );
  return items.map((item, i) => {
    const seq = numbers[i]?.seq;
    if (seq === undefined) throw new Error(`no stream number for ${item.account}@${item.domain}`);
    const key = { domain: item.domain, account: item.account };
    if (item.kind === 'IQ') return { key, delivery: { seq, kind: 'IQ', body: item.body } };
    const status = MESSAGE_STATUS.new;
    const body = presentMessage(item.row, { peer: item.peer, incoming: item.incoming, status });
    return { key, delivery: { seq, kind: 'message', body: JSON.stringify(body) } };
  });
}
