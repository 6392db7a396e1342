/**
 * The public site's support chat (spec 000 §2.1, issue 12 item 6): public calls, no session. A visitor
 * opens a conversation with the support desk (answered a token), writes further messages and reads the
 * conversation with that token. Reading waits for news (a long poll by stream number), chosen over a
 * WebSocket for a visitor's link (a guest's phone on a ship's satellite Wi-Fi, a hotel's captive portal):
 * each read is a plain HTTPS request that resumes from the last number the widget saw, so a dropped
 * answer or a proxy that closes idle sockets costs a repeated read, never a message. Rate limited per
 * visitor and per client address with the platform's attempt counters (they hold across instances).
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  StartSupportChat,
  SupportChatMessage,
  SupportChatPage,
  SupportChatRead,
  SupportChatStarted,
} from '@portside/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimits } from '../../platform/attempts.ts';
import type { AppContext } from '../../platform/context.ts';
import type { MessageWriter } from '../messaging/writer.ts';
import { readChatWaiting, sendFromVisitor, startChat, supportDesk, visitorOf } from './service.ts';

const MINUTE = 60 * 1000;
/** Conversations one address may open in an hour (a ship's guests share one NAT address). */
export const SUPPORT_START_LIMIT = { max: 20, windowMs: 60 * MINUTE };
/** Messages one visitor may send in 10 minutes, and one address (all its visitors) in 10 minutes. */
export const SUPPORT_MESSAGE_LIMIT = { max: 30, windowMs: 10 * MINUTE };
export const SUPPORT_ADDRESS_LIMIT = { max: 300, windowMs: 10 * MINUTE };
/** Reads one visitor may make in 10 minutes: a long poll is about two a minute, a reconnecting widget more. */
export const SUPPORT_READ_LIMIT = { max: 600, windowMs: 10 * MINUTE };

const tags = ['public'];
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody };

export const supportRoutes: FastifyPluginAsyncZod<AppContext & { writer: MessageWriter }> = async (
  app,
  { db, hub, config, writer },
) => {
  // Waiting reads end when the server closes, so a shutdown does not wait for them.
  let closing: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    closing = resolve;
  });
  app.addHook('preClose', async () => closing());

  app.post(
    '/v1/support/chat',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Open a support conversation with the support desk's inbox; answers the visitor's token",
        security: [],
        body: StartSupportChat,
        response: { 201: SupportChatStarted, ...errors },
      },
    },
    async (request, reply) => {
      await enforceLimits(db, [
        { key: `support:start:ip:${request.ip}`, ...SUPPORT_START_LIMIT },
        { key: `support:ip:${request.ip}`, ...SUPPORT_ADDRESS_LIMIT },
      ]);
      const where = await supportDesk(db, config);
      const { token, visitor } = await startChat(db, writer, where, request.body);
      return reply.code(201).send({ token, name: visitor.name, email: visitor.email });
    },
  );

  app.post(
    '/v1/support/chat/message',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A further message of the visitor in their support conversation (the token names it)',
        security: [],
        body: SupportChatMessage,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const visitor = await visitorOf(db, request.body.token);
      await enforceLimits(db, [
        { key: `support:visitor:${visitor.id}`, ...SUPPORT_MESSAGE_LIMIT },
        { key: `support:ip:${request.ip}`, ...SUPPORT_ADDRESS_LIMIT },
      ]);
      await sendFromVisitor(writer, visitor, request.body.message, request.body.messageid);
      return { success: true as const };
    },
  );

  app.post(
    '/v1/support/chat/read',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The visitor's conversation after a stream number; with wait, waits up to that many seconds for news",
        security: [],
        body: SupportChatRead,
        response: { 200: SupportChatPage, ...errors },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(db, request.body.token);
      await enforceLimits(db, [{ key: `support:read:${visitor.id}`, ...SUPPORT_READ_LIMIT }]);
      // The visitor left (the connection closed): stop waiting.
      const gone = new Promise<void>((resolve) => {
        reply.raw.once('close', () => resolve());
        void closed.then(resolve);
      });
      const { after, wait } = request.body;
      return readChatWaiting(db, hub, visitor, after, wait * 1000, gone);
    },
  );
};
