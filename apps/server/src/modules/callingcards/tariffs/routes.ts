/**
 * Calling-card tariffs (spec 002 §7): GET /v3/callingcard/tariff. The path names no domain: the session's
 * current environment is the domain; the guard checks the session and the calling-cards module.
 */
import { ErrorBody } from '@portside/contract';
import { TariffList, TariffListQuery } from '@portside/contract/callingcards/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listTariffs } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const tariffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/callingcard/tariff',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Tariffs of the current domain by status (1 by default) in id order; type keeps those for a PIN type',
        querystring: TariffListQuery,
        response: { 200: TariffList, ...errors },
      },
    },
    async (request) => listTariffs(db, requireActor(request).current.domain, request.query),
  );
};
