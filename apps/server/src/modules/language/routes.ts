/**
 * The language service's calls (spec 000 §7.3), at the spec's paths, which are outside the /v1-/v3 tree
 * the platform guard covers, so this plugin guards its own routes the same way: a session, the route's
 * permission, the omnichannel module of the session's current environment.
 *
 * - POST /ingest/article-on-demand {text, link}: the text's language score, computed here (VADER). It
 *   needs messaging.read: it reads and changes nothing, costs nothing, and one who may read messages may
 *   weigh a text's tone (an auditor reviewing a conversation).
 * - POST /rewrite/text {text} (polish) and POST /rewrite/translate {text, source_language, target_language}:
 *   need messaging.write. They exist to write a message, and each call spends the deployment's model
 *   (paid per token ashore, or the ship's one GPU), so a role that may not send has no use for them.
 *   Without LANGUAGE_API_URL: 503; a provider's failure or timeout: 502.
 */
import { ErrorBody } from '@portside/contract';
import {
  ArticleOnDemandAnswer,
  ArticleOnDemandBody,
  RewriteAnswer,
  RewriteTextBody,
  RewriteTranslateBody,
} from '@portside/contract/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertModule, assertPermission } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { Unauthorized } from '../../platform/errors.ts';
import { loadActor, SESSION_COOKIE } from '../../platform/session.ts';
import { LanguageModel } from './completions.ts';
import { polish, translate } from './rewrite.ts';
import { languageScore } from './sentiment.ts';

const tags = ['language'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const rewriteErrors = { ...errors, 502: ErrorBody, 503: ErrorBody };

export const languageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const model = new LanguageModel(config, app.log);

  // Encapsulated: this hook runs for this plugin's routes only.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const actor = token ? await loadActor(db, token) : null;
    if (!actor) throw new Unauthorized();
    assertPermission(actor, request.routeOptions.config.permission);
    assertModule(actor, actor.current, 'omnichannel');
    request.actor = actor;
    request.target = actor.current;
  });

  app.post(
    '/ingest/article-on-demand',
    {
      config: { permission: 'messaging.read' },
      schema: {
        tags,
        summary:
          "A text's language score: the first item's sentiment.compound is VADER's compound × 100 (-100 to +100); below 0 Unacceptable, 0 Neutral, above 0 Good",
        body: ArticleOnDemandBody,
        response: { 200: ArticleOnDemandAnswer, ...errors },
      },
    },
    async (request) => [
      { link: request.body.link ?? null, sentiment: { compound: languageScore(request.body.text) } },
    ],
  );

  app.post(
    '/rewrite/text',
    {
      config: { permission: 'messaging.write' },
      schema: {
        tags,
        summary: "Polish a message: a few versions from the deployment's language model, as choices",
        body: RewriteTextBody,
        response: { 200: RewriteAnswer, ...rewriteErrors },
      },
    },
    async (request) => polish(model, request.body.text),
  );

  app.post(
    '/rewrite/translate',
    {
      config: { permission: 'messaging.write' },
      schema: {
        tags,
        summary:
          'Translate a message between English, French, German, Greek and Spanish (en, fr, de, el, es)',
        body: RewriteTranslateBody,
        response: { 200: RewriteAnswer, ...rewriteErrors },
      },
    },
    async (request) =>
      translate(model, request.body.text, request.body.source_language, request.body.target_language),
  );
};
