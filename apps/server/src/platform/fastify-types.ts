/** What Portside adds to Fastify's request and route config, declared once for every module. */
import type { ModuleName } from '@portside/contract';
import type { Actor } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; null on public routes without a session. Guarded routes use requireActor. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** An API route that answers without a session (sign-in, the login picker). */
    public?: boolean;
    /** Refused with 403 when the caller's organisation has this module switched off. */
    module?: ModuleName;
  }
}
