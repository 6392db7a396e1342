/** The OpenAPI document and its UI at /docs, generated from the zod schemas of the routes (DESIGN §2). */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './session.ts';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portside API',
        description:
          'Provider API of Portside. Paths and field names follow the original provider API. Errors answer `{ "error": sentence }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // Machine routes (config.apiToken): 'Authorization: Bearer pst_…', or apiToken where the spec's calls carry it.
          apiToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }],
    },
    // The UI's own routes are marked hidden, so the default transform documents only the API.
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
