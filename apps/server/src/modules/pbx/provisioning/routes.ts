/**
 * Provisioning routes (issue 14 item 4, DESIGN §5b):
 * - GET /provision/{credential}/{file}: what a desk phone fetches, without a console session. Public by
 *   declaration (`config.public`): it lies outside the API tree the session guard judges, and the
 *   credential in the path is its only key. A miss is a 404, and misses are limited per address
 *   (service.ts); all requests are also capped per address in memory (@fastify/rate-limit), so a flood
 *   costs no database work.
 * - GET …/file/mac/{mac}/phone-file and POST …/file/mac/{mac}/credential: the console views or downloads
 *   a phone's file in a vendor's format and rotates its credential. Both reveal what opens a phone's SIP
 *   account, so they need the secrets permission (administrators), never an operator's or auditor's.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorBody } from '@portside/contract';
import { HardwareMacParams, PhoneFileQuery, ProvisioningCredential } from '@portside/contract/pbx/hardware';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../platform/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { loadSecretKey } from '../../../platform/secrets.ts';
import { consolePhoneFile, fetchPhoneFile, rotateCredential } from './service.ts';
import { VENDOR_CONTENT_TYPES } from './vendor-files.ts';

const tags = ['pbx'];
const secrets = { module: 'pbx', permission: 'pbx.secrets' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const BASE = '/v3/pbx/hardware/provisioning/file/mac/:mac';

/** Requests per address per minute to the phones' route, misses or not: a ship's phones booting at once fit. */
export const PROVISION_REQUESTS_PER_MINUTE = 600;

export const provisioningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const secretKey = loadSecretKey(ctx.config);
  await app.register(fastifyRateLimit, { global: false });

  app.get(
    '/provision/:credential/:file',
    {
      config: {
        public: true,
        rateLimit: { max: PROVISION_REQUESTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags: ['provisioning'],
        summary:
          "A desk phone's configuration file: <mac>.cfg (Yealink) or cfg<mac>.xml / <mac>.xml (Grandstream), by the device's provisioning credential",
        params: z.object({ credential: z.string().max(200), file: z.string().max(200) }),
        response: { 200: z.string(), 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { credential, file } = request.params;
      const found = await fetchPhoneFile(db, secretKey, request.ip, credential, file);
      // It holds SIP passwords: never kept by a cache on the way.
      return reply
        .header('content-type', VENDOR_CONTENT_TYPES[found.vendor])
        .header('cache-control', 'no-store')
        .send(found.body);
    },
  );

  // Any other path under /provision is a miss like a wrong credential: the same 404, counted the same.
  app.get(
    '/provision/*',
    {
      config: { public: true, rateLimit: { max: PROVISION_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { hide: true },
    },
    async (request) => fetchPhoneFile(db, secretKey, request.ip, '', ''),
  );

  app.get(
    `${BASE}/phone-file`,
    {
      config: secrets,
      schema: {
        tags,
        summary:
          "A phone's file as its maker reads it (vendor yealink or grandstream); download=true as an attachment",
        params: HardwareMacParams,
        querystring: PhoneFileQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const domain = requireActor(request).current.domain;
      const { vendor, download } = request.query;
      const file = await consolePhoneFile(db, secretKey, domain, request.params.mac, vendor);
      if (download) reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply
        .header('content-type', VENDOR_CONTENT_TYPES[vendor])
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    `${BASE}/credential`,
    {
      config: secrets,
      schema: {
        tags,
        summary:
          "Rotate a phone's provisioning credential: the new one is answered once, the old one stops at once",
        params: HardwareMacParams,
        response: { 200: ProvisioningCredential, ...errors },
      },
    },
    async (request) => {
      const domain = requireActor(request).current.domain;
      return rotateCredential(db, domain, request.params.mac);
    },
  );
};
