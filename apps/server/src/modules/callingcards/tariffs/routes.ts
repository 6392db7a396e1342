/**
 * Calling-card tariffs (spec 002 §7): GET /v3/callingcard/tariff; beyond the spec (issue 13), POST to add
 * one and PATCH …/{tariff} to change one, billing increment and minimum duration included. The path names
 * no domain: the session's current environment is the domain; the guard checks the session, the
 * calling-cards module and the permission.
 */
import { ErrorBody } from '@portside/contract';
import { TariffParams } from '@portside/contract/callingcards/rates';
import {
  CreateTariff,
  Tariff,
  TariffList,
  TariffListQuery,
  UpdateTariff,
} from '@portside/contract/callingcards/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { changeTariff, createTariff, listTariffs } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const write = { module: 'callingcards', permission: 'callingcards.write' } as const;
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

  app.post(
    '/v3/callingcard/tariff',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Add a tariff: description; default cost and price per minute, free seconds, currency, billing increment and minimum duration',
        body: CreateTariff,
        response: { 201: Tariff, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTariff(db, requireActor(request).current.domain, request.body)),
  );

  app.patch(
    '/v3/callingcard/tariff/:tariff',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a tariff (not its currency); status 0 deactivates, 1 re-enables',
        params: TariffParams,
        body: UpdateTariff,
        response: { 200: Tariff, ...errors, 404: ErrorBody },
      },
    },
    async (request) =>
      changeTariff(db, requireActor(request).current.domain, request.params.tariff, request.body),
  );
};
