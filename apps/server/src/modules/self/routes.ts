/**
 * Self-service of an extension session (DESIGN §3, issue 10 item 2) under /v1/self. Every route needs
 * the 'self' permission, which only an extension session has, and acts on the session's own extension in
 * its home environment: no path, query or body names an extension or a domain here.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  UpdateVoicemailMessage,
  VoicemailAudioQuery,
  VoicemailMessageList,
} from '@portside/contract/pbx/voicemail';
import {
  SelfCard,
  SelfCdrList,
  SelfMessageParams,
  SelfPageQuery,
  SelfSummary,
  SelfVoicemail,
  UpdateSelf,
  UpdateSelfVoicemail,
} from '@portside/contract/self';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadSecretKey } from '../../platform/secrets.ts';
import { sendAudio } from '../pbx/voicemail/audio-range.ts';
import { selfCard, selfCdrs } from './callingcard.ts';
import { selfSummary, updateSelf } from './service.ts';
import {
  changeOwnPin,
  deleteOwnMessage,
  listOwnMessages,
  markOwnMessage,
  ownMessageAudio,
} from './voicemail.ts';

const tags = ['self'];
const config = { permission: 'self' } as const;
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const selfRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // Box PINs are encrypted with the deployment's key, as the voicemail module does.
  const secretKey = loadSecretKey(ctx.config);

  app.get(
    '/v1/self',
    {
      config,
      schema: {
        tags,
        summary: 'The signed-in extension: caller name, call forwards, voicemail, a cabin’s balance',
        response: { 200: SelfSummary, ...errors },
      },
    },
    async (request) => selfSummary(db, requireActor(request)),
  );

  app.patch(
    '/v1/self',
    {
      config,
      schema: {
        tags,
        summary: 'Change the own caller name and call forwards (nothing else)',
        body: UpdateSelf,
        response: { 200: SelfSummary, 400: ErrorBody, ...errors },
      },
    },
    async (request) => updateSelf(db, requireActor(request), request.body),
  );

  app.get(
    '/v1/self/voicemail/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Messages of the own voicemail box, newest first',
        querystring: SelfPageQuery,
        response: { 200: VoicemailMessageList, 400: ErrorBody, ...errors },
      },
    },
    async (request) => listOwnMessages(db, requireActor(request), request.query),
  );

  app.delete(
    '/v1/self/voicemail/messages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a message of the own voicemail box (another box’s message is a 404)',
        params: SelfMessageParams,
        response: { 200: Ok, 400: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await deleteOwnMessage(db, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/self/voicemail/messages/:id/audio',
    {
      config,
      schema: {
        tags,
        summary: 'The recording of a message of the own box, with range requests (206, 416)',
        params: SelfMessageParams,
        querystring: VoicemailAudioQuery,
      },
    },
    async (request, reply) => {
      const file = await ownMessageAudio(db, requireActor(request), request.params.id);
      return sendAudio(request, reply, file, request.query.download === 'true');
    },
  );

  app.patch(
    '/v1/self/voicemail/messages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a message of the own box read (true) or new again (false)',
        params: SelfMessageParams,
        body: UpdateVoicemailMessage,
        response: { 200: Ok, 400: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await markOwnMessage(db, requireActor(request), request.params.id, request.body.read, ctx.clock.now());
      return { success: true as const };
    },
  );

  app.patch(
    '/v1/self/voicemail',
    {
      config,
      schema: {
        tags,
        summary: 'Change the PIN of the own voicemail box',
        body: UpdateSelfVoicemail,
        response: { 200: SelfVoicemail, 400: ErrorBody, ...errors },
      },
    },
    async (request) => changeOwnPin(db, secretKey, requireActor(request), request.body),
  );

  app.get(
    '/v1/self/callingcard',
    {
      config,
      schema: {
        tags,
        summary: 'A cabin’s own calling card: balance, initial balance, currency, status, expiry',
        response: { 200: SelfCard, ...errors },
      },
    },
    async (request) => selfCard(db, requireActor(request)),
  );

  app.get(
    '/v1/self/callingcard/cdrs',
    {
      config,
      schema: {
        tags,
        summary: 'A cabin’s own call records of the current billing period, newest first',
        querystring: SelfPageQuery,
        response: { 200: SelfCdrList, 400: ErrorBody, ...errors },
      },
    },
    async (request) => selfCdrs(db, requireActor(request), request.query),
  );
};
