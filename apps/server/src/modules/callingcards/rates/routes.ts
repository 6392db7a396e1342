/**
 * Special rates of a tariff (spec 002 §7) under /v3/callingcard/tariff/{tariff}/rate: the list (JSON or
 * format=csv, file call-rates), create and update. The tariff must be one of the session's domain.
 */
import { ErrorBody } from '@portside/contract';
import {
  CreateRate,
  RateList,
  RateListQuery,
  RateParams,
  SpecialRate,
  TariffParams,
  UpdateRate,
} from '@portside/contract/callingcards/rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { shownColumns, viewOf } from '../export-view.ts';
import { changeRate, createRate, exportRates, listRates, rateCell, tariffOf } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const write = { module: 'callingcards', permission: 'callingcards.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BASE = '/v3/callingcard/tariff/:tariff/rate';

export const rateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        summary: 'Special rates of a tariff: search (dial prefix, name), page; format=csv exports them',
        params: TariffParams,
        querystring: RateListQuery,
        response: { 200: RateList, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const { tariff } = request.params;
      const q = request.query;
      if (q.format === 'json') return listRates(db, domain, tariff, q);
      await tariffOf(db, domain, tariff);
      const view = viewOf(q);
      const columns = shownColumns(q.columns, view, (id, row: SpecialRate) => rateCell(id, row, view));
      return sendCsv(
        reply,
        exportFileName('call-rates', actor, domain),
        csvStream(exportRates(db, tariff, q), columns),
      );
    },
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a special rate (a dial prefix once per tariff: 409)',
        params: TariffParams,
        body: CreateRate,
        response: { 201: SpecialRate, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const domain = requireActor(request).current.domain;
      return reply.code(201).send(await createRate(db, domain, request.params.tariff, request.body));
    },
  );

  app.patch(
    `${BASE}/:rate`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update cost, price and name of a special rate; status 1 activates, 0 deactivates',
        params: RateParams,
        body: UpdateRate,
        response: { 200: SpecialRate, ...errors },
      },
    },
    async (request) => {
      const domain = requireActor(request).current.domain;
      const { tariff, rate } = request.params;
      return changeRate(db, domain, tariff, rate, request.body);
    },
  );
};
