/**
 * API tokens of an environment, for the console (DESIGN §3): list, create (the token answered once) and
 * revoke. 'tokens.manage' (administrators); the guard checks the path's domain is one the user may act
 * on. Every write is audited by the database trigger of api_tokens (field names only, never the hash).
 * How machine clients present a token is guard.ts.
 */
import { ErrorBody } from '@portside/contract';
import {
  ApiToken,
  ApiTokenDomainParams,
  ApiTokenList,
  ApiTokenListQuery,
  ApiTokenParams,
  CreateApiToken,
  CreatedApiToken,
} from '@portside/contract/tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

const tags = ['tokens'];
const manage = { permission: 'tokens.manage' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const base = '/v3/tenant/domain/:domain/apitoken';

export const tokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    base,
    {
      config: manage,
      schema: {
        tags,
        summary: "The environment's API tokens, newest first (never the token itself); search, page",
        params: ApiTokenDomainParams,
        querystring: ApiTokenListQuery,
        response: { 200: ApiTokenList, ...errors },
      },
    },
    async (request) => listTokens(db, request.params.domain, request.query),
  );

  app.post(
    base,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Create an API token (name unique among active tokens); the answer carries the token in clear, the only time it is shown',
        params: ApiTokenDomainParams,
        body: CreateApiToken,
        response: { 201: CreatedApiToken, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createToken(db, request.params.domain, requireActor(request), request.body.name)),
  );

  app.delete(
    `${base}/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke an API token: it stops working at once, and stays in the list as revoked',
        params: ApiTokenParams,
        response: { 200: ApiToken, ...errors, 409: ErrorBody },
      },
    },
    async (request) => revokeToken(db, request.params.domain, request.params.id),
  );
};
