/**
 * Per-environment API tokens for machine clients (DESIGN §3): a switch asking for call authorization, a
 * broadcast integration (spec 000 §7.4). An administrator ('tokens.manage') names, creates and revokes
 * them; the token itself is answered once, at creation, and never again (the server keeps its SHA-256).
 * A client sends it as `Authorization: Bearer <token>`, or as `apiToken` in the query string or JSON body
 * where the spec's calls carry one; it acts on the token's environment only.
 */
import { z } from 'zod';
import { PageQuery } from './common.ts';
import { SearchTerm, TotalKind } from './pbx/list.ts';

/** Every token starts with this, so one found in a log or a config file is recognised for what it is. */
export const API_TOKEN_PREFIX = 'pst_';

/** Active until revoked; a revoked token stops working at once and is kept in the list. */
export const API_TOKEN_STATUSES = ['active', 'revoked'] as const;
export const ApiTokenStatus = z.enum(API_TOKEN_STATUSES);
export type ApiTokenStatus = z.infer<typeof ApiTokenStatus>;

export const ApiTokenName = z.string().trim().min(1).max(100);

/** A token as the list shows it: never the token, never its hash. */
export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (e.g. 'pst_Ab3dE9'), to tell tokens apart. */
  prefix: z.string(),
  status: ApiTokenStatus,
  /** ISO 8601 */
  created_at: z.string(),
  /** The user name of who created it ('' for the demo seed's). */
  created_by: z.string(),
  /** ISO 8601, to the minute (the server writes it at most once a minute); null if never used. */
  last_used_at: z.string().nullable(),
  /** ISO 8601; null while active. */
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** POST …/apitoken's answer: the token in clear, this once. */
export const CreatedApiToken = ApiToken.extend({
  /** The whole token: 'pst_' and 43 base64url characters (32 random bytes). Shown once. */
  token: z.string(),
});
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

/** GET /v3/tenant/domain/{domain}/apitoken: newest first; search looks in the name and the prefix. */
export const ApiTokenListQuery = z.object({ ...PageQuery.shape, search: SearchTerm });
export type ApiTokenListQuery = z.infer<typeof ApiTokenListQuery>;

export const ApiTokenList = z.object({
  data: z.array(ApiToken),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type ApiTokenList = z.infer<typeof ApiTokenList>;

/** POST /v3/tenant/domain/{domain}/apitoken: a name, unique among the environment's active tokens. */
export const CreateApiToken = z.object({ name: ApiTokenName });
export type CreateApiToken = z.output<typeof CreateApiToken>;

export const ApiTokenDomainParams = z.object({ domain: z.string().min(1) });

export const ApiTokenParams = z.object({
  domain: z.string().min(1),
  id: z.uuid('must be a token id'),
});

/**
 * The `apiToken` a machine route accepts in its query string or JSON body (spec 000 §7.4), for a route's
 * schema to document it; the server takes it out before the route's own validation sees the rest.
 */
export const ApiTokenField = z.object({
  apiToken: z.string().optional().describe("An API token, when not sent as 'Authorization: Bearer'"),
});
