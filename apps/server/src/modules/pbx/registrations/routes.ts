/** GET /v3/pbx/domain/{domain}/sip/registrations (spec 001 §7): tab-keyed data, or format=csv. */
import { ErrorBody } from '@portside/contract';
import {
  type REGISTRATION_COLUMNS,
  type Registration,
  Registrations,
  RegistrationsQuery,
} from '@portside/contract/pbx/registrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { TableRegistrar } from './registrar.ts';
import { readRegistrations, registrationRows } from './service.ts';

type Column = (typeof REGISTRATION_COLUMNS)[number];

export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const registrar = new TableRegistrar(db);

  app.get(
    '/v3/pbx/domain/:domain/sip/registrations',
    {
      config: { module: 'pbx', permission: 'pbx.read' },
      schema: {
        tags: ['pbx'],
        summary: 'Phones registered on the domain, keyed by SIP profile; format=csv exports them',
        params: z.object({ domain: z.string().min(1) }),
        querystring: RegistrationsQuery,
        response: { 200: Registrations, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      const tabs = await readRegistrations(registrar, domain, q);
      if (q.format === 'json') return tabs;
      const columns = q.columns.map((id: Column) => ({ id, value: (r: Registration) => r[id] }));
      const name = exportFileName('registration', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(registrationRows(tabs), columns));
    },
  );
};
