/**
 * The seams of the real-time layer (DESIGN §5, docs/MESSAGING.md), so the platform (STOMP endpoint, hub)
 * and the messaging module meet in one place:
 * - the Hub carries deliveries between server instances (in-process, or RabbitMQ on BROKER_URL);
 * - the STOMP endpoint (platform/realtime/stomp-endpoint.ts) speaks the protocol and asks a
 *   StompApplication (modules/messaging) who may connect, what a destination means, and what a SEND does.
 * The platform knows nothing of messages; the messaging module knows nothing of frames or sockets.
 */
import type { Actor } from '../session.ts';

/** One account's delivery address on the hub: routing key `<domain>.<account>`. */
export interface HubKey {
  domain: string;
  account: string;
}

/** One stream item on its way to an account's connections (a MESSAGE frame's content). */
export interface HubDelivery {
  /** The account's stream number (the MESSAGE frame's `seq` header). */
  seq: number;
  /** `message` (a ChatMessage) or `IQ` (a Receipt): the routing key after the destination. */
  kind: 'message' | 'IQ';
  /** The JSON body, as the MESSAGE frame carries it. */
  body: string;
}

export interface Hub {
  /**
   * Hands deliveries to every instance with a subscriber of their key. Resolves once they are handed
   * over (RabbitMQ: confirmed by the broker). Called after the database commit, never before.
   */
  publish(items: readonly { key: HubKey; delivery: HubDelivery }[]): Promise<void>;
  /** Listens for one key on this instance; the returned function stops listening. */
  subscribe(key: HubKey, listener: (delivery: HubDelivery) => void): Promise<() => Promise<void>>;
  /**
   * Tells when the hub stops delivering (RabbitMQ: the connection or a channel is lost; publish fails
   * from then on). The STOMP endpoint then closes its connections, so clients reconnect and catch up.
   * Returns a function that stops listening. Optional: the in-process hub never fails.
   */
  onFailure?(listener: (error: Error) => void): () => void;
  close(): Promise<void>;
}

/** Who a STOMP connection is, once CONNECT has been accepted. */
export interface StompPrincipal {
  domain: string;
  /** The messaging account (an extension number of `domain`). */
  account: string;
  /** `<account>@<domain>`, the CONNECTED frame's user-name. */
  userName: string;
  /** The role allows sending (messaging.write), or the account signed in with its own password. */
  mayWrite: boolean;
  /** The console user behind a cookie connection; null for login/passcode. */
  actor: Actor | null;
}

/** What the CONNECT frame and its upgrade request hold. */
export interface StompConnectRequest {
  headers: Readonly<Record<string, string>>;
  /** The signed-in console user of the upgrade request's session cookie, if any. */
  actor: Actor | null;
  /** The client's address (rate limits of failed logins). */
  ip: string;
}

/** A refusal the endpoint turns into an ERROR frame with this sentence (then closes the connection). */
export class StompRefusal extends Error {}

/** The messaging module's side of the endpoint. */
export interface StompApplication {
  /** Accepts a CONNECT or throws StompRefusal with the sentence to show. */
  authenticate(request: StompConnectRequest): Promise<StompPrincipal>;
  /**
   * The hub key a SUBSCRIBE destination means for this principal (only its own), plus the kinds it
   * wants ('#' or no routing key: both); throws StompRefusal for anything else.
   */
  subscription(principal: StompPrincipal, destination: string): { key: HubKey; kinds: HubDelivery['kind'][] };
  /**
   * Validates a SEND against the contract and hands it on to be stored; resolves once it is taken (the
   * endpoint may then take the connection's next frame) with `stored`, which settles once the SEND is
   * committed and its deliveries published: the endpoint answers the RECEIPT only after. A repeated
   * messageid is stored the same way and delivers nothing. Rejects (or `stored` rejects) with
   * StompRefusal for bad input (nothing stored). `lane` is the connection's: SENDs handed on with one
   * lane are stored in the order given, and none is stored after one that was refused or failed.
   */
  send(principal: StompPrincipal, destination: string, body: string, lane: SendLane): Promise<SentFrame>;
}

/** The SENDs of one connection, in frame order (StompApplication.send). */
export interface SendLane {
  /** Set once one of its SENDs was refused or failed: none handed on after it is stored. */
  stopped: boolean;
}

/** A SEND taken by the application. */
export interface SentFrame {
  /** Settles once the SEND is committed and its deliveries published (rejects: nothing stored). */
  stored: Promise<void>;
}
