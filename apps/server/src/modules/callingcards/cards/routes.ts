/**
 * Calling-card PINs and cabins (spec 002 §7) under /v3/callingcard/card: the list (JSON or CSV export),
 * create, update, deactivate, the billing-period reset of cabins (and how many it resets), and a unique
 * random PIN. The paths name no domain: the session's current environment is the domain; the guard
 * checks the session and the calling-cards module. The service owns the rules.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  Card,
  CardList,
  CardListQuery,
  CardParams,
  CardTypeParams,
  CreateCard,
  ResetCabins,
  ResetCabinsPreview,
  ResetCabinsResult,
  UniqueRandomPin,
  UpdateCard,
} from '@portside/contract/callingcards/cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { shownColumns, viewOf } from '../export-view.ts';
import { countCabins, resetCabins, uniqueRandomPin } from './reset.ts';
import { cardCell, createCard, deactivateCard, exportCards, listCards, updateCard } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const write = { module: 'callingcards', permission: 'callingcards.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BASE = '/v3/callingcard/card';

export const cardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const domainOf = (request: Parameters<typeof requireActor>[0]) => requireActor(request).current.domain;

  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        summary:
          'PINs and cabins of the current domain: search, pin, name, type, active, order, page; format=csv exports',
        querystring: CardListQuery,
        response: { 200: CardList, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const q = request.query;
      if (q.format === 'json') return listCards(db, domain, q);
      const view = viewOf(q);
      const columns = shownColumns(q.columns, view, (id, row: Card) => cardCell(id, row, view));
      const prefix = q.type ? `${q.type}-pins` : 'pins';
      return sendCsv(
        reply,
        exportFileName(prefix, actor, domain),
        csvStream(exportCards(db, domain, q), columns),
      );
    },
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a PIN or cabin (pin unique per domain; admin: expiry date; cabin: no expiry)',
        body: CreateCard,
        response: { 201: Card, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createCard(db, domainOf(request), request.body)),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a PIN or cabin: pin, name, expiry, initial balance, tariff; status 1 re-enables it',
        params: CardParams,
        body: UpdateCard,
        response: { 200: Card, ...errors, 409: ErrorBody },
      },
    },
    async (request) => updateCard(db, domainOf(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Deactivate a PIN or cabin (status 0; the row and its call records stay)',
        params: CardParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deactivateCard(db, domainOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    `${BASE}/type/cabin/reset`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Reset the billing period of cabins ('all' or a list): archive their call records (before a moment when given) and restore the credit",
        body: ResetCabins,
        response: { 200: ResetCabinsResult, ...errors },
      },
    },
    async (request) => resetCabins(db, domainOf(request), request.body),
  );

  app.get(
    `${BASE}/type/cabin/reset`,
    {
      config: write,
      schema: {
        tags,
        summary: "How many cabins a reset of 'all' would reset (the console's confirmation names it)",
        response: { 200: ResetCabinsPreview, ...errors },
      },
    },
    async (request) => ({ cabins: await countCabins(db, domainOf(request)) }),
  );

  app.get(
    '/v3/utils/uniquerandom/callingcard/pin/:type',
    {
      config: read,
      schema: {
        tags,
        summary: 'A random PIN (admin) or cabin number no PIN of the current domain has',
        params: CardTypeParams,
        response: { 200: UniqueRandomPin, ...errors },
      },
    },
    async (request) => ({ number: await uniqueRandomPin(db, domainOf(request), request.params.type) }),
  );
};
