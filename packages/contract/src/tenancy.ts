/** Organisations, environments (one per ship, each with its PBX domain) and their modules. */
import { z } from 'zod';
import { Domain } from './common.ts';

/** Spec 000 §6: the four modules an organisation may have. */
export const ModuleName = z.enum(['callingcards', 'omnichannel', 'pbx', 'user']);
export type ModuleName = z.infer<typeof ModuleName>;

export const ModulesEnabled = z.object({
  callingcards: z.boolean(),
  omnichannel: z.boolean(),
  pbx: z.boolean(),
  user: z.boolean(),
});
export type ModulesEnabled = z.infer<typeof ModulesEnabled>;

/** Environment code: three to eight capitals, e.g. CPL. */
export const EnvironmentCode = z
  .string()
  .regex(/^[A-Z0-9]{2,8}$/, 'must be 2 to 8 capital letters or digits');

/** What the login picker and the environment chooser may see: never credentials. */
export const EnvironmentSummary = z.object({ name: z.string(), code: EnvironmentCode, domain: Domain });
export type EnvironmentSummary = z.infer<typeof EnvironmentSummary>;

/** GET /v1/environments */
export const EnvironmentList = z.object({ environments: z.array(EnvironmentSummary) });

/**
 * GET /environment.json: the entry a deployment is pinned to (PORTSIDE_ENVIRONMENT).
 * apiUrl and stompUrl are empty when the console should use this server.
 */
export const EnvironmentFile = EnvironmentSummary.extend({
  apiUrl: z.string(),
  stompUrl: z.string(),
  octet: z.number().int().min(0).max(255).nullable(),
  pairedExtensions: z.boolean(),
  callingCardsOnly: z.boolean(),
});
export type EnvironmentFile = z.infer<typeof EnvironmentFile>;

/** GET /v1/tenant/organization/{code}: the organisation of environment {code}. */
export const Organization = z.object({ name: z.string(), modules_enabled: ModulesEnabled });
export type Organization = z.infer<typeof Organization>;

/** One line of environments.json, the fleet roster (DESIGN §4). */
export const RosterEnvironment = z.object({
  name: z.string().min(1),
  code: EnvironmentCode,
  domain: Domain,
  organization: z.string().min(1),
  apiUrl: z.string().default(''),
  stompUrl: z.string().default(''),
  octet: z.number().int().min(0).max(255).nullable().default(null),
  pairedExtensions: z.boolean().default(false),
  callingCardsOnly: z.boolean().default(false),
});
export const RosterOrganization = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  modules_enabled: ModulesEnabled,
});
export const Roster = z.object({
  organizations: z.array(RosterOrganization).min(1),
  environments: z.array(RosterEnvironment).min(1),
});
export type Roster = z.infer<typeof Roster>;
