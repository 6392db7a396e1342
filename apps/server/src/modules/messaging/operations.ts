/** What the writer takes (a SEND, validated) and what a batch answers (store.ts). */
import type { SendMessage, SendReceipt } from '@portside/contract/messaging';
import type { HubDelivery, HubKey, StompRefusal } from '../../platform/realtime/seams.ts';
import type { Destination } from './addresses.ts';
import type { MessageRow } from './write-queries.ts';

/** Who sends: an account of a domain (the STOMP connection's principal). */
export interface Sender {
  domain: string;
  account: string;
}

export type Operation =
  | { kind: 'message'; from: Sender; input: SendMessage; destination: Destination }
  | { kind: 'receipt'; from: Sender; input: SendReceipt };

export interface Delivery {
  key: HubKey;
  delivery: HubDelivery;
}

export interface BatchOutcome {
  /** Per operation: null when stored (or a harmless repeat), else why it was refused. */
  results: (StompRefusal | null)[];
  deliveries: Delivery[];
  /** The messages stored for accounts that receive them (not repeats, not the system's): scored after. */
  incoming: IncomingMessage[];
}

/** A message a batch stored, with the accounts it was stored for as incoming (writer.ts afterCommit). */
export interface IncomingMessage {
  domain: string;
  sender: string;
  messageid: string;
  message: string;
  recipients: string[];
}

/** One item to append to an account's stream. */
export type Item =
  | { domain: string; account: string; kind: 'message'; row: MessageRow; peer: string; incoming: boolean }
  | { domain: string; account: string; kind: 'IQ'; eventKey: string; body: string };
