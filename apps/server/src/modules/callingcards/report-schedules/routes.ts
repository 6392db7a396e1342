/**
 * Report schedules (spec 002 §7): GET /v2/reportschedule (JSON or format=csv, file report-shcedule, spelt
 * as the spec), PATCH /v2/reportschedule/id/{id}, GET /v3/utils/localtimezone; beyond the spec (issue 13
 * items 4, 5): POST /v2/reportschedule, DELETE /v2/reportschedule/id/{id}, PUT /v3/utils/localtimezone.
 * The session's current environment is the domain; the guard checks the session and the calling-cards
 * module. The schedules' job is added to the scheduler here (run-report.ts).
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  CreateReportSchedule,
  LocalTimezone,
  ReportSchedule,
  ReportScheduleList,
  ReportScheduleListQuery,
  ReportScheduleParams,
  SetLocalTimezone,
  UpdateReportSchedule,
} from '@portside/contract/callingcards/report-schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { setShipTimeZone, shipTimeZone, utcOffset } from './local-time.ts';
import { reportScheduleJob } from './run-report.ts';
import { changeSchedule, createSchedule, exportSchedules, listSchedules, removeSchedule } from './service.ts';

const tags = ['callingcards'];
const read = { module: 'callingcards', permission: 'callingcards.read' } as const;
const write = { module: 'callingcards', permission: 'callingcards.write' } as const;
const settings = { module: 'callingcards', permission: 'environment.manage' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const reportScheduleRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, mailer, jobs, clock },
) => {
  jobs.add(reportScheduleJob({ db, mailer, clock }));
  const domainOf = (request: Parameters<typeof requireActor>[0]) => requireActor(request).current.domain;

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
      if (q.format === 'json') return listSchedules(db, domain, q, clock.now());
      const columns = q.columns.map((id) => ({ id, value: (row: ReportSchedule) => row[id] }));
      return sendCsv(
        reply,
        exportFileName('report-shcedule', actor, domain),
        csvStream(exportSchedules(db, domain, q, clock.now()), columns),
      );
    },
  );

  app.post(
    '/v2/reportschedule',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a schedule: what it reports (admin, cabin, both) and when (daily, weekly, monthly)',
        body: CreateReportSchedule,
        response: { 201: ReportSchedule, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchedule(db, domainOf(request), request.body, clock.now())),
  );

  app.patch(
    '/v2/reportschedule/id/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update receivers, subject, message, status, run timezone, what it reports and when',
        params: ReportScheduleParams,
        body: UpdateReportSchedule,
        response: { 200: ReportSchedule, ...errors },
      },
    },
    async (request) => changeSchedule(db, domainOf(request), request.params.id, request.body, clock.now()),
  );

  app.delete(
    '/v2/reportschedule/id/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a schedule',
        params: ReportScheduleParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await removeSchedule(db, domainOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/v3/utils/localtimezone',
    {
      config: read,
      schema: {
        tags,
        summary: "The ship's offset from UTC now (±HH:MM) and its IANA time zone, for local-time schedules",
        response: { 200: LocalTimezone, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const zone = await shipTimeZone(db, domainOf(request));
      return { utc_offset: utcOffset(zone, clock.now()), timezone: zone };
    },
  );

  app.put(
    '/v3/utils/localtimezone',
    {
      config: settings,
      schema: {
        tags,
        summary: "Set the ship's IANA time zone as it crosses zones (administrators)",
        body: SetLocalTimezone,
        response: { 200: LocalTimezone, ...errors },
      },
    },
    async (request) => {
      const domain = domainOf(request);
      await setShipTimeZone(db, domain, request.body.timezone);
      return { utc_offset: utcOffset(request.body.timezone, clock.now()), timezone: request.body.timezone };
    },
  );
};
