/**
 * The number plan's answer to "what refers to this number?" (issue 14 item 7): the console asks before it
 * deletes an extension, a ring group or a voicemail box and lists the answer in its confirmation; the
 * delete itself then removes or blanks those references in its transaction.
 */
import { ErrorBody } from '@portside/contract';
import { NumberReferences, NumberReferencesParams } from '@portside/contract/pbx/number-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { acceptedLanguage, translate } from '../../../platform/i18n/sentences.ts';
import { numberReferences } from './service.ts';

const read = { module: 'pbx', permission: 'pbx.read' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const numberPlanRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v2/pbx/domain/:domain/numberplan/:kind/:number/references',
    {
      config: read,
      schema: {
        tags: ['pbx'],
        summary:
          'What refers to an extension, ring group or voicemail box, and what deleting it does to each reference',
        params: NumberReferencesParams,
        response: { 200: NumberReferences, ...errors },
      },
    },
    async (request, reply) => {
      const { domain, kind, number } = request.params;
      const answer = await numberReferences(db, domain, kind, number);
      // Each reference's sentence is shown in the console's confirmation, in the caller's language.
      const language = acceptedLanguage(request.headers['accept-language']);
      reply.header('Vary', 'Accept-Language');
      return {
        ...answer,
        references: answer.references.map((r) => ({ ...r, text: translate(r.text, language) })),
      };
    },
  );
};
