/**
 * Who a conversation is with, as the inbox names it: an account, a group (members joined by ':'), an
 * outside number, or the system (sender '1', 'System Message'). A group shows up to three names and then
 * +N (spec 000 §2.7); the account in use is never among the names it shows.
 */
import { BOT_EXTENSIONS } from '@portside/contract/constants';
import { type Channel, GROUP_SEPARATOR, SYSTEM_SENDER } from '@portside/contract/messaging';
import type { TFunction } from '../../kit/i18n/index.ts';

/** Spec 000 §2.7: a group shows up to 3 names, then +N. */
export const GROUP_NAMES_SHOWN = 3;

/** The conversation the right panel shows: its peer, the channel it is on and the peer's names. */
export interface Selection {
  peer: string;
  channel: Channel;
  /** Names of the peer's members, in the order of its members where known (else the numbers). */
  names: string[];
}

export const membersOf = (address: string): string[] => address.split(GROUP_SEPARATOR);
export const isGroup = (peer: string): boolean => peer.includes(GROUP_SEPARATOR);
export const isSystem = (number: string): boolean => number === SYSTEM_SENDER;
export const isBot = (number: string): boolean => (BOT_EXTENSIONS as readonly string[]).includes(number);

/** Each member with its name (the number when the server knows none); one name per member when aligned. */
function namedMembers(peer: string, names: readonly string[]): { number: string; name: string }[] {
  const members = membersOf(peer);
  if (names.length === members.length) {
    return members.map((number, i) => ({ number, name: names[i]?.trim() || number }));
  }
  return members.map((number) => ({ number, name: number }));
}

/** The names of the other side: the members' names without the account in use. */
export function otherNames(peer: string, names: readonly string[], me: string | null): string[] {
  const members = membersOf(peer);
  if (names.length > 0 && names.length !== members.length) return [...names];
  return namedMembers(peer, names)
    .filter((m) => m.number !== me)
    .map((m) => m.name);
}

/** Spec 000 §2.7: 'Ana, Ben, Cy' or 'Ana, Ben, Cy +2'. */
export function groupLabel(t: TFunction, names: readonly string[]): string {
  if (names.length <= GROUP_NAMES_SHOWN) return names.join(', ');
  return t('messaging.moreNames', {
    names: names.slice(0, GROUP_NAMES_SHOWN).join(', '),
    more: names.length - GROUP_NAMES_SHOWN,
  });
}

/** The title of a conversation: 'System Message', a name, or a group's names. */
export function conversationTitle(t: TFunction, peer: string, names: readonly string[], me: string | null) {
  if (isSystem(peer)) return t('messaging.system');
  const others = otherNames(peer, names, me);
  return others.length > 0 ? groupLabel(t, others) : peer;
}

/** The sender of a message as a bubble names it: 'System Message' for '1', else the member's name. */
export function senderName(t: TFunction, sender: string, selection: Selection | null): string {
  if (isSystem(sender)) return t('messaging.system');
  if (!selection) return sender;
  const member = namedMembers(selection.peer, selection.names).find((m) => m.number === sender);
  return member?.name ?? sender;
}

/** Up to two initials for an avatar: 'Ana Able' → 'AA', 'Concierge' → 'CO'; none for a number. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  const [first, last] = [words[0], words.at(-1)];
  if (!first || !last) return '';
  return (words.length === 1 ? first.slice(0, 2) : `${first[0]}${last[0]}`).toUpperCase();
}
