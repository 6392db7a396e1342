/**
 * POST /v3/pbx/freeswitch/voicemail/{box}/message: the switch leaves a new message (deposit.ts). A machine
 * route, as the mod_xml_curl ones: an API token of the ship (Bearer, or `?apiToken=pst_…`); the body is
 * the recording itself (any content type; WAV, Opus or MP3 by its bytes), the caller and length in the
 * query string, e.g. from FreeSWITCH's voicemail hook:
 *   curl --data-binary @msg.wav -H 'Content-Type: audio/wav' \
 *     'https://portside/v3/pbx/freeswitch/voicemail/2101/message?apiToken=pst_…&caller_id_number=7002&message_length=42'
 */
import { ErrorBody } from '@portside/contract';
import {
  DepositedVoicemail,
  DepositVoicemailParams,
  DepositVoicemailQuery,
  VOICEMAIL_MESSAGE_MAX_BYTES,
} from '@portside/contract/pbx/voicemail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { auditContextOf } from '../../../platform/request-tx.ts';
import { apiTokenCaller } from '../../tokens/guard.ts';
import { depositMessage } from './deposit.ts';

const machine = { apiToken: true, module: 'pbx' } as const;

export const voicemailDepositRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, mailer, clock } = ctx;
  // This scope only: any body but JSON and text is the recording's bytes (those two still parse, so the
  // NUL guard and the 'not audio' sentence answer them), and twice the limit is let in so a file just
  // over it gets the sentence naming its size. curl --data-binary without a Content-Type sends
  // application/x-www-form-urlencoded, which this takes as bytes too.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: VOICEMAIL_MESSAGE_MAX_BYTES * 2 },
    (_r, body, done) => done(null, body),
  );
  app.post(
    '/v3/pbx/freeswitch/voicemail/:box/message',
    {
      config: machine,
      bodyLimit: VOICEMAIL_MESSAGE_MAX_BYTES * 2,
      schema: {
        tags: ['freeswitch'],
        summary:
          "The switch leaves a voicemail message: the body is the recording (WAV, Opus or MP3), the caller and length in the query; mailed (and deleted) as the box's 'e-mail the message' says",
        params: DepositVoicemailParams,
        querystring: DepositVoicemailQuery,
        response: {
          201: DepositedVoicemail,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const domain = apiTokenCaller(request).environment.domain;
      const deps = {
        db,
        mailer,
        log: request.log,
        now: clock.now(),
        auditContext: JSON.stringify(auditContextOf(request)),
      };
      const answer = await depositMessage(deps, domain, request.params.box, request.query, request.body);
      return reply.code(201).send(answer);
    },
  );
};
