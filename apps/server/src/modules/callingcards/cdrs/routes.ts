/**
 * Call records (spec 002 §7): GET /v3/callingcard/cdrs, JSON or format=csv. The path names no domain: the
 * session's current environment is the domain; the guard checks the session and the calling-cards module.
 */
import { ErrorBody } from '@portside/contract';
import { CdrList, CdrListQuery } from '@portside/contract/callingcards/cdrs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { cdrCsv, listCdrs } from './service.ts';

const read = { module: 'callingcards', permission: 'callingcards.read' } as const;

export const cdrRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/callingcard/cdrs',
    {
      config: read,
      schema: {
        tags: ['callingcards'],
        summary: 'Call records of the current domain: filters, order by start time, page; format=csv exports',
        querystring: CdrListQuery,
        response: { 200: CdrList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const q = request.query;
      if (q.format === 'json') return listCdrs(db, domain, q);
      const name = exportFileName(`${q.type ?? 'all'}-cdrs`, actor, domain);
      return sendCsv(reply, name, cdrCsv(db, domain, q, q.columns, q));
    },
  );
};
