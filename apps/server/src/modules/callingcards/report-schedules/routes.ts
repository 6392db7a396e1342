/**
 * Report schedules (spec 002 §7): GET /v2/reportschedule (JSON or format=csv, file report-shcedule, spelt
 * as the spec), PATCH /v2/reportschedule/id/{id}, and GET /v3/utils/localtimezone. The session's current
 * environment is the domain; the guard checks the session and the calling-cards module.
 */
import { ErrorBody } from '@portside/contract';
import {
  LocalTimezone,
  ReportSchedule,
  ReportScheduleList,
  ReportScheduleListQuery,
  ReportScheduleParams,
  UpdateReportSchedule,
} from '@portside/contract/callingcards/report-schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { changeSchedule, exportSchedules, listSchedules, localUtcOffset } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const write = { module: 'callingcards', permission: 'callingcards.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const reportScheduleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v2/reportschedule',
    {
      config: read,
      schema: {
        tags,
        summary: 'Report schedules of the current domain: status 1 or 0, search, page; format=csv exports',
        querystring: ReportScheduleListQuery,
        response: { 200: ReportScheduleList, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const q = request.query;
      if (q.format === 'json') return listSchedules(db, domain, q);
      const columns = q.columns.map((id) => ({ id, value: (row: ReportSchedule) => row[id] }));
      return sendCsv(
        reply,
        exportFileName('report-shcedule', actor, domain),
        csvStream(exportSchedules(db, domain, q), columns),
      );
    },
  );

  app.patch(
    '/v2/reportschedule/id/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update receivers (e-mails), subject, message, status and run timezone of a schedule',
        params: ReportScheduleParams,
        body: UpdateReportSchedule,
        response: { 200: ReportSchedule, ...errors },
      },
    },
    async (request) =>
      changeSchedule(db, requireActor(request).current.domain, request.params.id, request.body),
  );

  app.get(
    '/v3/utils/localtimezone',
    {
      config: read,
      schema: {
        tags,
        summary: "The ship's offset from UTC (±HH:MM), for schedules run on local time",
        response: { 200: LocalTimezone, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ utc_offset: localUtcOffset() }),
  );
};
