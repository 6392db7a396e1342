/**
 * How machine clients sign their calls (DESIGN §3): a route declares `config: { apiToken: true }` and
 * this guard, installed once on the root, authenticates every call to it by an API token, never by a
 * user's session (access.ts leaves such routes alone). The token comes as `Authorization: Bearer <token>`,
 * or as `apiToken` in the query string or JSON body where the spec's calls carry it (spec 000 §7.4); it
 * is taken out of the query and body before the route's schema validates them, so no handler sees it.
 *
 * A missing, unknown or revoked token is a 401 with a sentence, before the body is validated (a caller
 * without a token learns nothing of the route's fields). A `domain` in the path or query that is not the
 * token's environment is a 403, and a route with `config.module` is refused (403) when the token's
 * organisation has the module off. Otherwise `request.apiToken` names the token and
 * `request.target` is its environment: the route acts on that environment only. Writes run in the
 * request transaction and are audited as the token (request-tx.ts). The token's last use is written at
 * most once a minute, with a 'token_used' audit event, so a busy client costs no write per call.
 *
 * ```ts
 * app.post('/v3/callingcard/authorize', { config: { apiToken: true, module: 'callingcards' }, schema },
 *   async (request) => authorize(db, apiTokenCaller(request).environment.domain, request.body));
 * ```
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { assertModule } from '../../platform/access.ts';
import type { Tx } from '../../platform/db.ts';
import { Forbidden, Unauthorized } from '../../platform/errors.ts';
import type { ActorEnvironment } from '../../platform/session.ts';
import { recordAuditEvent } from '../audit/record.ts';
import '../../platform/fastify-types.ts';
import { knownToken, rememberToken } from './known-tokens.ts';
import { findTokenByHash, type PresentedToken, touchToken } from './queries.ts';
import { hashToken, looksLikeToken } from './token.ts';

/** The token a machine route was called with, and the environment it acts on. */
export interface ApiTokenCaller {
  id: string;
  name: string;
  prefix: string;
  environment: ActorEnvironment;
}

/** A token's last use is written no more often than this. */
export const LAST_USED_INTERVAL_SECONDS = 60;

export const TOKEN_SENTENCES = {
  missing:
    "This call needs an API token: send it as 'Authorization: Bearer <token>' or as apiToken. An administrator creates one under API Tokens.",
  scheme: "The Authorization header must be 'Bearer <token>' with an API token.",
  unknown: 'This API token is not valid. Check that it was copied whole, or create a new one.',
  revoked: 'This API token has been revoked. Ask an administrator for a new one.',
} as const;

/** The caller of a machine route (the guard has already answered 401 when there is none). */
export function apiTokenCaller(request: FastifyRequest): ApiTokenCaller {
  if (!request.apiToken) throw new Unauthorized(TOKEN_SENTENCES.missing);
  return request.apiToken;
}

/** Install on the root, before the modules' routes (app.ts), like the access hooks. */
export function installApiTokenGuard(app: FastifyInstance, db: Tx): void {
  app.decorateRequest('apiToken', null);
  const authenticate: preValidationHookHandler = async (request, reply) =>
    authenticateApiToken(db, request, reply);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (config.apiToken !== true) return;
    if (config.public === true || config.permission) {
      throw new Error(
        `${route.method} ${route.url} declares apiToken with public or a permission: a machine route takes a token only.`,
      );
    }
    route.preValidation = [authenticate, ...[route.preValidation ?? []].flat()];
    if (route.schema) route.schema = { ...route.schema, security: [{ apiToken: [] }] };
  });
}

async function authenticateApiToken(db: Tx, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const presented = takePresentedToken(request);
  if (presented.kind !== 'token') return refuse(reply, TOKEN_SENTENCES[presented.kind]);
  const found = looksLikeToken(presented.token) ? await lookUp(db, hashToken(presented.token)) : undefined;
  if (!found) return refuse(reply, TOKEN_SENTENCES.unknown, 'invalid_token');
  if (found.revokedAt) return refuse(reply, TOKEN_SENTENCES.revoked, 'invalid_token');
  const named = namedDomain(request);
  if (named !== undefined && named !== found.environment.domain) {
    const { name, domain } = found.environment;
    throw new Forbidden(`This API token acts only on ${name} (${domain}), not on ${named}.`);
  }
  const module = request.routeOptions.config.module;
  if (module)
    assertModule({ organization: { modulesEnabled: found.modulesEnabled } }, found.environment, module);
  request.apiToken = {
    id: found.id,
    name: found.name,
    prefix: found.prefix,
    environment: found.environment,
  };
  request.target = found.environment;
  await noteUse(db, request, found);
}

/** A token by its hash, from the last few seconds' (known-tokens.ts) or the database; refusals are never kept. */
async function lookUp(db: Tx, hash: string): Promise<PresentedToken | undefined> {
  const known = knownToken(hash);
  if (known) return known;
  const found = await findTokenByHash(db, hash);
  if (found && !found.revokedAt) rememberToken(hash, found);
  return found;
}

function refuse(reply: FastifyReply, sentence: string, error?: 'invalid_token'): never {
  // RFC 6750 §3: a 401 of a bearer-token resource says which scheme it wants.
  reply.header(
    'WWW-Authenticate',
    error ? `Bearer realm="portside", error="${error}"` : 'Bearer realm="portside"',
  );
  throw new Unauthorized(sentence);
}

/** A domain the route names in its path or query, as the session guard reads it. */
function namedDomain(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query]) {
    const domain = (source as { domain?: unknown } | undefined)?.domain;
    if (typeof domain === 'string') return domain;
  }
  return undefined;
}

type Presented = { kind: 'token'; token: string } | { kind: 'missing' } | { kind: 'scheme' };

/**
 * The token of the request: the Authorization header's, else the query's or the body's apiToken. The
 * apiToken fields are removed either way, so a route's schema need not know them and no handler, log
 * line or audit row downstream can carry them.
 */
function takePresentedToken(request: FastifyRequest): Presented {
  const fromQuery = takeField(request.query);
  const fromBody = takeField(request.body);
  const header = request.headers.authorization;
  if (header !== undefined && header.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
    return match?.[1] ? { kind: 'token', token: match[1] } : { kind: 'scheme' };
  }
  const token = fromQuery ?? fromBody;
  return token ? { kind: 'token', token } : { kind: 'missing' };
}

function takeField(source: unknown): string | undefined {
  if (!source || typeof source !== 'object' || !('apiToken' in source)) return undefined;
  const value = (source as { apiToken?: unknown }).apiToken;
  delete (source as { apiToken?: unknown }).apiToken;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Writes the token's last use and a 'token_used' audit event, unless one was written within the
 * interval. Runs before the route's transaction, on the database itself; a failure is logged, never the
 * caller's problem.
 */
async function noteUse(db: Tx, request: FastifyRequest, found: PresentedToken): Promise<void> {
  const last = found.lastUsedAt?.getTime();
  if (last !== undefined && Date.now() - last < LAST_USED_INTERVAL_SECONDS * 1000) return;
  // The known token's copy (known-tokens.ts) too, so its next requests do not try again.
  found.lastUsedAt = new Date();
  try {
    if (!(await touchToken(db, found.id, LAST_USED_INTERVAL_SECONDS))) return;
    await recordAuditEvent(db, {
      domain: found.environment.domain,
      actorKind: 'token',
      actorId: found.id,
      actorName: found.name,
      action: 'token_used',
      entity: 'api_tokens',
      entityId: found.id,
      ip: request.ip,
      detail: `${request.method} ${request.url.split('?')[0] ?? ''}`.slice(0, 500),
    });
  } catch (err) {
    request.log.error({ err }, 'the last use of an API token could not be written');
  }
}
