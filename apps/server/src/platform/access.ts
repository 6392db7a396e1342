/**
 * The guard of the API tree (DESIGN §3), installed once on the root so no route can forget it:
 * - every /v1 /v2 /v3 route needs a session unless its config says `public: true`;
 * - a `domain` in the path or query must be one the caller may act on (home or granted), else 403;
 * - every other API route declares `config.permission`, which the actor's role must allow (contract
 *   access.ts), else 403 with a sentence; a route that declares none is refused (and fails the suite);
 * - a route with `config.module` is refused when the organisation has that module off, and the
 *   calling-cards-only carrier environment is refused omnichannel, PBX and user routes.
 * A machine route (`config.apiToken`) is not judged here: it takes an API token, never a session, and
 * modules/tokens/guard.ts authenticates it.
 * Services acting on a domain named elsewhere (e.g. in a body) call assertDomainAccess themselves.
 */
import {
  APP_EXTENSION_PREFIX,
  can,
  type ModuleName,
  PERMISSION_LABELS,
  type Permission,
  ROLE_LABELS,
} from '@portside/contract';
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

/** One API route as registered: what the guard judges it by (the route sweep test walks these). */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: Permission | 'signed-in' | undefined;
  selfParam: string | undefined;
  module: ModuleName | undefined;
  /** A machine route: an API token, never a session (modules/tokens/guard.ts). */
  apiToken: boolean;
}

export function installAccessHooks(app: FastifyInstance, db: Tx): RouteEntry[] {
  app.decorateRequest('actor', null);
  app.decorateRequest('target', null);
  const routes: RouteEntry[] = [];

  // A route that forgets its permission is refused here, when the app is built: no test, no start.
  app.addHook('onRoute', (route) => {
    if (!API_PREFIX.test(route.url)) return;
    const config = route.config ?? {};
    if (config.public !== true && !config.permission && config.apiToken !== true) {
      throw new Error(`${route.method} ${route.url} declares no permission (config.permission or public).`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        public: config.public === true,
        permission: config.permission,
        selfParam: config.selfParam,
        module: config.module,
        apiToken: config.apiToken === true,
      });
    }
  });

  // Judged before the body is parsed or validated: a caller who may not use a route learns nothing
  // from it, not even which fields it wants.
  app.addHook('onRequest', async (request) => {
    // Judged on the matched route pattern, not the raw URL, so no spelling of a path slips past.
    // Unmatched paths fall through to the not-found handler (an honest 404, not a 401).
    const route = request.routeOptions.url;
    if (!route || !SESSION_AWARE.test(route)) return;
    // A machine route never acts as a session, not even one the client happens to hold.
    if (request.routeOptions.config.apiToken === true) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.actor = await loadActor(db, token);
    const config = request.routeOptions.config;
    if (!API_PREFIX.test(route) || config.public === true) return;
    const actor = request.actor;
    if (!actor) throw new Unauthorized();
    const domain = namedDomain(request);
    if (!isOwnExtension(request, actor, domain)) assertPermission(actor, config.permission);
    const target = domain ? await assertDomainAccess(db, actor, domain) : actor.current;
    if (config.module) assertModule(actor, target, config.module);
    request.target = target;
  });
  return routes;
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

/** 403 unless the actor's role allows the permission; a route without a declared one is refused outright. */
export function assertPermission(actor: Actor, permission: Permission | 'signed-in' | undefined): void {
  if (permission === 'signed-in') return;
  if (!permission) throw new Forbidden('This route declares no permission, so nobody may use it.');
  if (can(actor.role, permission)) return;
  if (actor.role === 'extension') {
    throw new Forbidden('An extension sign-in can only use its own self-service pages.');
  }
  throw new Forbidden(`Your role (${ROLE_LABELS[actor.role]}) may not ${PERMISSION_LABELS[permission]}.`);
}

export function assertModule(
  actor: { organization: Pick<Actor['organization'], 'modulesEnabled'> },
  env: ActorEnvironment,
  module: ModuleName,
): void {
  const label = MODULE_LABELS[module];
  if (!actor.organization.modulesEnabled[module]) {
    throw new Forbidden(`The ${label} module is not enabled for your organisation.`);
  }
  if (env.callingCardsOnly && module !== 'callingcards') {
    throw new Forbidden(`The ${label} module is not available in the ${env.name} environment.`);
  }
}

/** An extension session naming itself in a route that allows it (config.selfParam). */
function isOwnExtension(request: FastifyRequest, actor: Actor, domain: string | undefined): boolean {
  const param = request.routeOptions.config.selfParam;
  if (actor.role !== 'extension' || !param || !actor.extension) return false;
  if (domain !== undefined && domain !== actor.home.domain) return false;
  const named = (request.params as Record<string, unknown> | undefined)?.[param];
  return named === actor.extension || named === `${APP_EXTENSION_PREFIX}${actor.extension}`;
}

function namedDomain(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.query]) {
    if (source && typeof source === 'object' && 'domain' in source && typeof source.domain === 'string') {
      return source.domain;
    }
  }
  return undefined;
}
