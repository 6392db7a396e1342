/**
 * POST /v1/inquiry (spec 002 §3, §5, §7): the public site's inquiry form. Public,
 * rate limited per client address, validated (400 naming the field), mailed to INQUIRY_TO.
 */
import { ErrorBody, Ok } from '@portside/contract';
import { InquiryBody } from '@portside/contract/inquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimits } from '../../platform/attempts.ts';
import type { AppContext } from '../../platform/context.ts';
import { inquiryMail } from './service.ts';

/** Inquiries one address may send in an hour. */
export const INQUIRY_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

export const inquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer }) => {
  app.post(
    '/v1/inquiry',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "Send an inquiry from the public site's form to the sales desk",
        security: [],
        body: InquiryBody,
        response: { 200: Ok, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await enforceLimits(db, [{ key: `inquiry:ip:${request.ip}`, ...INQUIRY_LIMIT }]);
      await mailer.send(inquiryMail(config.INQUIRY_TO, request.body));
      return { success: true as const };
    },
  );
};
