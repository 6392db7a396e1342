/**
 * The messaging reads of spec 000 §7.3 and the catch-up of issue 11 item 2: the conversation list, a
 * conversation's history, a message's events and an account's stream after a number. The route checks
 * that the account is an extension of the domain; these only read.
 */

import { PAGE_SIZE } from '@portside/contract';
import type {
  ChatEventList,
  ChatMessageQuery,
  ConversationList,
  MessageHistory,
  StreamItem,
  SyncPage,
  SyncQuery,
} from '@portside/contract/messaging';
import { GROUP_SEPARATOR, HISTORY_PAGE_SIZE, toWireDate } from '@portside/contract/messaging';
import type { Tx } from '../../platform/db.ts';
import { NotFound } from '../../platform/errors.ts';
import { presentMessage, presentReceipt } from './presenter.ts';
import {
  countConversations,
  countHistory,
  findAccount,
  messageExists,
  namesOf,
  selectConversations,
  selectEvents,
  selectHistory,
  selectStream,
  seqOfMessage,
  unreadCounts,
} from './read-queries.ts';

export async function listConversations(
  tx: Tx,
  domain: string,
  account: string,
  q: ChatMessageQuery,
): Promise<ConversationList> {
  const found = await findAccount(tx, domain, account);
  if (!found) return { data: [], total: 0 };
  const pagesize = q.pagesize ?? PAGE_SIZE;
  const rows = await selectConversations(tx, {
    accountId: found.id,
    domain,
    search: q.search,
    limit: pagesize,
    offset: (q.page - 1) * pagesize,
  });
  const peers = rows.map((r) => r.peer);
  const unread = await unreadCounts(tx, found.id, peers);
  const members = [...new Set(peers.flatMap((p) => p.split(GROUP_SEPARATOR)))];
  const names = await namesOf(tx, domain, members);
  return {
    data: rows.map((r) => ({
      ...presentMessage(r.message, { peer: r.peer, incoming: r.incoming, status: r.copyStatus }),
      peer: r.peer,
      peer_names: r.peer.split(GROUP_SEPARATOR).map((m) => names.get(m) ?? m),
      unread: unread.get(r.peer) ?? 0,
    })),
    // With a search the page carries the total (a page past the end has no row to carry it).
    total:
      rows[0]?.total ??
      (q.search === undefined || q.page > 1
        ? await countConversations(tx, { accountId: found.id, domain, search: q.search })
        : 0),
  };
}

/**
 * The history of account and peer (or every message of the account, peer undefined): newest first, a
 * page back from `skipFromMessageId` when given; order ASC gives the same page oldest first.
 */
export async function listHistory(
  tx: Tx,
  domain: string,
  account: string,
  peer: string | undefined,
  q: ChatMessageQuery,
): Promise<MessageHistory> {
  const found = await findAccount(tx, domain, account);
  if (!found) {
    if (q.skipFromMessageId !== undefined) throw notInConversation(q.skipFromMessageId);
    return { data: [], total: 0 };
  }
  let before: number | undefined;
  if (q.skipFromMessageId !== undefined) {
    before = await seqOfMessage(tx, { accountId: found.id, domain, peer, messageid: q.skipFromMessageId });
    if (before === undefined) throw notInConversation(q.skipFromMessageId);
  }
  const pagesize = q.pagesize ?? HISTORY_PAGE_SIZE;
  const filter = { accountId: found.id, peer, search: q.search };
  const rows = await selectHistory(tx, filter, pagesize, (q.page - 1) * pagesize, before);
  const data = rows.map((r) =>
    presentMessage(r.message, { peer: r.peer, incoming: r.incoming, status: r.copyStatus }),
  );
  if (q.order === 'ASC') data.reverse();
  return { data, total: await countHistory(tx, filter) };
}

const notInConversation = (messageid: string) =>
  new NotFound(`Message ${messageid} is not in this conversation.`);

export async function listEvents(
  tx: Tx,
  domain: string,
  messageid: string,
  sender: string | undefined,
): Promise<ChatEventList> {
  if (!(await messageExists(tx, domain, messageid, sender))) {
    throw new NotFound(
      sender
        ? `There is no message ${messageid} from ${sender} in ${domain}.`
        : `There is no message ${messageid} in ${domain}.`,
    );
  }
  const rows = await selectEvents(tx, domain, messageid, sender);
  return {
    data: rows.map((r) => ({
      messageid: r.messageid,
      sender: r.sender,
      type: r.type,
      date: toWireDate(r.date),
      payload: Buffer.from(JSON.stringify(r.payload), 'utf8').toString('base64'),
    })),
    total: rows.length,
  };
}

export async function syncStream(tx: Tx, domain: string, q: SyncQuery): Promise<SyncPage> {
  const found = await findAccount(tx, domain, q.user);
  if (!found) return { items: [], last_seq: 0, more: false };
  const rows = await selectStream(tx, found.id, q.after, q.limit + 1);
  const items: StreamItem[] = rows.slice(0, q.limit).map((r) => {
    if (r.message) {
      const message = presentMessage(r.message, {
        peer: r.peer ?? '',
        incoming: r.incoming,
        status: r.copyStatus,
      });
      return { seq: r.seq, payload: 'message', message };
    }
    return { seq: r.seq, payload: 'IQ', receipt: presentReceipt(r.receipt ?? {}) };
  });
  // The counter was read first: items committed since may go past it.
  const last = Math.max(found.lastSeq, items.at(-1)?.seq ?? 0);
  return { items, last_seq: last, more: rows.length > q.limit };
}
