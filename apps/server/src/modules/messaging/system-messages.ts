/**
 * Sentences and ids the store gives messages it makes itself: why a message to an outside channel went
 * no further (nothing fails silently, DESIGN §5: "fails visibly"), and the ids of a bot's answer and of a
 * question the assistant hands to the support desk (one per question, so a resend adds none).
 */
import { createHash } from 'node:crypto';
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
  return `No ${CHANNEL_NAMES[channel]} provider is configured, so this message to ${destination.address} was stored but not sent.`;
}

/** An id of at most 100 characters (a client's receipt names it: MessageId), hashed when longer. */
function boundedId(prefix: string, rest: string): string {
  const id = `${prefix}.${rest}`;
  return id.length <= 100 ? id : `${prefix}.${createHash('sha256').update(rest).digest('hex')}`;
}

/** A bot's answer's id: one per question (its sender and id). */
export function botAnswerId(sender: string, messageid: string): string {
  return boundedId('bot', `${sender}.${messageid}`);
}

/** The id of a question the assistant handed to the desk: the asker's message, one per question. */
export function handoffId(bot: string, messageid: string): string {
  return boundedId('handoff', `${bot}.${messageid}`);
}
