/**
 * GET /v1/extension/domain/{domain}/{ext}: the extension the code sign-in just signed in (spec 4, Login
 * flow). Part of sign-in, so it needs a session and the domain but not the PBX module. Never the password.
 */
import { APP_EXTENSION_PREFIX, Domain, ErrorBody, ExtensionSummary } from '@portside/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { NotFound } from '../../platform/errors.ts';
import { extensions } from './schema.ts';

/** The extension itself, else its app account (9998 + number) in environments with paired extensions. */
export async function findExtensionSummary(tx: Tx, domain: string, ext: string): Promise<ExtensionSummary> {
  const numbers = [ext, `${APP_EXTENSION_PREFIX}${ext}`];
  const rows = await tx
    .select({
      extension_uuid: extensions.extensionUuid,
      extension: extensions.extension,
      effective_caller_id_name: extensions.effectiveCallerIdName,
      description: extensions.description,
    })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)));
  const found = rows.find((r) => r.extension === ext) ?? rows[0];
  if (!found) throw new NotFound(`Extension ${ext} does not exist in ${domain}.`);
  return found;
}

export const extensionLookupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/v1/extension/domain/:domain/:ext',
    {
      // The code sign-in reads its own extension back; reading any other needs the PBX.
      config: { permission: 'pbx.read', selfParam: 'ext' },
      schema: {
        tags: ['pbx'],
        summary: 'One extension of a domain, as the sign-in flow reads it back',
        params: z.object({
          domain: Domain,
          ext: z.string().regex(/^[0-9]{1,15}$/, 'must be an extension number'),
        }),
        response: { 200: ExtensionSummary, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => findExtensionSummary(db, request.params.domain, request.params.ext),
  );
};
