/**
 * Writes a past history in bulk (the demo seed): what the store would have written had these messages
 * and receipts been sent one by one at their times — the messages, every account's copies in its stream
 * in time order (with the account's counter), the receipts as events and as items of the original
 * sender's stream, each copy's and message's final status, and the conversations. Same queries as the
 * store (write-queries.ts), in one transaction given by the caller.
 */
import { type Channel, isGroupAddress, toWireDate } from '@portside/contract/messaging';
import type { Tx } from '../../platform/db.ts';
import { peerOf } from './addresses.ts';
import { appendItems, insertEvents, insertMessages } from './write-queries.ts';

export interface PastMessage {
  messageid: string;
  sender: string;
  /** An account, an outside number, or a group's members sorted and joined by ':'. */
  address: string;
  channel: Channel;
  text: string;
  at: Date;
  extras?: Record<string, unknown> | null;
  /**
   * Who holds a copy, when not the sender and address (a system message speaking in a conversation, a
   * broadcast to a group's number): incoming unless `incoming` is false (the sender's own copy).
   */
  copies?: { account: string; peer: string; incoming?: boolean }[];
  /** Delivered (3) and read (5) marks of its recipients, at their times. */
  receipts: { from: string; type: 3 | 5; at: Date }[];
}

/** The recipients whose marks make a message's status: the copies given, a group's others, the address. */
export function recipientsOf(m: Pick<PastMessage, 'sender' | 'address' | 'copies'>): string[] {
  if (m.copies) return m.copies.filter((c) => c.incoming !== false).map((c) => c.account);
  if (isGroupAddress(m.address)) return m.address.split(':').filter((a) => a !== m.sender);
  return [m.address];
}

interface Entry {
  at: number;
  order: number;
  account: string;
  row:
    | { kind: 'message'; m: PastMessage; peer: string; incoming: boolean }
    | { kind: 'IQ'; eventKey: string };
}

export async function writeHistory(
  tx: Tx,
  domain: string,
  messages: PastMessage[],
  accounts: ReadonlySet<string>,
): Promise<Record<string, number>> {
  const entries: Entry[] = [];
  const events: {
    key: string;
    m: PastMessage;
    from: string;
    type: number;
    status: number;
    at: Date;
  }[] = [];
  const finalStatus = new Map<PastMessage, { message: number; copies: Map<string, number> }>();
  let order = 0;

  for (const m of messages) {
    const copies =
      m.copies?.map((c) => ({ account: c.account, peer: c.peer, incoming: c.incoming !== false })) ??
      (isGroupAddress(m.address) ? m.address.split(':') : [m.sender, m.address])
        .filter((a) => accounts.has(a))
        .map((account) => ({
          account,
          peer: peerOf(account, m.sender, m.address),
          incoming: account !== m.sender,
        }));
    for (const c of copies) {
      entries.push({
        at: m.at.getTime(),
        order: order++,
        account: c.account,
        row: { kind: 'message', m, ...c },
      });
    }
    const recipients = recipientsOf(m);
    const marks = new Map(recipients.map((r) => [r, 0]));
    const least = () => Math.min(...marks.values());
    for (const r of [...m.receipts].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if ((marks.get(r.from) ?? 5) >= r.type) continue;
      marks.set(r.from, r.type);
      const key = `${m.sender}/${m.messageid}/${r.from}/${r.type}`;
      events.push({ key, m, from: r.from, type: r.type, status: least(), at: r.at });
      // The original sender hears of it when it holds its own copy.
      if (accounts.has(m.sender) && (!m.copies || m.copies.some((c) => c.account === m.sender))) {
        entries.push({
          at: r.at.getTime(),
          order: order++,
          account: m.sender,
          row: { kind: 'IQ', eventKey: key },
        });
      }
    }
    finalStatus.set(m, { message: recipients.length > 0 ? least() : 0, copies: marks });
  }

  const stored = await insertMessages(
    tx,
    messages.map((m) => ({
      domain,
      sender: m.sender,
      address: m.address,
      messageid: m.messageid,
      message: m.text,
      channel: m.channel,
      extras: m.extras ?? null,
      status: finalStatus.get(m)?.message ?? 0,
      creationdate: m.at,
    })),
  );
  const ids = new Map(stored.map((r) => [`${r.sender}/${r.messageid}`, r.id]));
  const idOf = (m: PastMessage) => {
    const id = ids.get(`${m.sender}/${m.messageid}`);
    if (id === undefined) throw new Error(`message ${m.messageid} of ${m.sender} was not written`);
    return id;
  };

  const storedEvents = await insertEvents(
    tx,
    events.map((e) => ({
      messageId: idOf(e.m),
      sender: e.from,
      type: e.type,
      status: e.status,
      creationdate: e.at,
      payload: {
        messageid: e.m.messageid,
        sender: e.from,
        address: e.m.sender,
        date: toWireDate(e.at),
        type: e.type,
        status: e.status,
        payload: 'IQ',
        extra: null,
      },
    })),
  );
  const eventIds = new Map(storedEvents.map((e) => [`${e.messageId}/${e.sender}/${e.type}`, e.id]));
  const eventByKey = new Map(events.map((e) => [e.key, e]));
  const eventIdOf = (key: string) => {
    const e = eventByKey.get(key);
    return e ? eventIds.get(`${idOf(e.m)}/${e.from}/${e.type}`) : undefined;
  };

  entries.sort((a, b) => a.at - b.at || a.order - b.order);
  const numbered = await appendItems(
    tx,
    entries.map((e) => {
      if (e.row.kind === 'IQ') {
        return { domain, account: e.account, eventId: eventIdOf(e.row.eventKey) ?? null };
      }
      const { m, peer, incoming } = e.row;
      const status = incoming ? (finalStatus.get(m)?.copies.get(e.account) ?? 0) : 0;
      return { domain, account: e.account, messageId: idOf(m), peer, incoming, status };
    }),
  );
  return { chat_messages: stored.length, chat_events: storedEvents.length, chat_stream: numbered.length };
}
