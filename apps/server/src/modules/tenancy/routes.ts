/** Public tenancy reads used before sign-in: the pinned environment file, the login picker, the organisation. */
import {
  EnvironmentCode,
  EnvironmentFile,
  EnvironmentList,
  ErrorBody,
  Organization,
} from '@portside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { listEnvironments, organizationOfEnvironment, pinnedEnvironment } from './service.ts';

const tags = ['tenancy'];

export const tenancyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/environment.json',
    {
      schema: {
        tags,
        summary: 'The environment this deployment is pinned to',
        security: [],
        response: { 200: EnvironmentFile, 404: ErrorBody },
      },
    },
    // request.host and .protocol follow X-Forwarded-* only when TRUST_PROXY is set.
    async (request) =>
      pinnedEnvironment(db, config.PORTSIDE_ENVIRONMENT, {
        protocol: request.protocol,
        host: request.host,
      }),
  );

  app.get(
    '/v1/environments',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Environments for the login picker',
        security: [],
        response: { 200: EnvironmentList },
      },
    },
    async () => ({ environments: await listEnvironments(db) }),
  );

  app.get(
    '/v1/tenant/organization/:code',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The organisation owning an environment, with its modules',
        security: [],
        params: z.object({ code: EnvironmentCode }),
        response: { 200: Organization, 404: ErrorBody },
      },
    },
    async (request) => organizationOfEnvironment(db, request.params.code),
  );
};
