/**
 * The signed-in session: who am I (GET), sign out (DELETE), switch environment (PUT .../environment), one's
 * own console language (PUT .../language).
 */
import { ErrorBody, Session, SetLanguage, SwitchEnvironment } from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { deleteSession, SESSION_COOKIE, sessionCookieOptions } from '../../platform/session.ts';
import { sessionOf, setLanguage, switchEnvironment } from './session-service.ts';
import { recordSignInEvent, sessionActor } from './sign-in-audit.ts';

const tags = ['auth'];

export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const cookie = sessionCookieOptions(config);

  app.get(
    '/v1/session',
    {
      config: { permission: 'signed-in' },
      schema: { tags, summary: 'The signed-in session', response: { 200: Session, 401: ErrorBody } },
    },
    async (request) => sessionOf(db, requireActor(request)),
  );

  app.delete(
    '/v1/session',
    {
      // Public so that signing out always clears the cookie, even of an expired session.
      config: { public: true },
      schema: { tags, summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { actor } = request;
      if (actor) {
        await deleteSession(db, actor.tokenHash);
        await recordSignInEvent(db, {
          action: 'sign_out',
          domain: actor.home.domain,
          ip: request.ip,
          actor: sessionActor(actor),
          account:
            actor.kind === 'extension' ? `${actor.extension}@${actor.home.domain}` : (actor.userUuid ?? ''),
          detail: 'signed out',
        });
      }
      return reply
        .clearCookie(SESSION_COOKIE, { ...cookie, maxAge: undefined })
        .code(204)
        .send(null);
    },
  );

  app.put(
    '/v1/session/environment',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Switch to another granted environment without signing in again',
        body: SwitchEnvironment,
        response: { 200: Session, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const token = request.cookies[SESSION_COOKIE] ?? '';
      return switchEnvironment(db, actor, token, request.body.code);
    },
  );

  app.put(
    '/v1/session/language',
    {
      // Everyone signed in sets their own, and only their own: the session names whose row it is.
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Keep the signed-in person’s console language for their next sign-in, in any browser',
        body: SetLanguage,
        response: { 200: Session, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => setLanguage(db, requireActor(request), request.body.language),
  );
};
