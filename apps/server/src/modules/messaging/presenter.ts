/**
 * What leaves the server of a stored message or receipt (contract messaging.ts): the same JSON in a
 * MESSAGE frame, the catch-up stream and the REST lists. A message is presented as one account sees it.
 */
import {
  CHANNELS,
  type Channel,
  type ChatMessage,
  MESSAGE_TYPE,
  type Receipt,
  toWireDate,
} from '@portside/contract/messaging';
import type { chatMessages } from './schema.ts';

export type MessageRow = typeof chatMessages.$inferSelect;

/** One account's copy of a message: its conversation, and whether (and how far) it received it. */
export interface CopyView {
  peer: string;
  incoming: boolean;
  /** The account's own status of an incoming message. */
  status: number;
}

const KNOWN: readonly string[] = CHANNELS;

/** Spec 000 §2.7: an unknown channel is shown as app. */
export function channelOf(value: string): Channel {
  return (KNOWN.includes(value) ? value : 'app') as Channel;
}

export function presentMessage(m: MessageRow, view: CopyView): ChatMessage {
  return {
    sender: m.sender,
    address: m.address,
    message: m.message,
    mediatype: m.mediatype,
    media: m.media,
    messageid: m.messageid,
    date: toWireDate(m.creationdate),
    topic: m.topic,
    payload: 'message',
    issync: m.issync,
    senderid: m.senderid,
    channel: channelOf(m.channel),
    extras: m.extras ?? null,
    // The sender sees how far the recipients got (the least of them); a recipient its own progress.
    status: view.incoming ? view.status : m.status,
    type: view.incoming ? MESSAGE_TYPE.incoming : MESSAGE_TYPE.outgoing,
    peer: view.peer,
  };
}

/** The receipt as stored in the event (chat_events.payload) is what is delivered and listed. */
export function presentReceipt(payload: Record<string, unknown>): Receipt {
  return payload as unknown as Receipt;
}
