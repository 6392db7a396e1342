/**
 * Sending a broadcast through the messaging core (docs/MESSAGING.md): one message from the console's
 * account to the group's number, stored by the core's commitBatch in the request's transaction with a
 * copy in the sender's stream and one in every member's (their conversation is the group's number, named
 * by its directory entry), then, once the request has committed, delivered live through the hub and
 * scored like any message (MessageWriter.deliver). Members' receipts (3 delivered, 5 read) come back
 * over STOMP like any receipt and raise their copies' statuses, which the history counts.
 *
 * The same messageid again is the same broadcast: stored and delivered once.
 */
import type { SendBroadcast } from '@portside/contract/broadcast';
import { SendMessage } from '@portside/contract/messaging';
import type { Tx } from '../../platform/db.ts';
import { BadRequest, Forbidden, NotFound } from '../../platform/errors.ts';
import { isExtension } from '../messaging/read-queries.ts';
import { type BatchOutcome, commitBatch } from '../messaging/store.ts';
import { findGroup, selectMembers } from './queries.ts';

export interface SentBroadcast {
  messageid: string;
  members: number;
  outcome: BatchOutcome;
}

export async function storeBroadcast(
  tx: Tx,
  domain: string,
  groupNumber: number,
  input: SendBroadcast,
): Promise<SentBroadcast> {
  if (!(await findGroup(tx, domain, groupNumber))) {
    throw new NotFound(`Broadcast group ${groupNumber} does not exist in ${domain}.`);
  }
  if (!(await isExtension(tx, domain, input.sender))) {
    throw new Forbidden(
      `${input.sender} is not an extension of ${domain}: you may send only as its own accounts.`,
    );
  }
  // A member whose extension was deleted since is skipped; so is the sender, who gets its own copy.
  const members = (await selectMembers(tx, domain, groupNumber))
    .filter((m) => m.exists && m.extension !== input.sender)
    .map((m) => m.extension);
  if (members.length === 0) {
    throw new BadRequest('group_number', `Broadcast group ${groupNumber} has no members to send to.`);
  }
  const address = String(groupNumber);
  const message = SendMessage.parse({
    sender: input.sender,
    address,
    message: input.message,
    messageid: input.messageid,
    channel: 'app',
  });
  const outcome = await commitBatch(tx, [
    {
      kind: 'message',
      from: { domain, account: input.sender },
      input: message,
      destination: { kind: 'broadcast', address, members: [input.sender, ...members] },
    },
  ]);
  const refusal = outcome.results[0];
  if (refusal) throw new BadRequest('message', refusal.message);
  return { messageid: input.messageid, members: members.length, outcome };
}
