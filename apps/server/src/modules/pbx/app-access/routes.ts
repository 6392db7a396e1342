/**
 * App Access (spec 001 §7): list (JSON or CSV), add and delete. Scoped to the caller's current
 * environment, or to `?domain=` when given (the guard checks it and the PBX module).
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  type APP_ACCESS_COLUMNS,
  AppAccess,
  AppAccessDomainQuery,
  AppAccessList,
  AppAccessListQuery,
  AppAccessParams,
  CreateAppAccess,
} from '@portside/contract/pbx/app-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { createAppAccess, deleteAppAccess, exportAppAccess, listAppAccess } from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
type Column = (typeof APP_ACCESS_COLUMNS)[number];

export const appAccessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v1/appaccess',
    {
      config: read,
      schema: {
        tags,
        summary: 'App Access entries of the current (or given) domain; format=csv exports them all',
        querystring: AppAccessListQuery,
        response: { 200: AppAccessList, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const q = request.query;
      const domain = q.domain ?? actor.current.domain;
      if (q.format === 'json') return listAppAccess(db, domain, q);
      const columns = q.columns.map((id: Column) => ({ id, value: (r: AppAccess) => r[id] }));
      return sendCsv(
        reply,
        exportFileName('appaccess', actor, domain),
        csvStream(exportAppAccess(db, domain), columns),
      );
    },
  );

  app.post(
    '/v1/appaccess',
    {
      config: write,
      schema: {
        tags,
        summary: "Give an extension App Access (stored as '9998<number>@<domain>')",
        querystring: AppAccessDomainQuery,
        body: CreateAppAccess,
        response: { 201: AppAccess, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const domain = request.query.domain ?? requireActor(request).current.domain;
      return reply.code(201).send(await createAppAccess(db, domain, request.body));
    },
  );

  app.delete(
    '/v1/appaccess/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove an App Access entry (the extension can no longer sign in by code)',
        params: AppAccessParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteAppAccess(db, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );
};
