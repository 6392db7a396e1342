/**
 * Messaging (spec 000 §3, §4, §7.3; DESIGN §5; docs/MESSAGING.md): the chat message and receipt as they
 * travel over STOMP (a SEND's body, a MESSAGE's body) and as the REST calls answer them, the conversation
 * list and history, events, and the per-account stream a client catches up from after a gap.
 *
 * Addresses: an account is an extension number of the connection's domain (e.g. '99982101'); a group is
 * its members' numbers joined by ':' (the server sorts them and adds the sender, so every member names the
 * group alike); an outside channel's address is the guest's number (with `channel` saying which).
 * Sender '1' is the system.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, PageQuery } from './common.ts';
import { QueryFlag, SearchTerm, SortOrder } from './pbx/list.ts';

/** Spec 000 §9: messaging channels. An unknown one is shown as app (spec 000 §2.7). */
export const CHANNELS = ['app', 'sms', 'whatsapp', 'imessage', 'viber', 'telegram'] as const;
export const Channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof Channel>;

/** The outside channels the New Conversation dialog offers (spec 000 §2.7), in its order. */
export const OTHER_CHANNELS = ['sms', 'whatsapp', 'imessage', 'viber', 'telegram'] as const;

/** Spec 000 §4: outgoing new 0, delivered 3, read 5. */
export const MESSAGE_STATUS = { new: 0, delivered: 3, read: 5 } as const;
/** Receipt types: a delivered (3) or read (5) mark, or the language score (14, issue 12). */
export const RECEIPT_TYPES = [3, 5, 14] as const;
/** Spec 000 §4: as listed for an account, type 0 is incoming, 1 outgoing. */
export const MESSAGE_TYPE = { incoming: 0, outgoing: 1 } as const;

export const SYSTEM_SENDER = '1';
export const GROUP_SEPARATOR = ':';
/** A message text's length limit (characters); the STOMP frame limit is larger. */
export const MESSAGE_TEXT_MAX = 4000;
/** Spec 000 §9: history page 50. */
export const HISTORY_PAGE_SIZE = 50;
/** Spec 000 §9: the list reloads 4 s after a send or receive; reconnect 2 s; heart-beat 20 s. */
export const LIST_RELOAD_MS = 4000;
export const RECONNECT_DELAY_MS = 2000;
export const HEARTBEAT_MS = 20_000;
/** The catch-up call's largest page. */
export const SYNC_PAGE_MAX = 500;

/** Spec 000 §2.7: the composer's templates. */
export const MESSAGE_TEMPLATES = [
  'Hello',
  'Good Morning!',
  'How can we help?',
  "Can you explain the situation you're facing?",
  'What is the current issue?',
] as const;

/** Spec 000 §3: 'YYYY-MM-DD HH:mm:ss GMT', always UTC. */
export const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
export const WireDate = z.string().regex(WIRE_DATE, "must be a date as 'YYYY-MM-DD HH:mm:ss GMT'");

/** Formats an instant as the wire's date. */
export function toWireDate(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} GMT`;
}

/** Reads a wire date ('YYYY-MM-DD HH:mm:ss GMT') as an instant. */
export function fromWireDate(text: string): Date {
  return new Date(`${text.slice(0, 19).replace(' ', 'T')}Z`);
}

/** A client's message id: unique per sender; a resend with the same id is the same message. */
export const MessageId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:@-]+$/, 'may hold only letters, digits and . _ : @ -');

/** An account or member number: an extension, '1' (system) or an outside number with an optional +. */
export const AccountNumber = z
  .string()
  .min(1)
  .max(32)
  .regex(/^\+?[0-9]+$/, 'must be a number');

/** One account, several joined by ':' (a group), as a message's address. */
export const Address = z
  .string()
  .min(1)
  .max(400)
  .regex(/^\+?[0-9]+(:\+?[0-9]+)*$/, "must be a number, or numbers joined by ':'");

const Extras = z.record(z.string(), z.unknown());

/**
 * A chat message as a client SENDs it (body of a SEND to /exchange/<address>/message). The server fills
 * what it owns (date, status) and answers the stored form below; a client's `date` is kept only as the
 * time it was typed (`extras.typed_at`), since a phone's clock is not the server's.
 */
export const SendMessage = z
  .object({
    sender: AccountNumber,
    address: Address,
    message: z.string().max(MESSAGE_TEXT_MAX),
    mediatype: z.string().max(100).nullish(),
    media: z.string().max(2000).nullish(),
    messageid: MessageId,
    date: WireDate.optional(),
    topic: z.string().max(200).nullish(),
    payload: z.literal('message').default('message'),
    issync: z.boolean().optional(),
    senderid: z.string().max(100).nullish(),
    channel: Channel.default('app'),
    extras: Extras.nullish(),
  })
  .strict()
  .refine((m) => m.message.trim() !== '' || !!m.media, {
    message: 'A message needs text or media.',
    path: ['message'],
  });
export type SendMessage = z.output<typeof SendMessage>;

/** A stored message as delivered (MESSAGE body) and listed (REST), seen from one account. */
export const ChatMessage = z.object({
  sender: z.string(),
  address: z.string(),
  message: z.string(),
  mediatype: z.string().nullable(),
  media: z.string().nullable(),
  messageid: z.string(),
  /** When the server stored it, 'YYYY-MM-DD HH:mm:ss GMT'. */
  date: z.string(),
  topic: z.string().nullable(),
  payload: z.literal('message'),
  issync: z.boolean(),
  senderid: z.string().nullable(),
  channel: Channel,
  extras: Extras.nullable(),
  /**
   * 0 new, 3 delivered, 5 read. An outgoing message (type 1): how far its recipients got (for a group,
   * the least any recipient has reached). An incoming one (type 0): how far this account got with it,
   * so a client that catches up knows which receipts it has already sent.
   */
  status: z.number().int(),
  /** Seen from the account asked about: 0 incoming, 1 outgoing. */
  type: z.number().int(),
  /**
   * The conversation it belongs to, seen from the account asked about: the other account, the group's
   * address, or the outside number. The server always fills it (a system message, sender '1', carries the
   * conversation it speaks about); optional only so a client's own pending copy may leave it out.
   */
  peer: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A receipt (body of a SEND to /exchange/<original sender>/IQ): the account that received message
 * `messageid` from `address` says it was delivered (3) or read (5). Type 14 (language score) is issue 12.
 */
export const SendReceipt = z
  .object({
    messageid: MessageId,
    sender: AccountNumber,
    address: Address,
    date: WireDate.optional(),
    type: z.union([z.literal(3), z.literal(5), z.literal(14)]),
    status: z.union([z.literal(3), z.literal(5)]).optional(),
    payload: z.literal('IQ').default('IQ'),
    extra: Extras.nullish(),
  })
  .strict();
export type SendReceipt = z.output<typeof SendReceipt>;

/**
 * A stored receipt as delivered to the original sender and listed in the stream: `sender` is the account
 * that received the message, `address` the message's sender, `type` what the receipt says (3, 5, 14) and
 * `status` the message's status after it (for a group, the least any recipient has reached).
 */
export const Receipt = z.object({
  messageid: z.string(),
  sender: z.string(),
  address: z.string(),
  date: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  payload: z.literal('IQ'),
  extra: Extras.nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

/**
 * One item of an account's stream: every message and receipt stored for the account gets the next
 * number of that account's sequence (1, 2, 3… with no gap). Live MESSAGE frames carry it in the `seq`
 * header; GET /v3/chat/sync answers the items after a number.
 */
export const StreamItem = z.discriminatedUnion('payload', [
  z.object({ seq: z.number().int(), payload: z.literal('message'), message: ChatMessage }),
  z.object({ seq: z.number().int(), payload: z.literal('IQ'), receipt: Receipt }),
]);
export type StreamItem = z.infer<typeof StreamItem>;

/** GET /v3/chat/sync?user=&after=&limit=: the account's stream after `after` (0 = from the start). */
export const SyncQuery = z.object({
  user: AccountNumber,
  after: z.coerce.number().int().min(0),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_MAX),
  domain: z.string().optional(),
});
export type SyncQuery = z.output<typeof SyncQuery>;

export const SyncPage = z.object({
  items: z.array(StreamItem),
  /** The account's newest sequence number now; a client that reached it is up to date. */
  last_seq: z.number().int(),
  /** More items follow the last one given: ask again after it. */
  more: z.boolean(),
});
export type SyncPage = z.infer<typeof SyncPage>;

/**
 * GET /v3/chat/message. With newestOnly=true and `user` one account: the conversation list, one row per
 * peer or group with its newest message (newest first), search in the text, the peer and the names.
 * With `user={a},{b}`: the history of that pair (or of account a in group b), `skipFromMessageId` pages
 * back from a message, orderby=creationdate, order ASC returns the page oldest first.
 */
export const ChatMessageQuery = z.object({
  ...PageQuery.shape,
  /** Absent: 25 for the conversation list, HISTORY_PAGE_SIZE (50) for a history; at most 500. */
  pagesize: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .optional(),
  user: z
    .string()
    .min(1)
    .max(440)
    .regex(
      /^\+?[0-9]+(,\+?[0-9]+(:\+?[0-9]+)*)?$/,
      "must be an account, or an account and a peer joined by ','",
    ),
  newestOnly: QueryFlag.optional(),
  search: SearchTerm,
  skipFromMessageId: MessageId.optional(),
  orderby: z.enum(['creationdate']).default('creationdate'),
  order: SortOrder.default('DESC'),
  domain: z.string().optional(),
});
export type ChatMessageQuery = z.output<typeof ChatMessageQuery>;

/** A conversation list row: the newest message, the peer (account, group or outside number) and names. */
export const Conversation = ChatMessage.extend({
  /** The other side: an account, a group address, or an outside number. */
  peer: z.string(),
  /**
   * Display names of the peer's members, one per member in the peer's order (for a group, the account
   * itself included), where the PBX or the directory knows them (else the number).
   */
  peer_names: z.array(z.string()),
  /** Incoming messages of this conversation the account has not read (status below 5). */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationList = z.object({ data: z.array(Conversation), total: z.number().int() });
export type ConversationList = z.infer<typeof ConversationList>;

export const MessageHistory = z.object({ data: z.array(ChatMessage), total: z.number().int() });
export type MessageHistory = z.infer<typeof MessageHistory>;

/** GET /v3/chat/event?messageId=: the message's receipts and events. */
export const ChatEventQuery = z.object({
  messageId: MessageId,
  /** The message's sender, when ids of several senders collide (message ids are unique per sender). */
  sender: AccountNumber.optional(),
  domain: z.string().optional(),
});

/** An event: its payload is base64 of the JSON of the receipt or event (spec 000 §7.3). */
export const ChatEvent = z.object({
  messageid: z.string(),
  sender: z.string(),
  type: z.number().int(),
  date: z.string(),
  payload: z.string(),
});
export type ChatEvent = z.infer<typeof ChatEvent>;
export const ChatEventList = z.object({ data: z.array(ChatEvent), total: z.number().int() });
export type ChatEventList = z.infer<typeof ChatEventList>;

/** The group address of a set of members: unique, sorted, joined by ':'. */
export function groupAddress(members: readonly string[]): string {
  return [...new Set(members)].sort().join(GROUP_SEPARATOR);
}

export function isGroupAddress(address: string): boolean {
  return address.includes(GROUP_SEPARATOR);
}
