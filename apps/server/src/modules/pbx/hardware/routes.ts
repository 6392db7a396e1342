/**
 * Hardware provisioning (spec 001 §7) under /v3/pbx/hardware/provisioning/file: the list of a tab (JSON or
 * CSV), a phone's XML config, create, update and delete. What phones fetch, and the console's vendor
 * files and credential rotation, are in ../provisioning. The paths name no domain: the session's current
 * environment is the domain, and the guard checks the session and the PBX module.
 */
import { can, ErrorBody, Ok } from '@portside/contract';
import {
  CreatedHardwareFile,
  CreateHardwareFile,
  HardwareFile,
  HardwareFileParams,
  HardwareList,
  HardwareListQuery,
  HardwareMacParams,
  HardwareTabParams,
  UpdateHardwareFile,
} from '@portside/contract/pbx/hardware';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { loadSecretKey } from '../../../platform/secrets.ts';
import { phoneConfigXml, XML_CONTENT_TYPE } from './phone-config.ts';
import {
  createFile,
  deleteHardwareFile,
  exportFiles,
  listFiles,
  phoneConfig,
  updateHardwareFile,
} from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BASE = '/v3/pbx/hardware/provisioning/file';

export const hardwareRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // SIP passwords are encrypted with the deployment's key (platform/secrets), read once at start.
  const secretKey = loadSecretKey(ctx.config);

  app.get(
    `${BASE}/:tab`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Provisioning files of the current domain: tab all, pending or archived; format=csv exports',
        params: HardwareTabParams,
        querystring: HardwareListQuery,
        response: { 200: HardwareList, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const domain = actor.current.domain;
      const { tab } = request.params;
      const q = request.query;
      if (q.format === 'json') return listFiles(db, domain, tab, q);
      const columns = q.columns.map((id) => ({ id, value: (row: HardwareFile) => row[id] }));
      return sendCsv(
        reply,
        exportFileName('hardware', actor, domain),
        csvStream(exportFiles(db, domain, tab, q), columns),
      );
    },
  );

  app.get(
    `${BASE}/:status/mac/:mac`,
    {
      // SIP passwords in clear: only a role with the secrets permission (never an operator or auditor).
      config: { module: 'pbx', permission: 'pbx.secrets' },
      schema: {
        tags,
        summary: "A phone's XML config (proxy, server, user id, name, password, ringtone, time zone)",
        params: HardwareFileParams,
        response: { 200: z.string().describe('application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const domain = requireActor(request).current.domain;
      const { status, mac } = request.params;
      const xml = phoneConfigXml(await phoneConfig(db, secretKey, domain, status, mac));
      // It holds SIP passwords: never kept by a cache on the way.
      return reply.header('content-type', XML_CONTENT_TYPE).header('cache-control', 'no-store').send(xml);
    },
  );

  app.post(
    `${BASE}/:mac`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create the pending config of a phone (MAC once per organisation; passwords stored encrypted) and its provisioning credential, answered once to a role that may read phone secrets',
        params: HardwareMacParams,
        body: CreateHardwareFile,
        response: { 201: CreatedHardwareFile, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const reveal = can(actor.role, 'pbx.secrets');
      const file = await createFile(
        db,
        secretKey,
        actor.current.domain,
        request.params.mac,
        request.body,
        reveal,
      );
      return reply.code(201).send(file);
    },
  );

  app.patch(
    `${BASE}/:status/mac/:mac`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a config (it becomes pending again) or move it between pending and archived',
        params: HardwareFileParams,
        body: UpdateHardwareFile,
        response: { 200: HardwareFile, ...errors },
      },
    },
    async (request) => {
      const domain = requireActor(request).current.domain;
      const { status, mac } = request.params;
      return updateHardwareFile(db, secretKey, domain, status, mac, request.body);
    },
  );

  app.delete(
    '/v2/pbx/hardware/provisioning/file/:status/mac/:mac',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a pending config file (an archived one has been taken by the phone: 409)',
        params: HardwareFileParams,
        response: { 200: Ok, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const domain = requireActor(request).current.domain;
      const { status, mac } = request.params;
      await deleteHardwareFile(db, domain, status, mac);
      return { success: true as const };
    },
  );
};
