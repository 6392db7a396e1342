/**
 * The ship's assistant's FAQ (bot 9998214, issue 12 item 5), per environment: anyone who reads messages
 * may see what the assistant answers ('messaging.read'); only an administrator changes it
 * ('environment.manage': what the ship's bot tells guests is the ship's setting, like its channels).
 * The omnichannel module must be on. Writes are audited by the assistant_faq trigger.
 */
import { ErrorBody } from '@portside/contract';
import { FaqDomainParams, FaqEntry, FaqList, FaqParams, SaveFaqEntry } from '@portside/contract/assistant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { createFaq, deleteFaq, listFaq, replaceFaq } from './faq.ts';

const tags = ['messaging'];
const read = { permission: 'messaging.read', module: 'omnichannel' } as const;
const manage = { permission: 'environment.manage', module: 'omnichannel' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const base = '/v3/messaging/domain/:domain/assistant/faq';

export const assistantRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: "The ship's assistant's (9998214) FAQ entries, oldest first",
        params: FaqDomainParams,
        response: { 200: FaqList, ...errors },
      },
    },
    async (request) => listFaq(db, request.params.domain),
  );

  app.post(
    base,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Add an FAQ entry: keywords (any found in a question as whole words), the question, the answer',
        params: FaqDomainParams,
        body: SaveFaqEntry,
        response: { 201: FaqEntry, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createFaq(db, request.params.domain, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: "Replace an FAQ entry's keywords, question and answer",
        params: FaqParams,
        body: SaveFaqEntry,
        response: { 200: FaqEntry, ...errors },
      },
    },
    async (request) => replaceFaq(db, request.params.domain, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete an FAQ entry',
        params: FaqParams,
        response: { 200: FaqEntry, ...errors },
      },
    },
    async (request) => deleteFaq(db, request.params.domain, request.params.id),
  );
};
