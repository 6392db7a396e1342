/**
 * GET /v3/pbx/domain/{domain}/sip/registrations (spec 001 §7): tab-keyed data, or format=csv; the
 * `x-registrar` header says whether the rows are Kamailio's (`kamailio`) or the embedded demo's (`demo`).
 * GET .../sip/registrar names the source for the screen (it labels demo data).
 * DELETE .../sip/registrations/{ext}: unregister every phone of an extension (Kamailio's ul.rm).
 */
import { ErrorBody } from '@portside/contract';
import { ExtensionParams } from '@portside/contract/pbx/extensions';
import {
  type REGISTRATION_COLUMNS,
  RegistrarInfo,
  type Registration,
  Registrations,
  RegistrationsQuery,
} from '@portside/contract/pbx/registrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { KamailioRpc } from './kamailio-rpc.ts';
import { KamailioRegistrar, type RegistrarAdapter, TableRegistrar } from './registrar.ts';
import { readRegistrations, registrationRows } from './service.ts';

type Column = (typeof REGISTRATION_COLUMNS)[number];

/** Kamailio's location table on PostgreSQL (unless REGISTRAR=demo), the seeded table on the embedded one. */
export function chooseRegistrar(ctx: AppContext): RegistrarAdapter {
  const { config, db, databaseKind } = ctx;
  const kind = config.REGISTRAR ?? (databaseKind === 'postgres' ? 'kamailio' : 'demo');
  if (kind === 'demo') return new TableRegistrar(db);
  return new KamailioRegistrar(
    db,
    config.KAMAILIO_RPC_URL ? new KamailioRpc(config.KAMAILIO_RPC_URL) : undefined,
  );
}

export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const registrar = chooseRegistrar(ctx);

  app.get(
    '/v3/pbx/domain/:domain/sip/registrations',
    {
      config: { module: 'pbx', permission: 'pbx.read' },
      schema: {
        tags: ['pbx'],
        summary:
          'Phones registered on the domain, keyed by SIP profile or transport; format=csv exports them',
        params: z.object({ domain: z.string().min(1) }),
        querystring: RegistrationsQuery,
        response: { 200: Registrations, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      const tabs = await readRegistrations(registrar, domain, q);
      reply.header('x-registrar', registrar.kind);
      if (q.format === 'json') return tabs;
      const columns = q.columns.map((id: Column) => ({ id, value: (r: Registration) => r[id] }));
      const name = exportFileName('registration', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(registrationRows(tabs), columns));
    },
  );

  app.get(
    '/v3/pbx/domain/:domain/sip/registrar',
    {
      config: { module: 'pbx', permission: 'pbx.read' },
      schema: {
        tags: ['pbx'],
        summary:
          "Where Registrations come from: Kamailio's usrloc ('kamailio') or the embedded demo's rows ('demo')",
        params: z.object({ domain: z.string().min(1) }),
        response: { 200: RegistrarInfo, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ kind: registrar.kind }),
  );

  app.delete(
    '/v3/pbx/domain/:domain/sip/registrations/:ext',
    {
      config: { module: 'pbx', permission: 'pbx.write' },
      schema: {
        tags: ['pbx'],
        summary: "Unregister every phone of an extension (Kamailio's ul.rm); 404 when none is registered",
        params: ExtensionParams,
        response: {
          204: z.null(),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await registrar.unregister(request.params.domain, request.params.ext);
      return reply.code(204).send(null);
    },
  );
};
