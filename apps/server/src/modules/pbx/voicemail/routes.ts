/**
 * Voicemail (spec 001 §7): boxes under /v2/pbx/domain/{domain}/extension/{ext}/voicemail/box (ext a
 * mailbox number or 'all') with list (JSON or CSV), create, update and delete, and the messages of a box
 * (or of all) under …/voicemail/message. The guard checks the path's domain and the PBX module.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  CreateVoicemailBox,
  UpdateVoicemailBox,
  VoicemailBox,
  VoicemailBoxParams,
  VoicemailList,
  VoicemailListQuery,
  VoicemailMessageList,
  VoicemailMessageListQuery,
  VoicemailPathParams,
} from '@portside/contract/pbx/voicemail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { type CsvColumn, csvStream, exportFileName, sendCsv } from '../../../platform/csv-export.ts';
import { loadSecretKey } from '../../../platform/secrets.ts';
import { voicemailAudioRoutes } from './audio-routes.ts';
import { voicemailDepositRoutes } from './deposit-routes.ts';
import {
  createBox,
  deleteVoicemailBox,
  exportBoxes,
  exportMessages,
  listBoxes,
  listMessages,
  updateVoicemailBox,
} from './service.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BOX = '/v2/pbx/domain/:domain/extension/:ext/voicemail/box';

/** Export columns of the chosen ids, each read from the row by its own name. */
function columnsOf<R extends object>(ids: readonly (keyof R & string)[]): CsvColumn<R>[] {
  return ids.map((id) => ({ id, value: (row: R) => row[id] }));
}

export const voicemailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // Box PINs are encrypted with the deployment's key (platform/secrets), read once at start.
  const secretKey = loadSecretKey(ctx.config);
  await app.register(voicemailAudioRoutes, ctx);
  await app.register(voicemailDepositRoutes, ctx);

  app.get(
    BOX,
    {
      config: read,
      schema: {
        tags,
        summary: "Voicemail boxes of a domain (ext 'all') or one mailbox; format=csv exports them",
        params: VoicemailPathParams,
        querystring: VoicemailListQuery,
        response: { 200: VoicemailList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain, ext } = request.params;
      const q = request.query;
      if (q.format === 'json') return listBoxes(db, domain, ext, q);
      const name = exportFileName('voicemail', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(exportBoxes(db, domain, ext, q), columnsOf(q.columns)));
    },
  );

  app.post(
    BOX,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a voicemail box (number unique per domain; the password is stored encrypted)',
        params: VoicemailPathParams,
        body: CreateVoicemailBox,
        response: { 201: VoicemailBox, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { domain, ext } = request.params;
      return reply.code(201).send(await createBox(db, secretKey, domain, ext, request.body));
    },
  );

  app.patch(
    `${BOX}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a box: password, description, status (true enables, false disables)',
        params: VoicemailBoxParams,
        body: UpdateVoicemailBox,
        response: { 200: VoicemailBox, ...errors },
      },
    },
    async (request) => {
      const { domain, ext, id } = request.params;
      return updateVoicemailBox(db, secretKey, domain, ext, id, request.body);
    },
  );

  app.delete(
    `${BOX}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a box and its messages',
        params: VoicemailBoxParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, ext, id } = request.params;
      await deleteVoicemailBox(db, domain, ext, id);
      return { success: true as const };
    },
  );

  app.get(
    '/v2/pbx/domain/:domain/extension/:ext/voicemail/message',
    {
      config: read,
      schema: {
        tags,
        summary: "Messages of a voicemail box (ext 'all': of every box), newest first; format=csv exports",
        params: VoicemailPathParams,
        querystring: VoicemailMessageListQuery,
        response: { 200: VoicemailMessageList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain, ext } = request.params;
      const q = request.query;
      if (q.format === 'json') return listMessages(db, domain, ext, q);
      const rows = await exportMessages(db, domain, ext, q);
      const name = exportFileName('voicemail-messages', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(rows, columnsOf(q.columns)));
    },
  );
};
