/**
 * Inbound routes (spec 001 §3, §7): dialplans of the public context that send a call to a number of the
 * ship (`dialplan_number`, the route's destination) on to an action. Base path
 * /v2/pbx/domain/{domain}/dialplan/route/inbound. A number has at most one route per domain.
 */
import { z } from 'zod';
import { listQuery, QueryFlag, TotalKind } from './list.ts';

/** Spec 001 §9: the destination types, as for a ring group's timeout action. */
export const ROUTE_ACTION_NAMES = ['extension', 'ringgroup', 'voicemail', 'other'] as const;
export type RouteActionName = (typeof ROUTE_ACTION_NAMES)[number];
/** The choices of type 'other': Check Voicemail, Company Directory, Hangup. */
export const OTHER_ROUTE_ACTIONS = ['check_voicemail', 'company_directory', 'hangup'] as const;
export type OtherRouteAction = (typeof OTHER_ROUTE_ACTIONS)[number];

const Digits = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,15}$/, `must be ${what}`);

/**
 * Where the call goes: extension, ringgroup and voicemail take the number of one of the domain's
 * extensions, ring groups or voicemail boxes; other takes check_voicemail, company_directory or hangup.
 */
export const RouteAction = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal('extension'), value: Digits('an extension number') }),
    z.object({ name: z.literal('ringgroup'), value: Digits('a ring group number') }),
    z.object({ name: z.literal('voicemail'), value: Digits('a voicemail box number') }),
    z.object({ name: z.literal('other'), value: z.enum(OTHER_ROUTE_ACTIONS) }),
  ],
  {
    // Only an unknown name gets this sentence; a missing action stays "is required".
    error: (issue) =>
      issue.code === 'invalid_union' ? 'must name extension, ringgroup, voicemail or other' : undefined,
  },
);
export type RouteAction = z.infer<typeof RouteAction>;

/** The number a call arrives on: digits with an optional leading +, e.g. +13055550142 or 2100. */
export const RouteNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,20}$/, 'must be a phone number of digits');

export const RouteName = z.string().trim().min(1).max(100);
export const RouteDescription = z.string().trim().max(200);

export const DestinationActionOut = z.object({
  name: z.enum(ROUTE_ACTION_NAMES),
  value: z.string(),
  /** With withExtraInfo=true: what the value is, e.g. "Purser's Desk" for extension 2101. */
  label: z.string().optional(),
});

export const InboundRoute = z.object({
  dialplan_uuid: z.string(),
  dialplan_name: z.string(),
  /** The number the route answers. */
  dialplan_number: z.string(),
  dialplan_order: z.number().int(),
  /** Always 'public' for an inbound route. */
  dialplan_context: z.string(),
  /** Where the call goes (one action). */
  dialplan_destination_actions: z.array(DestinationActionOut),
  dialplan_description: z.string(),
  /** 'true' or 'false' */
  dialplan_enabled: z.enum(['true', 'false']),
  /** With withExtraInfo=true: the FreeSWITCH dialplan XML (stored, or generated from number and action). */
  dialplan_xml: z.string().optional(),
  /** ISO 8601 */
  insert_date: z.string(),
});
export type InboundRoute = z.infer<typeof InboundRoute>;

/** Export columns: dialplan_destination_actions exports as 'name: value'. */
export const INBOUND_ROUTE_COLUMNS = [
  'dialplan_uuid',
  'dialplan_name',
  'dialplan_number',
  'dialplan_order',
  'dialplan_context',
  'dialplan_destination_actions',
  'dialplan_description',
  'dialplan_enabled',
  'insert_date',
] as const;

/** GET …/dialplan/route/inbound: search over name, number, description and the action's value. */
export const InboundRouteListQuery = listQuery({
  orderby: ['insert_date', 'dialplan_name', 'dialplan_number', 'dialplan_order'],
  columns: INBOUND_ROUTE_COLUMNS,
  filters: { withExtraInfo: QueryFlag.optional() },
});
export type InboundRouteListQuery = z.infer<typeof InboundRouteListQuery>;

export const InboundRouteList = z.object({
  dialplans: z.array(InboundRoute),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type InboundRouteList = z.infer<typeof InboundRouteList>;

/** POST …/dialplan/route/inbound: name, route.number and action required; description optional. */
export const CreateInboundRoute = z.object({
  name: RouteName,
  route: z.object({ number: RouteNumber }),
  action: RouteAction,
  dialplan: z.object({ dialplan_description: RouteDescription.optional() }).optional(),
});
export type CreateInboundRoute = z.output<typeof CreateInboundRoute>;
export type CreateInboundRouteInput = z.input<typeof CreateInboundRoute>;

/** The FreeSWITCH XML of a route, as a PATCH may give it. */
export const DialplanXml = z
  .string()
  .trim()
  .min(1)
  .max(20_000)
  .regex(/^<[\s\S]*>$/, 'must be XML');

/** PATCH …/{id}: the create body's fields (each optional), plus dialplan_description and dialplan_xml. */
export const UpdateInboundRoute = z.object({
  name: RouteName.optional(),
  route: z.object({ number: RouteNumber }).optional(),
  action: RouteAction.optional(),
  dialplan: z
    .object({
      dialplan_description: RouteDescription.optional(),
      dialplan_xml: DialplanXml.optional(),
    })
    .optional(),
});
export type UpdateInboundRoute = z.output<typeof UpdateInboundRoute>;
export type UpdateInboundRouteInput = z.input<typeof UpdateInboundRoute>;

export const InboundRouteParams = z.object({ domain: z.string().min(1), id: z.uuid('must be a route id') });
