/**
 * Ring groups (spec 001 §7, base /v2/pbx/domain/{domain}/ringgroup): the list (JSON or CSV export),
 * create, update, delete, and each group's destinations. The guard checks the path's domain and the PBX
 * module; the service owns the rules.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  CreateRingGroup,
  CreateRingGroupDestination,
  RingGroup,
  RingGroupDestination,
  RingGroupDestinationList,
  RingGroupDestinationParams,
  RingGroupDestinationQuery,
  RingGroupList,
  RingGroupListQuery,
  RingGroupParams,
  UpdateRingGroup,
} from '@portside/contract/pbx/ring-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { ringGroupCsvColumns } from './presenter.ts';
import {
  addDestination,
  createRingGroup,
  deleteRingGroup,
  exportRingGroups,
  listDestinations,
  listRingGroups,
  removeDestination,
  updateRingGroup,
} from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const DomainParams = z.object({ domain: z.string().min(1) });
const BASE = '/v2/pbx/domain/:domain/ringgroup';

export const ringGroupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        summary: 'Ring groups of a domain: search, filters, order, page; format=csv exports them all',
        params: DomainParams,
        querystring: RingGroupListQuery,
        response: { 200: RingGroupList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listRingGroups(db, domain, q);
      const name = exportFileName('ringgroup', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(exportRingGroups(db, domain, q), ringGroupCsvColumns(q.columns)));
    },
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a ring group (number unique per domain and not an extension)',
        params: DomainParams,
        body: CreateRingGroup,
        response: { 201: RingGroup, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRingGroup(db, request.params.domain, request.body)),
  );

  app.patch(
    `${BASE}/:extension`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update caller id, call timeout, strategy and timeout action of a ring group',
        params: RingGroupParams,
        body: UpdateRingGroup,
        response: { 200: RingGroup, ...errors },
      },
    },
    async (request) => updateRingGroup(db, request.params.domain, request.params.extension, request.body),
  );

  app.delete(
    `${BASE}/:extension`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a ring group and its destinations',
        params: RingGroupParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteRingGroup(db, request.params.domain, request.params.extension);
      return { success: true as const };
    },
  );

  app.get(
    `${BASE}/:extension/destination`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The numbers a ring group rings, in ringing order',
        params: RingGroupParams,
        querystring: RingGroupDestinationQuery,
        response: { 200: RingGroupDestinationList, ...errors },
      },
    },
    async (request) => listDestinations(db, request.params.domain, request.params.extension, request.query),
  );

  app.post(
    `${BASE}/:extension/destination`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a number to a ring group (delay 0 and timeout 30 seconds by default)',
        params: RingGroupParams,
        body: CreateRingGroupDestination,
        response: { 201: RingGroupDestination, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addDestination(db, request.params.domain, request.params.extension, request.body)),
  );

  app.delete(
    `${BASE}/:extension/destination/:number`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a number from a ring group',
        params: RingGroupDestinationParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, extension, number } = request.params;
      await removeDestination(db, domain, extension, number);
      return { success: true as const };
    },
  );
};
