/**
 * Extensions (spec 001 §7): the list (JSON or CSV export), createfull, read and update of one. The guard
 * checks the path's domain and the PBX module; the service owns the rules.
 */
import { ErrorBody } from '@portside/contract';
import {
  CreateExtension,
  Extension,
  ExtensionList,
  ExtensionListQuery,
  ExtensionParams,
  UpdateExtension,
} from '@portside/contract/pbx/extensions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvTextStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { loadSecretKey } from '../../../platform/secrets.ts';
import {
  createExtension,
  deleteExtension,
  exportExtensionsCsv,
  getExtension,
  listExtensions,
  updateExtension,
} from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const DomainParams = z.object({ domain: z.string().min(1) });

export const extensionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // SIP passwords are encrypted with the deployment's key (platform/secrets), read once at start.
  const secretKey = loadSecretKey(ctx.config);

  app.get(
    '/v3/pbx/domain/:domain/extension',
    {
      config: read,
      schema: {
        tags,
        summary: 'Extensions of a domain: search, filters, order, page; format=csv exports them all',
        params: DomainParams,
        querystring: ExtensionListQuery,
        response: { 200: ExtensionList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listExtensions(db, domain, q);
      // The Gateway screen's export (its list of one gateway) is a file named gateway (spec 001 §2).
      const prefix = q.gateway === undefined ? 'extension' : 'gateway';
      const name = exportFileName(prefix, requireActor(request), domain);
      return sendCsv(reply, name, csvTextStream(q.columns, exportExtensionsCsv(db, domain, q)));
    },
  );

  app.post(
    '/v3/pbx/domain/:domain/extension/createfull',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an extension (number unique per domain; a leading 1 of tn is removed)',
        params: DomainParams,
        body: CreateExtension,
        response: { 201: Extension, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createExtension(db, secretKey, request.params.domain, request.body)),
  );

  app.get(
    '/v2/pbx/domain/:domain/extension/:ext',
    {
      config: read,
      schema: {
        tags,
        summary: 'One extension',
        params: ExtensionParams,
        response: { 200: Extension, ...errors },
      },
    },
    async (request) => getExtension(db, request.params.domain, request.params.ext),
  );

  app.patch(
    '/v2/pbx/domain/:domain/extension/:ext',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update name, outbound/toll_allow, description, password and the forward pairs',
        params: ExtensionParams,
        body: UpdateExtension,
        response: { 200: Extension, ...errors },
      },
    },
    async (request) =>
      updateExtension(db, secretKey, request.params.domain, request.params.ext, request.body),
  );

  app.delete(
    '/v2/pbx/domain/:domain/extension/:ext',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Delete an extension; what refers to it (GET .../numberplan/extension/{ext}/references) is removed or blanked with it',
        params: ExtensionParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteExtension(db, request.params.domain, request.params.ext);
      return { success: true as const };
    },
  );
};
