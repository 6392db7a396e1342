/**
 * GET /v3/utils/statistics?domain= : the dashboard's figures (spec 2.6, 7.2); open to every module, and
 * every role with the dashboard, but a section the role may not read is answered empty (a billing clerk
 * learns no PBX or messaging figure), as the console hides it.
 */
import { can, ErrorBody, type Role, Statistics, StatisticsQuery } from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { computeStatistics } from './service.ts';

export const statisticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/utils/statistics',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['stats'],
        summary: 'Dashboard statistics of a domain, computed from the store',
        querystring: StatisticsQuery,
        response: { 200: Statistics, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => forRole(await computeStatistics(db, request.query.domain), requireActor(request).role),
  );
};

export function forRole(stats: Statistics, role: Role): Statistics {
  return {
    ...stats,
    pbx: can(role, 'pbx.read') ? stats.pbx : { extensions: 0, ringgroups: 0, voicemails: 0, cdrs: 0 },
    callingcards: can(role, 'callingcards.read') ? stats.callingcards : [],
    messaging: can(role, 'messaging.read') ? stats.messaging : { messages: 0 },
  };
}
