/**
 * The guard of the API tree (DESIGN §3), installed once on the root so no route can forget it:
 * - every /v1 /v2 /v3 route needs a session unless its config says `public: true`;
 * - a `domain` in the path or query must be one the caller may act on (home or granted), else 403;
 * - a route with `config.module` is refused when the organisation has that module off, and the
 *   calling-cards-only carrier environment is refused omnichannel, PBX and user routes.
 * Services acting on a domain named elsewhere (e.g. in a body) call assertDomainAccess themselves.
 */
import type { ModuleName } from '@portside/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { environments } from '../modules/tenancy/schema.ts';
import type { Tx } from './db.ts';
import { Forbidden, NotFound, Unauthorized } from './errors.ts';
import { type Actor, type ActorEnvironment, loadActor, SESSION_COOKIE } from './session.ts';
import './fastify-types.ts';

const API_PREFIX = /^\/v[123]\//;
/** Routes that read the session cookie: the API, and the WebSocket (which may also sign in otherwise). */
const SESSION_AWARE = /^\/(v[123]|ws)(\/|$)/;

export const MODULE_LABELS: Record<ModuleName, string> = {
  pbx: 'PBX',
  callingcards: 'Calling Cards',
  omnichannel: 'Omnichannel',
  user: 'User',
};

export function installAccessHooks(app: FastifyInstance, db: Tx): void {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    // Judged on the matched route pattern, not the raw URL, so no spelling of a path slips past.
    // Unmatched paths fall through to the not-found handler (an honest 404, not a 401).
    const route = request.routeOptions.url;
    if (!route || !SESSION_AWARE.test(route)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.actor = await loadActor(db, token);
    if (API_PREFIX.test(route) && request.routeOptions.config.public !== true && !request.actor) {
      throw new Unauthorized();
    }
  });

  app.addHook('preHandler', async (request) => {
    const actor = request.actor;
    if (!actor || request.routeOptions.config.public === true) return;
    const domain = namedDomain(request);
    const target = domain ? await assertDomainAccess(db, actor, domain) : actor.current;
    const module = request.routeOptions.config.module;
    if (module) assertModule(actor, target, module);
  });
}

/** The signed-in actor of a guarded route (the hook has already answered 401 when there is none). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}

/** 404 for a domain no environment has; 403 for one outside the actor's home and grants. */
export async function assertDomainAccess(db: Tx, actor: Actor, domain: string): Promise<ActorEnvironment> {
  const own = actor.environments.find((e) => e.domain === domain);
  if (own) return own;
  const [exists] = await db
    .select({ code: environments.code })
    .from(environments)
    .where(eq(environments.domain, domain));
  if (!exists) throw new NotFound(`Unknown domain ${domain}.`);
  throw new Forbidden(`You do not have access to domain ${domain}.`);
}

export function assertModule(actor: Actor, env: ActorEnvironment, module: ModuleName): void {
  const label = MODULE_LABELS[module];
  if (!actor.organization.modulesEnabled[module]) {
    throw new Forbidden(`The ${label} module is not enabled for your organisation.`);
  }
  if (env.callingCardsOnly && module !== 'callingcards') {
    throw new Forbidden(`The ${label} module is not available in the ${env.name} environment.`);
  }
}

function namedDomain(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query]) {
    if (source && typeof source === 'object' && 'domain' in source && typeof source.domain === 'string') {
      return source.domain;
    }
  }
  return undefined;
}
