/**
 * GET /health: `{status, database}` for probes and scripts. The same URL is also the public Telehealth
 * page of the console, so a browser (Accept preferring text/html) gets the console when it is built.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prefersHtml } from './accept.ts';
import type { AppContext } from './context.ts';
import type { Console } from './web.ts';

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<AppContext & { web: Console }> = async (
  app,
  { databaseKind, web },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database kind',
        security: [],
        response: { 200: Health },
      },
    },
    async (request, reply) => {
      if (web.sendIndex && prefersHtml(request.headers.accept)) return web.sendIndex(reply);
      return { status: 'ok' as const, database: databaseKind };
    },
  );
};
