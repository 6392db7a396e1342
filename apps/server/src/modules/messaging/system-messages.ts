/**
 * Messages of the system (sender '1'): until the connectors of issue 12 exist, a message to an outside
 * channel or a bot is stored and answered by the system in the same conversation with what happened to
 * it, so nothing fails silently (DESIGN §5: "fails visibly").
 */
import type { Channel } from '@portside/contract/messaging';
import type { Destination } from './addresses.ts';

export const CHANNEL_NAMES: Record<Channel, string> = {
  app: 'Cruise Line App',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  imessage: 'Apple Messages for Business',
  viber: 'Viber for Business',
  telegram: 'Telegram for Business',
};

/** Why the message went no further, as the sender reads it. */
export function noConnectorSentence(destination: Destination, channel: Channel): string {
  if (destination.kind === 'bot') {
    return `No bot service is configured for ${destination.address}, so this message was stored but no bot will answer it.`;
  }
  return `No ${CHANNEL_NAMES[channel]} provider is configured, so this message to ${destination.address} was stored but not sent.`;
}

/** The system answer's id: one per original message (its sender and id), so a resend adds none. */
export function systemMessageId(sender: string, messageid: string): string {
  return `system.${sender}.${messageid}`;
}
