/**
 * One number plan per domain (issue 14 item 7): an extension, a ring group, a voicemail box, a broadcast
 * group and a feature code never share a number (a 409 names the owner). The one pairing allowed is an
 * extension and the voicemail box of the same number: that box is the extension's own mailbox (FusionPBX's
 * convention, and the box the extension's self-service reads).
 *
 * Deleting an extension, a ring group or a voicemail box first asks what refers to its number
 * (GET /v2/pbx/domain/{domain}/numberplan/{kind}/{number}/references); the delete then removes or blanks
 * those references in the same transaction, so none is left pointing at nothing.
 */
import { z } from 'zod';

export const PLAN_KINDS = ['extension', 'ringgroup', 'voicemail', 'broadcast', 'featurecode'] as const;
export const PlanKind = z.enum(PLAN_KINDS);
export type PlanKind = z.infer<typeof PlanKind>;

/** Who holds a number. */
export const PlanOwner = z.object({ kind: PlanKind, number: z.string(), name: z.string() });
export type PlanOwner = z.infer<typeof PlanOwner>;

/** The kinds whose delete cleans up what refers to them. */
export const DeletableKind = z.enum(['extension', 'ringgroup', 'voicemail']);
export type DeletableKind = z.infer<typeof DeletableKind>;

/** What refers to a number. */
export const ReferrerKind = z.enum([
  'inbound_route',
  'ring_group',
  'extension',
  'broadcast_group',
  'app_access',
  'user',
  'voicemail_box',
  'hardware',
]);
export type ReferrerKind = z.infer<typeof ReferrerKind>;

/** What the delete does to a reference. */
export const ReferenceEffect = z.enum(['deleted', 'removed', 'blanked', 'kept']);
export type ReferenceEffect = z.infer<typeof ReferenceEffect>;

export const PlanReference = z.object({
  kind: ReferrerKind,
  /** The referrer's number, MAC or name (an inbound route's number, a ring group's, a user's name). */
  id: z.string(),
  name: z.string(),
  /** How it refers: destination, timeout_action, forward, forward_all, route_action, member, sign_in, ... */
  via: z.string(),
  effect: ReferenceEffect,
  /** The sentence the console lists, e.g. 'Inbound route +17865551004 (Purser Office) will be deleted.' */
  text: z.string(),
});
export type PlanReference = z.infer<typeof PlanReference>;

export const NumberReferences = z.object({
  kind: DeletableKind,
  number: z.string(),
  /** The name of what would be deleted (caller id name, ring group name, mailbox description). */
  name: z.string(),
  references: z.array(PlanReference),
});
export type NumberReferences = z.infer<typeof NumberReferences>;

export const NumberReferencesParams = z.object({
  domain: z.string().min(1),
  kind: DeletableKind,
  number: z
    .string()
    .trim()
    .regex(/^[0-9]{1,15}$/, 'must be a number of digits'),
});
