/**
 * The small STOMP surface the messaging engine needs, and its one implementation over @stomp/stompjs
 * (docs/MESSAGING.md). The engine (engine.ts) speaks only to this interface, so its tests drive a fake
 * of it; the real client is exercised against the real server by the browser tests.
 *
 * Reconnects: stompjs retries on its own, 2 s after a drop, doubling while the link stays down
 * (ReconnectionTimeMode.EXPONENTIAL) up to MAX_RECONNECT_DELAY_MS; a successful CONNECTED starts again
 * at 2 s. `closed(retryInMs)` says when the next attempt comes (the screen's quiet banner), and
 * retryNow() (a button, or the browser saying it is online again) tries at once.
 */

import { HEARTBEAT_MS, RECONNECT_DELAY_MS } from '@portside/contract/messaging';
import { Client, type IFrame, type IMessage, ReconnectionTimeMode } from '@stomp/stompjs';

/** Backing off stops growing here: a link back after a long cut is noticed within half a minute. */
export const MAX_RECONNECT_DELAY_MS = 32_000;
/** A WebSocket that has not reached CONNECTED by then is dropped and tried again (600 ms RTT links). */
export const CONNECTION_TIMEOUT_MS = 15_000;

export interface TransportFrame {
  headers: Record<string, string>;
  body: string;
}

export interface TransportEvents {
  /** An attempt to connect starts. */
  connecting(): void;
  /** CONNECTED arrived: subscribe and send. */
  connected(): void;
  /** A MESSAGE of a subscription. */
  message(frame: TransportFrame): void;
  /** A RECEIPT (its receipt-id). */
  receipt(receiptId: string): void;
  /** An ERROR frame (the server closes the connection after it). */
  error(frame: TransportFrame): void;
  /** The socket closed; the next attempt comes in `retryInMs` (null: none, the transport was stopped). */
  closed(retryInMs: number | null): void;
}

export interface StompTransport {
  start(events: TransportEvents): void;
  stop(): Promise<void>;
  /** Connects now instead of waiting for the next scheduled attempt (no-op while connected). */
  retryNow(): void;
  subscribe(destination: string): void;
  /** Throws when not connected. */
  publish(destination: string, body: string, headers: Record<string, string>): void;
}

export interface StompTransportOptions {
  url: string;
  /** The account (extension number): CONNECT's login. */
  login: string;
  /** The account's domain: CONNECT's host. */
  host: string;
  /** Tests only: the WebSocket (default: the browser's, at `url`). */
  webSocketFactory?: () => unknown;
}

function plain(frame: IFrame): TransportFrame {
  return { headers: { ...frame.headers }, body: frame.body };
}

/** The transport over a @stomp/stompjs Client. The browser sends the session cookie with the upgrade. */
export function stompTransport(options: StompTransportOptions): StompTransport {
  let events: TransportEvents | null = null;
  // stompjs keeps its next delay private; this follows the same rule to tell the screen.
  let nextDelay = RECONNECT_DELAY_MS;
  const client = new Client({
    brokerURL: options.url,
    ...(options.webSocketFactory ? { webSocketFactory: options.webSocketFactory } : {}),
    connectHeaders: { login: options.login, host: options.host },
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    reconnectDelay: RECONNECT_DELAY_MS,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // A lost heart-beat or the browser going offline closes at once: a dead link's closing handshake
    // would otherwise keep the connection 'connected' (and sends going nowhere) for minutes.
    discardWebsocketOnCommFailure: true,
    debug: () => {},
    beforeConnect: () => {
      events?.connecting();
    },
    onConnect: () => {
      nextDelay = RECONNECT_DELAY_MS;
      events?.connected();
    },
    onStompError: (frame) => events?.error(plain(frame)),
    onUnhandledReceipt: (frame) => events?.receipt(frame.headers['receipt-id'] ?? ''),
    onUnhandledMessage: (message) => events?.message(plain(message)),
    onWebSocketClose: () => {
      if (client.active) {
        const retryIn = nextDelay;
        nextDelay = Math.min(nextDelay * 2, MAX_RECONNECT_DELAY_MS);
        events?.closed(retryIn);
      } else {
        events?.closed(null);
      }
    },
  });

  let restarting = false;
  const retryNow = () => {
    if (client.connected || restarting || !events) return;
    restarting = true;
    void client
      .deactivate()
      .then(() => {
        nextDelay = RECONNECT_DELAY_MS;
        if (events) client.activate();
      })
      .finally(() => {
        restarting = false;
      });
  };
  // The browser knows before any heart-beat does: try at once when the network comes back, and drop a
  // socket that cannot be alive, so what is typed meanwhile waits in the outbox.
  const onOnline = () => retryNow();
  const onOffline = () => client.forceDisconnect();

  return {
    start(handlers) {
      events = handlers;
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      client.activate();
    },
    async stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      events = null;
      await client.deactivate();
    },
    retryNow,
    subscribe(destination) {
      client.subscribe(destination, (message: IMessage) => events?.message(plain(message)));
    },
    publish(destination, body, headers) {
      client.publish({ destination, body, headers: { 'content-type': 'application/json', ...headers } });
    },
  };
}
