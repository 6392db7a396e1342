/** What Portside adds to Fastify's request and route config, declared once for every module. */
import type { ModuleName, Permission } from '@portside/contract';
import type { ApiTokenCaller } from '../modules/tokens/guard.ts';
import type { RouteEntry } from './access.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Actor, ActorEnvironment } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the permission it declares (access.ts), for the route sweep test. */
    routeTable: RouteEntry[];
    /** The scheduler (platform/jobs/runner.ts): tests call tick() after setting their clock. */
    jobs: JobRunner;
    /** The OpenAPI document /docs/json serves (platform/docs.ts), made at its first use. */
    openApiDocument: () => Promise<unknown>;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes without a session. Guarded routes use requireActor. */
    actor: Actor | null;
    /** The environment a guarded route acts on: the path's or query's domain, else the session's current. */
    target: ActorEnvironment | null;
    /** The API token a machine route (config.apiToken) was called with; null elsewhere. */
    apiToken: ApiTokenCaller | null;
  }
  interface FastifyContextConfig {
    /** An API route that answers without a session (sign-in, the login picker). */
    public?: boolean;
    /** Refused with 403 when the caller's organisation has this module switched off. */
    module?: ModuleName;
    /**
     * What the caller's role must allow (contract access.ts), or 'signed-in' for a route any session may
     * use (its own session, sign-out). Every API route that is not public declares one; a test fails on a
     * route without it, and the guard refuses such a route at run time.
     */
    permission?: Permission | 'signed-in';
    /**
     * The path parameter naming an extension: an extension session may also use this route for its own
     * extension (on its own environment), whatever the permission says.
     */
    selfParam?: string;
    /**
     * A machine route: authenticated by a per-environment API token, never a session, and acting on the
     * token's environment (modules/tokens/guard.ts). Declared instead of a permission.
     */
    apiToken?: boolean;
    /**
     * A write route that opens its own transactions instead of running in the request's one
     * (request-tx.ts): the switch's call records, which modules/callingcards/switch/cdr-writer.ts gathers
     * into batches of many requests each. Its handler sets no audit context, so its writes leave no audit rows.
     */
    ownTransaction?: boolean;
  }
}
