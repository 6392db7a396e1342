/**
 * Every route validates and serializes with zod. Naming fastify-type-provider-zod's compilers as the schema
 * controller's factories too keeps Fastify from loading its default Ajv and fast-json-stringify compilers,
 * which no route uses, when an instance is made (issue 15 item 5: a tenth of a second of a restart).
 * Fastify's types describe Ajv's factories only, hence the cast.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>,
};

/** Sets the zod compilers on an instance made with zodSchemaController. */
export function useZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
