/**
 * The public site's server side: POST /v1/inquiry (spec 002 §3, §5, §7), the inquiry form, public, rate
 * limited per client address, validated (400 naming the field), mailed to INQUIRY_TO with the visitor as
 * Reply-To; GET /v1/site/links, the site's configured outside links.
 */
import { ErrorBody, Ok } from '@portside/contract';
import { InquiryBody } from '@portside/contract/inquiry';
import { SiteLinks } from '@portside/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimits } from '../../platform/attempts.ts';
import type { AppContext } from '../../platform/context.ts';
import { inquiryMail } from './service.ts';
import { siteLinks } from './site-links.ts';

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

  const links = siteLinks(config);
  app.get(
    '/v1/site/links',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The public site's outside links (blog, sister products, social) this deployment configured",
        security: [],
        response: { 200: SiteLinks },
      },
    },
    async () => links,
  );
};
