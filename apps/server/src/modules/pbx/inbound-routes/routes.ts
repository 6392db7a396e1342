/**
 * Inbound routes (spec 001 §7) under /v2/pbx/domain/{domain}/dialplan/route/inbound: list (JSON or CSV
 * export), create, update and delete. The guard checks the path's domain and the PBX module.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  CreateInboundRoute,
  InboundRoute,
  InboundRouteList,
  InboundRouteListQuery,
  InboundRouteParams,
  UpdateInboundRoute,
} from '@portside/contract/pbx/inbound-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { createRoute, deleteInboundRoute, exportRoutes, listRoutes, updateInboundRoute } from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BASE = '/v2/pbx/domain/:domain/dialplan/route/inbound';
const DomainParams = z.object({ domain: z.string().min(1) });

/** A route's export cell: the action as 'name: value', every other field as it is. */
function cellOf(row: InboundRoute, id: (typeof InboundRouteListQuery)['_output']['columns'][number]) {
  if (id === 'dialplan_destination_actions') {
    return row.dialplan_destination_actions.map((a) => `${a.name}: ${a.value}`).join('; ');
  }
  return row[id];
}

export const inboundRouteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        summary: 'Inbound routes of a domain (withExtraInfo=true adds labels and XML); format=csv exports',
        params: DomainParams,
        querystring: InboundRouteListQuery,
        response: { 200: InboundRouteList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listRoutes(db, domain, q);
      const columns = q.columns.map((id) => ({ id, value: (row: InboundRoute) => cellOf(row, id) }));
      const name = exportFileName('inboundroutes', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(exportRoutes(db, domain, q), columns));
    },
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an inbound route (a number has one route per domain)',
        params: DomainParams,
        body: CreateInboundRoute,
        response: { 201: InboundRoute, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRoute(db, request.params.domain, request.body)),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update name, number, action, description or the dialplan XML of a route',
        params: InboundRouteParams,
        body: UpdateInboundRoute,
        response: { 200: InboundRoute, ...errors, 409: ErrorBody },
      },
    },
    async (request) => updateInboundRoute(db, request.params.domain, request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an inbound route',
        params: InboundRouteParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteInboundRoute(db, request.params.domain, request.params.id);
      return { success: true as const };
    },
  );
};
