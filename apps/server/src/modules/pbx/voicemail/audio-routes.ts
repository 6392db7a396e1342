/**
 * The audio calls of voicemail (issue 14 item 6), beside the box and message calls of routes.ts:
 * - GET …/voicemail/message/{id}/audio: the recording, with range requests; download=true as a file.
 * - PATCH …/voicemail/message/{id} {read}: mark it read or new again. DELETE …/voicemail/message/{id}.
 * - PUT …/voicemail/box/{id}/greeting: the box's greeting, the request body being the file itself
 *   (Content-Type any; WAV, Opus or MP3 by its bytes), its name in ?filename=. GET plays it, DELETE
 *   goes back to the standard greeting.
 * ext is a mailbox number or 'all', as in the other voicemail paths; the guard checks the domain.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  GREETING_MAX_BYTES,
  UpdateVoicemailMessage,
  VoicemailAudioQuery,
  VoicemailBoxParams,
  VoicemailMessageParams,
} from '@portside/contract/pbx/voicemail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import {
  boxOfExt,
  greetingAudio,
  markMessage,
  messageAudio,
  removeGreeting,
  removeMessage,
  uploadGreeting,
} from './audio.ts';
import { sendAudio } from './audio-range.ts';

const tags = ['pbx'];
const read = { module: 'pbx', permission: 'pbx.read' } as const;
const write = { module: 'pbx', permission: 'pbx.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const MESSAGE = '/v2/pbx/domain/:domain/extension/:ext/voicemail/message/:id';
const GREETING = '/v2/pbx/domain/:domain/extension/:ext/voicemail/box/:id/greeting';

export const voicemailAudioRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, clock } = ctx;

  app.get(
    `${MESSAGE}/audio`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'A message’s recording: 200 whole, 206 for a Range (bytes=a-b, a-, -n), 416 for one outside it',
        params: VoicemailMessageParams,
        querystring: VoicemailAudioQuery,
      },
    },
    async (request, reply) => {
      const { domain, ext, id } = request.params;
      const box = await boxOfExt(db, domain, ext);
      const file = await messageAudio(db, domain, box?.voicemailUuid, id);
      return sendAudio(request, reply, file, request.query.download === 'true');
    },
  );

  app.patch(
    MESSAGE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Mark a message read (true) or new again (false)',
        params: VoicemailMessageParams,
        body: UpdateVoicemailMessage,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, ext, id } = request.params;
      const box = await boxOfExt(db, domain, ext);
      await markMessage(db, domain, box?.voicemailUuid, id, request.body.read, clock.now());
      return { success: true as const };
    },
  );

  app.delete(
    MESSAGE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a message and its recording',
        params: VoicemailMessageParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, ext, id } = request.params;
      const box = await boxOfExt(db, domain, ext);
      await removeMessage(db, domain, box?.voicemailUuid, id);
      return { success: true as const };
    },
  );

  app.get(
    GREETING,
    {
      config: read,
      schema: {
        tags,
        summary: 'The box’s own greeting, with range requests (404 when it plays the standard one)',
        params: VoicemailBoxParams,
        querystring: VoicemailAudioQuery,
      },
    },
    async (request, reply) => {
      const { domain, ext, id } = request.params;
      const file = await greetingAudio(db, domain, ext, id);
      return sendAudio(request, reply, file, request.query.download === 'true');
    },
  );

  app.delete(
    GREETING,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove the box’s own greeting (callers hear the standard one)',
        params: VoicemailBoxParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, ext, id } = request.params;
      await removeGreeting(db, domain, ext, id);
      return { success: true as const };
    },
  );

  // The upload's body is the file: any content type but JSON and text is read as bytes here (this scope
  // only; JSON still parses, so the NUL guard and the 'not audio' sentence answer it), and twice the
  // limit is let in so a file just over it gets the sentence naming its size, not a bare 413.
  const greetingUpload: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: GREETING_MAX_BYTES * 2 },
      (_r, body, done) => done(null, body),
    );
    scope.put(
      GREETING,
      {
        config: write,
        bodyLimit: GREETING_MAX_BYTES * 2,
        schema: {
          tags,
          summary: `Upload the box’s greeting: the body is a WAV, Opus or MP3 file of at most ${GREETING_MAX_BYTES / 1024 / 1024} MB`,
          params: VoicemailBoxParams,
          querystring: z.object({ filename: z.string().max(255).optional() }),
          response: { 200: Ok, ...errors, 413: ErrorBody },
        },
      },
      async (request) => {
        const { domain, ext, id } = request.params;
        await uploadGreeting(db, domain, ext, id, request.body, request.query.filename);
        return { success: true as const };
      },
    );
  };
  await app.register(greetingUpload);
};
