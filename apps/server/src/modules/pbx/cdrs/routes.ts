/**
 * PBX call records (issue 14 item 3): the list of a domain's calls (JSON, or CSV export with format=csv).
 * The guard checks the path's domain, the PBX module and pbx.read.
 */
import { ErrorBody } from '@portside/contract';
import { PbxCdrList, PbxCdrListQuery } from '@portside/contract/pbx/cdrs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { exportPbxCdrsCsv, listPbxCdrs } from './service.ts';

const read = { module: 'pbx', permission: 'pbx.read' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const DomainParams = z.object({ domain: z.string().min(1) });

export const pbxCdrRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/pbx/domain/:domain/cdrs',
    {
      config: read,
      schema: {
        tags: ['pbx'],
        summary:
          'Call records of a domain, newest first: search (caller, destination), direction, hangup_cause, from/to days or instants; format=csv exports them all as the screen shows them (titles, labels, tz)',
        params: DomainParams,
        querystring: PbxCdrListQuery,
        response: { 200: PbxCdrList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listPbxCdrs(db, domain, q);
      const name = exportFileName('pbxcdrs', requireActor(request), domain);
      return sendCsv(reply, name, await exportPbxCdrsCsv(db, domain, q));
    },
  );
};
