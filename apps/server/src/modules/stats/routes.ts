/** GET /v3/utils/statistics?domain= : the dashboard's figures (spec 2.6, 7.2); open to every module. */
import { ErrorBody, Statistics, StatisticsQuery } from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    async (request) => computeStatistics(db, request.query.domain),
  );
};
