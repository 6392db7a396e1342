/**
 * What a message's address means (docs/MESSAGING.md "Accounts and addresses"), decided from the SEND
 * alone; whether the accounts exist is the store's question (store.ts), asked once per batch.
 * - channel other than app: an outside number (a guest on SMS, WhatsApp…), reached by a connector;
 * - a bot number (9998214, 9998216) on the app channel: the bot service;
 * - numbers joined by ':': a group of accounts, sorted, the sender added, 2 to 50 members;
 * - else one account of the domain.
 */
import { BOT_EXTENSIONS } from '@portside/contract';
import { type Channel, GROUP_SEPARATOR, groupAddress, isGroupAddress } from '@portside/contract/messaging';
import { StompRefusal } from '../../platform/realtime/seams.ts';

export const GROUP_MIN = 2;
export const GROUP_MAX = 50;

export type Destination =
  /** Another account of the domain. */
  | { kind: 'account'; address: string; members: string[] }
  /** A group: `members` (sorted, the sender among them) are accounts of the domain. */
  | { kind: 'group'; address: string; members: string[] }
  /** A bot: its account gets the message when it is one; nothing answers yet (issue 12). */
  | { kind: 'bot'; address: string; members: string[] }
  /** An outside number on a channel: no provider is configured yet (issue 12). */
  | { kind: 'outside'; address: string; members: string[] }
  /**
   * A broadcast group's number (modules/broadcast), never from a SEND: `members` are the sender and the
   * group's members, and every copy's conversation is the group's number.
   */
  | { kind: 'broadcast'; address: string; members: string[] };

const BOTS: readonly string[] = BOT_EXTENSIONS;

export function isBot(account: string): boolean {
  return BOTS.includes(account);
}

/** The destination of a message from `sender` to `address` on `channel`, or a refusal with a sentence. */
export function resolveDestination(sender: string, address: string, channel: Channel): Destination {
  if (channel !== 'app') {
    if (isGroupAddress(address)) {
      throw new StompRefusal(`A group conversation is on the app channel only, not ${channel}.`);
    }
    return { kind: 'outside', address, members: [sender] };
  }
  if (isGroupAddress(address)) {
    const members = groupAddress([...address.split(GROUP_SEPARATOR), sender]).split(GROUP_SEPARATOR);
    if (members.length < GROUP_MIN || members.length > GROUP_MAX) {
      throw new StompRefusal(`A group has ${GROUP_MIN} to ${GROUP_MAX} members, not ${members.length}.`);
    }
    if (members.some((m) => m.startsWith('+'))) {
      throw new StompRefusal(
        'A group is made of accounts of the ship: an outside number cannot be a member.',
      );
    }
    return { kind: 'group', address: members.join(GROUP_SEPARATOR), members };
  }
  if (address === sender) throw new StompRefusal('A message needs another account than its sender.');
  if (isBot(address)) return { kind: 'bot', address, members: [sender, address] };
  return { kind: 'account', address, members: [sender, address] };
}

/** The conversation a message belongs to as `account` sees it: the group, else the other side. */
export function peerOf(account: string, sender: string, address: string): string {
  if (isGroupAddress(address)) return address;
  return account === sender ? address : sender;
}
