/**
 * Broadcast groups (spec 000 §2.8, §3, §4, §7.4): a group of a domain's extensions, numbered from 18000,
 * that one message reaches at once. Two doors to the same rules:
 * - the spec's calls for machine clients with an API token (§7.4): GET/POST/DELETE /broadcast_group,
 *   GET/POST/DELETE /broadcast_member, POST/DELETE /directory — fields as the spec names them;
 * - the console's session calls under /v3/broadcast/domain/{domain}/… ('messaging.read' to look,
 *   'messaging.write' to create, delete and send), which also create and delete a group in the spec's
 *   order in one call, and send a broadcast through the messaging core.
 */
import { z } from 'zod';
import { PageQuery } from './common.ts';
import { AccountNumber, MESSAGE_TEXT_MAX, MessageId } from './messaging.ts';
import { SearchTerm } from './pbx/list.ts';

/** Spec 000 §9: the first group number; a new group takes the first free one from here. */
export const BROADCAST_GROUP_FIRST = 18000;
export const BROADCAST_GROUP_LAST = 99_999_999;
/** Spec 000 §3: a group's colour when none is given. */
export const BROADCAST_DEFAULT_COLOR = 'red';
/** Spec 000 §3: how a group's directory entry is registered (comments and department). */
export const BROADCAST_DIRECTORY_LABEL = 'Broadcast Group';
/** The colours the console offers (any CSS colour name or #hex is taken from a machine client). */
export const BROADCAST_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'violet',
  'pink',
  'gray',
] as const;
/** The most members a group may have. */
export const BROADCAST_MEMBERS_MAX = 5000;

export const GroupNumber = z.coerce
  .number({ error: 'must be a group number' })
  .int('must be a whole number')
  .min(BROADCAST_GROUP_FIRST, `must be ${BROADCAST_GROUP_FIRST} or more`)
  .max(BROADCAST_GROUP_LAST, 'is too large');
export const GroupName = z.string().trim().min(1, 'is required').max(100);
export const GroupColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$/, 'must be a colour name or #hex');
export const Extension = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, 'must be an extension number');

// --- the spec's calls (§7.4) ------------------------------------------------------------------------

export const BroadcastGroup = z.object({
  group_number: z.number().int(),
  group_name: z.string(),
  group_color: z.string(),
  edit_roles: z.string().nullable(),
});
export type BroadcastGroup = z.infer<typeof BroadcastGroup>;

/** POST /broadcast_group. Without group_number the first free one from 18000 is taken. */
export const CreateBroadcastGroup = z
  .object({
    group_number: GroupNumber.optional(),
    group_name: GroupName,
    group_color: GroupColor.optional(),
    edit_roles: z.string().max(500).nullish(),
  })
  .strict();
export type CreateBroadcastGroup = z.infer<typeof CreateBroadcastGroup>;

/** DELETE /broadcast_group (body or query). */
export const GroupNumberInput = z.object({ group_number: GroupNumber }).strict();
export const OptionalGroupNumber = z.object({ group_number: GroupNumber.optional() }).strict();

export const BroadcastMember = z.object({ group_number: z.number().int(), extension: z.string() });
export type BroadcastMember = z.infer<typeof BroadcastMember>;

/** POST /broadcast_member. */
export const CreateBroadcastMember = z.object({ group_number: GroupNumber, extension: Extension }).strict();
/** DELETE /broadcast_member: one member, or the whole group without extension (body or query). */
export const DeleteBroadcastMember = z
  .object({ group_number: GroupNumber.optional(), extension: Extension.optional() })
  .strict();
export const DeletedCount = z.object({ success: z.literal(true), deleted: z.number().int() });

/** Spec 000 §3 "Directory entry (broadcast side)". */
export const DirectoryEntry = z.object({
  number: z.string(),
  app_number: z.string(),
  name: z.string(),
  comments: z.string(),
  owner: z.string(),
  department: z.string(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

export const CreateDirectoryEntry = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{1,32}$/, 'must be a number'),
    app_number: z
      .string()
      .trim()
      .regex(/^(\+?[0-9]{1,32})?$/, 'must be a number')
      .optional(),
    name: z.string().trim().min(1, 'is required').max(200),
    comments: z.string().max(500).optional(),
    owner: z.string().max(200).optional(),
    department: z.string().max(200).optional(),
  })
  .strict();
export type CreateDirectoryEntry = z.infer<typeof CreateDirectoryEntry>;
export const DirectoryNumberInput = z
  .object({ number: z.string().trim().min(1, 'is required').max(33).optional() })
  .strict();

// --- the console's calls ----------------------------------------------------------------------------

export const BroadcastDomainParams = z.object({ domain: z.string().min(1) });
export const BroadcastGroupParams = BroadcastDomainParams.extend({ group_number: GroupNumber });

/** A group as the Groups list shows it. */
export const BroadcastGroupRow = BroadcastGroup.extend({ member_count: z.number().int() });
export type BroadcastGroupRow = z.infer<typeof BroadcastGroupRow>;
export const BroadcastGroupList = z.object({ data: z.array(BroadcastGroupRow), total: z.number().int() });
export type BroadcastGroupList = z.infer<typeof BroadcastGroupList>;
export const BroadcastGroupListQuery = PageQuery.extend({ search: SearchTerm });

/** The New Broadcast Group editor: the group and its participants, created in the spec's order. */
export const NewBroadcastGroup = z
  .object({
    group_name: GroupName,
    group_color: GroupColor.default(BROADCAST_DEFAULT_COLOR),
    members: z.array(Extension).max(BROADCAST_MEMBERS_MAX).default([]),
  })
  .strict();
export type NewBroadcastGroup = z.input<typeof NewBroadcastGroup>;

/** A member with the name its extension has (effective caller id name, else ''). */
export const BroadcastMemberRow = z.object({ extension: z.string(), name: z.string() });
export const BroadcastMemberList = z.object({ data: z.array(BroadcastMemberRow) });
export type BroadcastMemberList = z.infer<typeof BroadcastMemberList>;

/** The account that sends and reads (the console's chosen messaging account). */
export const BroadcastAccountQuery = z.object({ user: AccountNumber, search: SearchTerm });

/**
 * A broadcast as the Broadcast screen lists it (spec 000 §3): the message's fields as mMessageId,
 * mAddress (the group number, then '@' and the domain), mMessageText, mDate ('YYYY-MM-DD HH:mm:ss GMT'),
 * mType (1 sent by the account), mExtra (the message's extras), rating (the type 14 score, -100 to +100,
 * null until scored), and how many of its members received (3) and read (5) it.
 */
export const BroadcastMessage = z.object({
  mMessageId: z.string(),
  mAddress: z.string(),
  mMessageText: z.string(),
  mDate: z.string(),
  mType: z.number().int(),
  mExtra: z.record(z.string(), z.unknown()).nullable(),
  rating: z.number().nullable(),
  sender: z.string(),
  members: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
});
export type BroadcastMessage = z.infer<typeof BroadcastMessage>;
/** Spec 000 §9: broadcast history is one page of up to 100,000. */
export const BROADCAST_HISTORY_PAGE = 100_000;
export const BroadcastHistory = z.object({ data: z.array(BroadcastMessage), total: z.number().int() });
export type BroadcastHistory = z.infer<typeof BroadcastHistory>;

/** The Messages tab: per group the account has broadcast to, its newest broadcast. */
export const BroadcastConversation = z.object({
  group: BroadcastGroup,
  last: BroadcastMessage,
});
export const BroadcastConversationList = z.object({
  data: z.array(BroadcastConversation),
  total: z.number().int(),
});
export type BroadcastConversationList = z.infer<typeof BroadcastConversationList>;

/** Sending a broadcast: the console's account, the text, the client's message id. */
export const SendBroadcast = z
  .object({
    sender: AccountNumber,
    messageid: MessageId,
    message: z.string().trim().min(1, 'is required').max(MESSAGE_TEXT_MAX),
  })
  .strict();
export type SendBroadcast = z.infer<typeof SendBroadcast>;
