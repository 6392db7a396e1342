/**
 * The outside channels (issue 12 item 4): the console's configuration of each channel per environment,
 * the providers' webhooks, and the delivery worker.
 * - GET /v3/tenant/domain/:domain/channel and PUT …/channel/:channel need 'environment.manage'
 *   (administrators): a provider's credentials are the environment's own settings, like its time zone,
 *   and whoever sets them decides where guests' messages go and what they cost; an operator uses the
 *   channels but does not choose them. Credentials are never answered, only whether they are set.
 * - POST /webhooks/:channel/:domain is the provider's (outside /v1-/v3: no session, no request
 *   transaction, so a stored message is published after its own commit): the signature or secret token
 *   is checked first (a bad one is a 401 and nothing is stored), then its messages are stored once each.
 */
import { ErrorBody } from '@portside/contract';
import {
  ChannelDomainParams,
  ChannelParams,
  ChannelSetting,
  ChannelSettingList,
  OUTSIDE_CHANNELS,
  type OutsideChannel,
  SetChannelSetting,
} from '@portside/contract/channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { NotFound, Unauthorized } from '../../platform/errors.ts';
import { loadSecretKey } from '../../platform/secrets.ts';
import { CHANNEL_NAMES } from '../messaging/system-messages.ts';
import { CONNECTORS } from './connectors.ts';
import { DeliveryWorker } from './delivery-worker.ts';
import { storeInbound } from './inbound.ts';
import { listSettings, loadSettings, setSetting } from './settings.ts';

const tags = ['channels'];
const manage = { permission: 'environment.manage', module: 'omnichannel' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const base = '/v3/tenant/domain/:domain/channel';

const isOutside = (c: string): c is OutsideChannel => (OUTSIDE_CHANNELS as readonly string[]).includes(c);

export const channelRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, hub, config }) => {
  const key = loadSecretKey(config);
  const worker = new DeliveryWorker(db, hub, key, config, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  app.get(
    base,
    {
      config: manage,
      schema: {
        tags,
        summary: "The environment's outside channels and their configuration (never a credential)",
        params: ChannelDomainParams,
        response: { 200: ChannelSettingList, ...errors },
      },
    },
    async (request) => listSettings(db, request.params.domain),
  );

  app.put(
    `${base}/:channel`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Set a channel's provider: base URL, account, sender, the extension for new conversations and credentials (left out: kept)",
        params: ChannelParams,
        body: SetChannelSetting,
        response: { 200: ChannelSetting, ...errors },
      },
    },
    async (request) => setSetting(db, key, request.params.domain, request.params.channel, request.body),
  );

  // Twilio posts its webhooks as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/webhooks/:channel/:domain',
    {
      schema: {
        tags,
        summary: "A provider's webhook for one channel and environment: messages from outside numbers",
        // The answer is the provider's (TwiML or {}), and errors are { error }: no response schema.
        params: z.object({ channel: z.string(), domain: z.string() }),
      },
    },
    async (request, reply) => {
      const { channel, domain } = request.params;
      if (!isOutside(channel)) throw new NotFound(`There is no channel ${channel}.`);
      const loaded = await loadSettings(db, key, domain, channel);
      if (!loaded) throw new NotFound(`No ${CHANNEL_NAMES[channel]} provider is configured for ${domain}.`);
      const connector = CONNECTORS[channel];
      const webhook = {
        url: `${request.protocol}://${request.host}${request.url}`,
        headers: request.headers,
        body: request.body,
      };
      if (!connector.verify(loaded.settings, webhook)) {
        throw new Unauthorized('The webhook signature or secret token is not valid.');
      }
      await storeInbound(
        db,
        hub,
        { domain, channel, inboxAccount: loaded.row.inboxAccount },
        connector.parse(webhook),
      );
      return reply.type(connector.answer.contentType).send(connector.answer.body);
    },
  );
};
