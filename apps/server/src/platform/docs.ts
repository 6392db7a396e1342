/**
 * The OpenAPI document and its UI at /docs, generated from the zod schemas of the routes (DESIGN §2).
 *
 * Made at the first request to /docs, not at start (issue 15 item 5: a restart within 1.5 times opening the
 * database): @fastify/swagger and its UI load some forty CommonJS modules from node_modules and walk the
 * UI's files, 40-60 ms of every restart for a page few people open. At start a hook only notes each route
 * as it is registered (its method, path and schema); the first /docs request builds a Fastify instance of
 * its own with the two plugins and those routes (with handlers that are never called), and /docs answers
 * are that instance's, passed on. The document is the one the plugins would have made inside the server.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './session.ts';
import { useZodCompilers, zodSchemaController } from './zod-compilers.ts';

const PREFIX = '/docs';

/** The instance that serves /docs: the server's routes, documented by @fastify/swagger and its UI. */
async function buildDocs(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: zodSchemaController });
  useZodCompilers(docs);
  await docs.register(fastifySwagger, {
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
  await docs.register(fastifySwaggerUi, { routePrefix: PREFIX });
  // Copies for the document only: a request that reaches one (a path the docs lack, which the server's
  // catch-all for its files would take) is a 404.
  const absent = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  // Read now: hooks registered after this one still add to a route's schema (the API token's security).
  for (const { method, url, schema } of routes) docs.route({ method, url, schema, handler: absent });
  await docs.ready();
  return docs;
}

/** Notes the routes registered after it, and answers /docs from the instance made at its first request. */
export function registerDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD routes are made again by the docs instance from its GET ones; /docs is the docs instance's own.
    if (route.method === 'HEAD' || route.url.startsWith(PREFIX)) return;
    routes.push(route);
  });

  let docs: Promise<FastifyInstance> | undefined;
  const instance = () => {
    docs ??= buildDocs(routes).catch((err: unknown) => {
      docs = undefined;
      throw err;
    });
    return docs;
  };
  // The OpenAPI document as an object (tests read each route's schema from it).
  app.decorate('openApiDocument', async () => (await instance()).swagger());
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await (await instance()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { ...request.headers },
    });
    // A path the docs do not have goes to the server's not-found handler, as any unknown path does.
    if (res.statusCode === 404) return reply.callNotFound();
    // Fastify sets the length and the connection of its own answer; compression may change the length.
    const { 'content-length': _length, connection: _connection, ...headers } = res.headers;
    return reply.code(res.statusCode).headers(headers).send(res.rawPayload);
  };
  const options = { schema: { hide: true }, config: { public: true } } as const;
  app.get(PREFIX, options, answer);
  app.get(`${PREFIX}/*`, options, answer);
}
