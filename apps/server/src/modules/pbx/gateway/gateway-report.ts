/**
 * GET /v3/pbx/gateway-report?domain= (contract pbx/gateway.ts): one site's room extensions counted per
 * gateway in SQL. The console calls it once per granted site, so it can show progress site by site and a
 * failed site as failed; the guard checks the domain and the PBX module of that site.
 */
import { ErrorBody } from '@portside/contract';
import { type GatewayCount, GatewayReport, GatewayReportQuery } from '@portside/contract/pbx/gateway';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import type { Tx } from '../../../platform/db.ts';
import { extensions as t } from '../schema.ts';

/** Digits a gateway number may have (leading zeros aside) and still be an exact JSON number. */
const MAX_GATEWAY_DIGITS = 15;

/**
 * Spec 001 §5: only descriptions of four comma-separated numbers whose first is above 0 count. A first
 * number too long to be a gateway (a typo of 16 digits or more) is left out rather than failing the whole
 * site's report: it could not be sent as an exact number.
 */
export async function countPerGateway(tx: Tx, domain: string): Promise<GatewayCount[]> {
  const rows = await tx
    .select({ gateway: t.roomGateway, count: count() })
    .from(t)
    .where(and(eq(t.domain, domain), gt(t.roomGateway, 0), lt(t.roomGateway, 10 ** MAX_GATEWAY_DIGITS)))
    .groupBy(t.roomGateway)
    .orderBy(t.roomGateway);
  return rows.map((r) => ({ gateway: Number(r.gateway), count: r.count }));
}

export const gatewayReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/pbx/gateway-report',
    {
      config: { module: 'pbx', permission: 'pbx.read' },
      schema: {
        tags: ['pbx'],
        summary: 'Room extensions per gateway of one site (call once per granted site); format=csv',
        querystring: GatewayReportQuery,
        response: { 200: GatewayReport, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { domain, format } = request.query;
      const gateways = await countPerGateway(db, domain);
      const code = actor.environments.find((e) => e.domain === domain)?.code ?? domain;
      if (format === 'json') return { code, gateways };
      const columns = [
        { id: 'gateway', value: (g: GatewayCount) => g.gateway },
        { id: code, value: (g: GatewayCount) => g.count },
      ];
      return sendCsv(reply, exportFileName('gatewayreport', actor, domain), csvStream([gateways], columns));
    },
  );
};
