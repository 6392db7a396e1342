/**
 * The audit log (issue 10 item 5): GET /v3/audit, JSON or format=csv. The path names no domain: the
 * session's current environment is the one listed (an administrator switches environment to see another).
 * Administrators and auditors only ('audit.read').
 */
import { ErrorBody } from '@portside/contract';
import { type AuditEntry, AuditList, AuditListQuery } from '@portside/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../platform/csv-export.ts';
import { exportAudit, listAudit } from './service.ts';

/** The export writes the field names separated by spaces, one cell per row. */
const cellOf = (row: AuditEntry, id: keyof AuditEntry) => (id === 'fields' ? row.fields.join(' ') : row[id]);

export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v3/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary:
          'Audit log of the current environment, newest first: search, filters, page; format=csv exports',
        querystring: AuditListQuery,
        response: { 200: AuditList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const q = request.query;
      if (q.format === 'json') return listAudit(db, domain, q);
      const columns = q.columns.map((id) => ({ id, value: (row: AuditEntry) => cellOf(row, id) }));
      return sendCsv(
        reply,
        exportFileName('audit', actor, domain),
        csvStream(exportAudit(db, domain, q), columns),
      );
    },
  );
};
