/**
 * The connector of each outside channel. Telegram, SMS and WhatsApp are built; Apple Messages for
 * Business (reached only through an Apple-registered messaging service provider) and Viber for Business
 * (whose users are opaque ids, not numbers a conversation can be addressed to) have the same interface
 * and configuration, and a configured one answers every send with a permanent, named failure and every
 * webhook with a 401, so nothing is dropped silently and nothing forged is stored.
 */
import type { OutsideChannel } from '@portside/contract/channels';
import { type Connector, ProviderError } from './connector.ts';
import { telegramConnector } from './telegram.ts';
import { smsConnector, whatsappConnector } from './twilio.ts';

function unbuilt(channel: OutsideChannel, name: string): Connector {
  return {
    channel,
    async send() {
      throw new ProviderError(`Portside has no ${name} connector yet, so this message was not sent.`, true);
    },
    verify: () => false,
    parse: () => [],
    answer: { contentType: 'application/json', body: '{}' },
  };
}

export const CONNECTORS: Record<OutsideChannel, Connector> = {
  sms: smsConnector,
  whatsapp: whatsappConnector,
  telegram: telegramConnector,
  imessage: unbuilt('imessage', 'Apple Messages for Business'),
  viber: unbuilt('viber', 'Viber for Business'),
};
