/**
 * Ring groups (spec 001 §3, §7, §9): the list with its filters, create, update, delete, and the
 * destinations each group rings. Wire names are the spec's. A ring group's timeout action (what happens
 * when nobody answers) is an object { name, value } whose name is a destination type.
 */
import { z } from 'zod';
import { listQuery, SearchTerm, SortOrder, TotalKind } from './list.ts';

/** Spec 001 §9, in the console's order: the create form's default is the first. */
export const RING_GROUP_STRATEGIES = [
  'enterprise',
  'simultaneous',
  'sequence',
  'rollover',
  'random',
] as const;
export const RingGroupStrategy = z.enum(RING_GROUP_STRATEGIES);
export type RingGroupStrategy = z.infer<typeof RingGroupStrategy>;

/** Spec 001 §9: the destination types a timeout action can send a call to. */
export const TIMEOUT_ACTION_NAMES = ['extension', 'ringgroup', 'voicemail', 'other'] as const;
/** The choices of type 'other': Check Voicemail, Company Directory, Hangup. */
export const OTHER_TIMEOUT_ACTIONS = ['check_voicemail', 'company_directory', 'hangup'] as const;
export type OtherTimeoutAction = (typeof OTHER_TIMEOUT_ACTIONS)[number];

/** Spec 001 §9 defaults. */
export const RING_GROUP_CALL_TIMEOUT = 30;
export const DESTINATION_DELAY = 0;
export const DESTINATION_TIMEOUT = 30;
/** Seconds: longest call timeout, destination delay and destination timeout accepted. */
export const MAX_RING_SECONDS = 600;

const Digits = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,15}$/, `must be ${what}`);

/** A ring group's own number: 1 to 15 digits. */
export const RingGroupNumber = Digits('an extension number');
/** A number a ring group rings: an extension or an outside number, digits with an optional leading +. */
export const DestinationNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,15}$/, 'must be a phone or extension number');

const Seconds = (min: number) => z.coerce.number().int().min(min).max(MAX_RING_SECONDS);

/**
 * Where an unanswered call goes. extension, ringgroup and voicemail take the number (an extension, a
 * ring group or a voicemail box of the domain); other takes check_voicemail, company_directory or hangup.
 */
export const TimeoutAction = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal('extension'), value: Digits('an extension number') }),
    z.object({ name: z.literal('ringgroup'), value: Digits('a ring group number') }),
    z.object({ name: z.literal('voicemail'), value: Digits('a voicemail box number') }),
    z.object({
      name: z.literal('other'),
      value: z.enum(OTHER_TIMEOUT_ACTIONS),
    }),
  ],
  'must be extension, ringgroup, voicemail or other',
);
export type TimeoutAction = z.infer<typeof TimeoutAction>;
export type TimeoutActionName = TimeoutAction['name'];

export const RingGroupDestination = z.object({
  destination_number: z.string(),
  /** Seconds to wait before ringing this destination. */
  destination_delay: z.number().int(),
  /** Seconds this destination rings. */
  destination_timeout: z.number().int(),
});
export type RingGroupDestination = z.infer<typeof RingGroupDestination>;

export const RingGroup = z.object({
  ring_group_uuid: z.string(),
  ring_group_extension: z.string(),
  ring_group_name: z.string(),
  ring_group_caller_id_name: z.string(),
  ring_group_caller_id_number: z.string(),
  /** Seconds the group rings before the timeout action. */
  ring_group_call_timeout: z.number().int(),
  ring_group_strategy: RingGroupStrategy,
  /** Null: the call ends when nobody answers. */
  ring_group_timeout_action: TimeoutAction.nullable(),
  /** The dialplan application and data the timeout action becomes (e.g. transfer '2101 XML domain'). */
  ring_group_timeout_app: z.string(),
  ring_group_timeout_data: z.string(),
  ring_group_forward_destination: z.string(),
  ring_group_forward_enabled: z.boolean(),
  ring_group_enabled: z.boolean(),
  /** The numbers it rings, in order; only with withExtraInfo=true. */
  destination_numbers: z.array(z.string()).optional(),
  /** ISO 8601 */
  insert_date: z.string(),
});
export type RingGroup = z.infer<typeof RingGroup>;

/** Column ids of the list and its export (`columns=`), in the default export order. */
export const RING_GROUP_COLUMNS = [
  'ring_group_uuid',
  'ring_group_extension',
  'ring_group_name',
  'ring_group_caller_id_name',
  'ring_group_caller_id_number',
  'ring_group_call_timeout',
  'ring_group_strategy',
  'ring_group_timeout_action',
  'destination_numbers',
  'ring_group_timeout_app',
  'ring_group_timeout_data',
  'ring_group_forward_destination',
  'ring_group_forward_enabled',
  'ring_group_enabled',
  'insert_date',
] as const satisfies ReadonlyArray<keyof RingGroup>;
export type RingGroupColumn = (typeof RING_GROUP_COLUMNS)[number];

/**
 * GET /v2/pbx/domain/{domain}/ringgroup. search looks in number, name and caller ids; the text filters
 * are case-insensitive contains, callTimeout and strategy exact. orderBy (ASC or DESC, the console's
 * Oldest/Newest on Top) is the spec's name for `order`, and wins over it.
 */
export const RingGroupListQuery = listQuery({
  orderby: ['insert_date', 'ring_group_extension', 'ring_group_name'],
  columns: RING_GROUP_COLUMNS,
  filters: {
    withExtraInfo: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .default(false),
    extension: SearchTerm,
    callerIdName: SearchTerm,
    callerIdNumber: SearchTerm,
    callTimeout: z.coerce.number().int().min(0).max(MAX_RING_SECONDS).optional(),
    strategy: RingGroupStrategy.optional(),
    orderBy: SortOrder.optional(),
  },
});
export type RingGroupListQuery = z.infer<typeof RingGroupListQuery>;

export const RingGroupList = z.object({
  ringgroups: z.array(RingGroup),
  total: z.number().int(),
  /** How `total` was found (absent means exact). */
  total_kind: TotalKind.optional(),
});
export type RingGroupList = z.infer<typeof RingGroupList>;

const Name = z.string().trim().min(1).max(100);
const CallerIdName = z.string().trim().max(100);
const CallerIdNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{0,15}$/, 'must be a phone number of digits');

/** POST /v2/pbx/domain/{domain}/ringgroup: extension and name required; call timeout 30 and the first strategy by default. */
export const CreateRingGroup = z.object({
  ring_group_extension: RingGroupNumber,
  ring_group_name: Name,
  ring_group_call_timeout: Seconds(1).default(RING_GROUP_CALL_TIMEOUT),
  ring_group_strategy: RingGroupStrategy.default(RING_GROUP_STRATEGIES[0]),
  ring_group_timeout_action: TimeoutAction.nullable().optional(),
  ring_group_caller_id_name: CallerIdName.optional(),
  ring_group_caller_id_number: CallerIdNumber.optional(),
});
export type CreateRingGroup = z.output<typeof CreateRingGroup>;
export type CreateRingGroupInput = z.input<typeof CreateRingGroup>;

/** POST's answer: the new group (its ring_group_extension is what the spec's client reads). */
export const CreatedRingGroup = RingGroup;

/** PATCH /v2/pbx/domain/{domain}/ringgroup/{extension}: absent fields are unchanged; null action clears it. */
export const UpdateRingGroup = z.object({
  ring_group_call_timeout: Seconds(1).optional(),
  ring_group_strategy: RingGroupStrategy.optional(),
  ring_group_caller_id_name: CallerIdName.optional(),
  ring_group_caller_id_number: CallerIdNumber.optional(),
  ring_group_timeout_action: TimeoutAction.nullable().optional(),
  ring_group_name: Name.optional(),
  ring_group_forward_destination: z.union([DestinationNumber, z.literal('')]).optional(),
  ring_group_forward_enabled: z.boolean().optional(),
  ring_group_enabled: z.boolean().optional(),
});
export type UpdateRingGroup = z.infer<typeof UpdateRingGroup>;

export const RingGroupParams = z.object({ domain: z.string().min(1), extension: RingGroupNumber });
export const RingGroupDestinationParams = RingGroupParams.extend({ number: DestinationNumber });

/** GET /{extension}/destination: the console asks page 1 of 10,000 (clamped like every list). */
export const MAX_DESTINATION_PAGE = 10_000;
export const RingGroupDestinationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pagesize: z.coerce
    .number()
    .int()
    .min(1)
    .default(MAX_DESTINATION_PAGE)
    .transform((n) => Math.min(n, MAX_DESTINATION_PAGE)),
});

export const RingGroupDestinationList = z.object({
  ringgroupdestinations: z.array(RingGroupDestination),
  total: z.number().int(),
});
export type RingGroupDestinationList = z.infer<typeof RingGroupDestinationList>;

/** POST /{extension}/destination: delay 0 and timeout 30 by default (spec 001 §9). */
export const CreateRingGroupDestination = z.object({
  destination_number: DestinationNumber,
  destination_delay: Seconds(0).default(DESTINATION_DELAY),
  destination_timeout: Seconds(1).default(DESTINATION_TIMEOUT),
});
export type CreateRingGroupDestination = z.output<typeof CreateRingGroupDestination>;
export type CreateRingGroupDestinationInput = z.input<typeof CreateRingGroupDestination>;
