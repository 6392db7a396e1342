/**
 * Messaging (spec 000 §7.3, issue 11): the conversation list and history, a message's events and the
 * stream catch-up over REST, and the STOMP endpoint at /ws with this module's StompApplication. The
 * guard checks the session, the domain, messaging.read and the omnichannel module; the account asked
 * about must be an extension of that domain.
 */
import { ErrorBody } from '@portside/contract';
import {
  ChatEventList,
  ChatEventQuery,
  ChatMessageQuery,
  ConversationList,
  MessageHistory,
  SyncPage,
  SyncQuery,
} from '@portside/contract/messaging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { Forbidden, Unauthorized } from '../../platform/errors.ts';
import { stompEndpoint } from '../../platform/realtime/stomp-endpoint.ts';
import { assistantRoutes } from '../assistant/routes.ts';
import { broadcastRoutes } from '../broadcast/routes.ts';
import { LanguageScorer } from '../language/scorer.ts';
import { supportRoutes } from '../support/routes.ts';
import { isExtension } from './read-queries.ts';
import { listConversations, listEvents, listHistory, syncStream } from './reads.ts';
import { createMessagingApplication } from './stomp-application.ts';
import { MessageWriter } from './writer.ts';

const tags = ['messaging'];
const read = { module: 'omnichannel', permission: 'messaging.read' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The domain the request acts on (the guard has judged it) and the account, an extension of it. */
async function accountOf(db: Tx, request: FastifyRequest, account: string): Promise<string> {
  const domain = request.target?.domain;
  if (!domain) throw new Unauthorized();
  if (!(await isExtension(db, domain, account))) {
    throw new Forbidden(`${account} is not an extension of ${domain}: you may read only its own accounts.`);
  }
  return domain;
}

export const messagingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, hub } = ctx;
  // A question the assistant (bot 9998214) cannot answer goes to the support desk (issue 12 item 5).
  const writer = new MessageWriter(db, hub, app.log, { supportAccount: ctx.config.SUPPORT_ACCOUNT });
  // Every incoming message gets its language score (type 14 receipt) after its batch is answered.
  const scorer = new LanguageScorer(writer, app.log);
  writer.afterCommit((incoming) => scorer.take(incoming));
  await app.register(stompEndpoint, { hub, application: createMessagingApplication(ctx, writer) });
  // Broadcast groups: a broadcast is stored by the core in its request and delivered by this writer.
  await app.register(broadcastRoutes, { ...ctx, writer });
  // The ship's assistant's FAQ (bot 9998214 answers in the store's batches, issue 12 item 5).
  await app.register(assistantRoutes, ctx);
  // The public site's support chat: a visitor's messages are SENDs of this writer (issue 12 item 6).
  await app.register(supportRoutes, { ...ctx, writer });
  // The app's close waits for SENDs being written (their RECEIPTs follow the commit), then for the scores.
  app.addHook('onClose', async () => {
    await writer.settled();
    await scorer.settled();
    await writer.settled();
  });

  app.get(
    '/v3/chat/message',
    {
      config: read,
      schema: {
        tags,
        summary:
          "user=<account>&newestOnly=true: the account's conversations, newest first; user=<account>,<peer>: their history (50 a page, skipFromMessageId pages back, order ASC oldest first)",
        querystring: ChatMessageQuery,
        response: { 200: z.union([ConversationList, MessageHistory]), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const [account = '', peer] = q.user.split(',');
      const domain = await accountOf(db, request, account);
      if (peer === undefined && q.newestOnly === true) return listConversations(db, domain, account, q);
      return listHistory(db, domain, account, peer, q);
    },
  );

  app.get(
    '/v3/chat/event',
    {
      config: read,
      schema: {
        tags,
        summary: "A message's receipts and events, oldest first; each payload is base64 of its JSON",
        querystring: ChatEventQuery,
        response: { 200: ChatEventList, ...errors },
      },
    },
    async (request) => {
      const domain = request.target?.domain;
      if (!domain) throw new Unauthorized();
      const { messageId, sender } = request.query;
      return listEvents(db, domain, messageId, sender);
    },
  );

  app.get(
    '/v3/chat/sync',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The account's stream after a sequence number (messages and receipts, in order): ask again after the last item while more is true",
        querystring: SyncQuery,
        response: { 200: SyncPage, ...errors },
      },
    },
    async (request) => {
      const domain = await accountOf(db, request, request.query.user);
      return syncStream(db, domain, request.query);
    },
  );
};
