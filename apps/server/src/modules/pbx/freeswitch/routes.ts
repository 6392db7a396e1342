/**
 * mod_xml_curl bindings (issue 14 item 5): POST (or GET) /v3/pbx/freeswitch/directory and
 * /v3/pbx/freeswitch/dialplan. Machine routes: an API token of the environment (modules/tokens), which
 * mod_xml_curl sends in its gateway-url's query as `?apiToken=pst_…` (it cannot add a Bearer header);
 * the fields come form-encoded in the body, as mod_xml_curl posts them, or in the query.
 */
import { ErrorBody } from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { loadSecretKey } from '../../../platform/secrets.ts';
import { apiTokenCaller } from '../../tokens/guard.ts';
import { FREESWITCH_CONTENT_TYPE } from './documents.ts';
import { type CurlFields, dialplanLookup, directoryLookup } from './service.ts';

const machine = { apiToken: true, module: 'pbx' } as const;
const Fields = z.record(z.string(), z.string()).optional();
const errors = { 401: ErrorBody, 403: ErrorBody };

export const freeswitchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const secretKey = loadSecretKey(ctx.config);
  // mod_xml_curl posts application/x-www-form-urlencoded; repeated fields keep their last value.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const fieldsOf = (request: {
    query: CurlFields | undefined;
    body?: CurlFields | undefined;
  }): CurlFields => ({
    ...(request.query ?? {}),
    ...(request.body ?? {}),
  });

  const bindings = [
    {
      path: '/v3/pbx/freeswitch/directory',
      summary:
        "mod_xml_curl directory: the token's domain with its users (password, vm-password, caller ids); one user when `user` is given",
      lookup: (domain: string, fields: CurlFields) => directoryLookup(db, secretKey, domain, fields),
    },
    {
      path: '/v3/pbx/freeswitch/dialplan',
      summary:
        "mod_xml_curl dialplan: Hunt-Context 'public' gives the inbound routes, the domain's context its ring groups, voicemail codes and local extensions",
      lookup: (domain: string, fields: CurlFields) => dialplanLookup(db, domain, fields),
    },
  ];

  for (const { path, summary, lookup } of bindings) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: path,
        config: machine,
        schema: {
          tags: ['freeswitch'],
          summary,
          querystring: Fields,
          ...(method === 'POST' ? { body: Fields } : {}),
          response: { 200: z.string().describe('text/xml'), ...errors },
        },
        handler: async (request, reply) => {
          const domain = apiTokenCaller(request).environment.domain;
          const xml = await lookup(domain, fieldsOf(request as never));
          // Passwords in clear: never kept by a cache on the way.
          return reply
            .header('content-type', FREESWITCH_CONTENT_TYPE)
            .header('cache-control', 'no-store')
            .send(xml);
        },
      });
    }
  }
};
