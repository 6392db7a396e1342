/**
 * The switch's calls (issue 13 items 2, 3; DESIGN §5b), authenticated by a per-environment API token
 * (`Authorization: Bearer <token>`, modules/tokens), never a session: the token's environment is the
 * domain, so another environment's PINs are unknown to it. Each runs in the request's one transaction
 * (request-tx.ts). And the console's list of records that could not be taken, for administrators.
 */
import { ErrorBody } from '@portside/contract';
import {
  AuthorizeRequest,
  AuthorizeResponse,
  CdrAcknowledged,
  CdrBadRequest,
  CdrDeadLetterList,
  CdrDeadLetterQuery,
  CdrPosted,
  CdrRefused,
} from '@portside/contract/callingcards/switch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { apiTokenCaller } from '../../tokens/guard.ts';
import { authorizeCall } from './authorize.ts';
import { CdrWriter } from './cdr-writer.ts';
import { CdrFormatError, NotACallingCardCall, parseModJsonCdr } from './mod-json-cdr.ts';
import { keepDeadLetter, listDeadLetters } from './record.ts';

const machine = { apiToken: true, module: 'callingcards' } as const;

/**
 * What the switch's two hot calls skip (issue 13 item 7: 2,000 records a second): compression (the
 * switch is on the ship's own network and its answers are a few hundred bytes, under the threshold
 * anyway, but @fastify/compress's hooks ran on every one); helmet's browser headers (a content security
 * policy and the like mean nothing to a switch, and @fastify/helmet builds them anew for every answer);
 * and zod's parse of each answer before it is written (the answers are built by presenters typed by the
 * contract's schemas, which still document them; JSON.stringify writes them as they are).
 */
const machineRoute = {
  compress: false,
  decompress: false,
  helmet: false,
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
/** The call records: gathered into batches of many requests, each batch its own transaction (cdr-writer.ts). */
const recordsMachine = { ...machine, ownTransaction: true } as const;

const AUTHORIZE_DESCRIPTION = `Asked by the switch before a calling-card call. Answers 200 either way:
\`authorized: true\` with \`max_seconds\` (hang the call up then, e.g. \`sched_hangup +<max_seconds> allotted_timeout\`),
or \`authorized: false\` with \`reason\` (unknown_pin, inactive, expired, no_credit, destination_not_allowed)
and a sentence in \`error\`. While the call is up its largest price (\`reserved\`) and \`free_seconds\` are held
against the card, so concurrent calls of one card never together spend more than its credit; the call's
record (POST /v3/callingcard/cdr with the same callid) releases them, else they lapse at \`expires_at\`
(the granted seconds plus 5 minutes). The same callid asked again answers the same grant.`;

const CDR_DESCRIPTION = `The call record FreeSWITCH's mod_json_cdr posts after a calling-card call
(application/json, or form-encoded \`cdr=<json>\`). Read from \`variables\` (values URL-decoded):
\`uuid\` (callid, as sent to authorize), \`callingcard_pin\`, \`callingcard_destination\` (else
\`destination_number\`), \`start_epoch\`, \`end_epoch\`, \`billsec\` (answered seconds), \`hangup_cause\`,
\`callingcard_direction\` (else \`direction\`; outbound, inbound or system) and optionally \`caller_id_number\` (src).
The record is rated (the rate held by its authorization, for at most the granted seconds; else the card's
tariff now), stored with how it was rated, the card's credit and free seconds charged and its reservation
released, in one transaction: 201. The same callid posted again changes nothing: 200 with the first answer.
A record without \`callingcard_pin\` is no calling-card call (the switch posts one for every call): 200 with
\`ignored: true\`, nothing stored. A malformed record is a 400, one that cannot be rated (unknown PIN, no tariff) a 422; either is kept as a
dead letter (GET /v3/callingcard/cdr/deadletters) with the reason.`;

export const switchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, databaseKind, clock }) => {
  const writer = new CdrWriter(db, databaseKind);
  app.addHook('onClose', () => writer.close());
  app.post(
    '/v3/callingcard/authorize',
    {
      config: machine,
      ...machineRoute,
      schema: {
        tags: ['callingcards'],
        summary: 'May this PIN call this destination now, and for how long (the switch, with an API token)',
        description: AUTHORIZE_DESCRIPTION,
        body: AuthorizeRequest,
        response: { 200: AuthorizeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      authorizeCall(db, apiTokenCaller(request).environment.domain, request.body, clock.now()),
  );

  // The record is read as text whatever its type, so a body that is not even JSON is kept as a dead letter.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/v3/callingcard/cdr',
      {
        config: recordsMachine,
        ...machineRoute,
        schema: {
          tags: ['callingcards'],
          summary:
            "A call record from the switch (FreeSWITCH mod_json_cdr's JSON): rate, store, charge the card",
          description: CDR_DESCRIPTION,
          response: {
            200: CdrAcknowledged,
            201: CdrPosted,
            400: CdrBadRequest,
            401: ErrorBody,
            403: ErrorBody,
            422: CdrRefused,
          },
        },
      },
      async (request, reply) => {
        const caller = apiTokenCaller(request);
        const domain = caller.environment.domain;
        const raw = typeof request.body === 'string' ? request.body : '';
        const contentType = request.headers['content-type'] ?? '';
        const refuse = async (status: 400 | 422, field: string, reason: string, callid: string | null) => {
          const id = await keepDeadLetter(db, domain, {
            callid,
            field,
            reason,
            source: caller.name,
            contentType,
            body: raw,
          });
          return reply.code(status).send({ error: reason, field, dead_letter: id });
        };
        let record: ReturnType<typeof parseModJsonCdr>;
        try {
          record = parseModJsonCdr(raw, contentType);
        } catch (error) {
          // Not a calling-card call (no callingcard_pin): acknowledged, nothing kept (CALLINGCARDS.md).
          if (error instanceof NotACallingCardCall) {
            return reply.code(200).send({ ignored: true, callid: error.callid, reason: error.message });
          }
          if (error instanceof CdrFormatError) return refuse(400, error.field, error.message, error.callid);
          throw error;
        }
        const result = await writer.post(domain, record, clock.now());
        if (result.kind === 'refused') return refuse(422, result.field, result.reason, record.callid);
        return reply.code(result.kind === 'created' ? 201 : 200).send(result.body);
      },
    );
  });

  app.get(
    '/v3/callingcard/cdr/deadletters',
    {
      // Administrators: those who connect the switch (its API tokens) see what it posted that was refused.
      config: { module: 'callingcards', permission: 'tokens.manage' },
      schema: {
        tags: ['callingcards'],
        summary: 'Call records the switch posted that could not be taken, newest first, with the reason',
        querystring: CdrDeadLetterQuery,
        response: { 200: CdrDeadLetterList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listDeadLetters(db, requireActor(request).current.domain, request.query),
  );
};
