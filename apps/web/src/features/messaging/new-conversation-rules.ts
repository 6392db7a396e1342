/**
 * The New Conversation dialog's rules (spec 000 §2.7, §5): the directory lookup starts at 3 characters,
 * matches a name (any case) or an extension, and leaves out the account in use and the users already
 * chosen; create needs at least one user (app), a bot (bots), or a destination and a channel (other
 * channels). Several users make a group, whose address is its members, the account in use included,
 * sorted and joined by ':'.
 */
import { BOT_EXTENSIONS } from '@portside/contract/constants';
import { groupAddress, type OTHER_CHANNELS } from '@portside/contract/messaging';
import type { Selection } from './peer.ts';

/** Spec 000 §5: the lookup starts after more than 2 characters. */
export const USER_SEARCH_MIN = 3;

export const CONVERSATION_KINDS = ['app', 'other', 'bots'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export type OtherChannel = (typeof OTHER_CHANNELS)[number];
export type Bot = (typeof BOT_EXTENSIONS)[number];

export interface UserChoice {
  number: string;
  name: string;
}

export interface ConversationDraft {
  kind: ConversationKind;
  users: UserChoice[];
  destination: string;
  channel: OtherChannel | null;
  bot: Bot | null;
}

export const emptyDraft = (): ConversationDraft => ({
  kind: 'app',
  users: [],
  destination: '',
  channel: null,
  bot: null,
});

/** A number on an outside channel: digits, optionally after a +. */
export const DESTINATION = /^\+?[0-9]{1,32}$/;

/**
 * What the lookup offers for `term`: nothing below 3 characters; else each candidate once whose name
 * holds the term (any case) or whose number does, without `exclude` (the account in use, the chosen).
 */
export function matchUsers(
  candidates: readonly UserChoice[],
  term: string,
  exclude: readonly string[],
): UserChoice[] {
  const needle = term.trim();
  if (needle.length < USER_SEARCH_MIN) return [];
  const lower = needle.toLowerCase();
  const seen = new Set(exclude);
  return candidates.filter((c) => {
    if (seen.has(c.number)) return false;
    const match = c.name.toLowerCase().includes(lower) || c.number.includes(needle);
    if (match) seen.add(c.number);
    return match;
  });
}

export function destinationValid(destination: string): boolean {
  return DESTINATION.test(destination.trim());
}

/** Spec 000 §5: create is enabled only when the chosen option has what it needs. */
export function canCreate(draft: ConversationDraft): boolean {
  switch (draft.kind) {
    case 'app':
      return draft.users.length > 0;
    case 'bots':
      return draft.bot !== null;
    case 'other':
      return draft.channel !== null && destinationValid(draft.destination);
  }
}

/** The conversation a complete draft opens. `me` is the account in use, with its name. */
export function selectionOf(draft: ConversationDraft, me: UserChoice, botName?: string): Selection {
  if (draft.kind === 'other') {
    return { peer: draft.destination.trim(), channel: draft.channel ?? 'sms', names: [] };
  }
  if (draft.kind === 'bots') {
    const bot = draft.bot ?? BOT_EXTENSIONS[0];
    return { peer: bot, channel: 'app', names: [botName || bot] };
  }
  const [only] = draft.users;
  if (draft.users.length === 1 && only) return { peer: only.number, channel: 'app', names: [only.name] };
  const peer = groupAddress([me.number, ...draft.users.map((u) => u.number)]);
  const names = new Map([me, ...draft.users].map((u) => [u.number, u.name]));
  return { peer, channel: 'app', names: peer.split(':').map((n) => names.get(n) ?? n) };
}
