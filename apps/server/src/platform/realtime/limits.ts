/** The STOMP endpoint's limits (docs/MESSAGING.md "Limits"); tests pass smaller ones. */
import { MAX_FRAME_OCTETS } from './frame.ts';

export interface StompLimits {
  /** A frame (command, headers, body) over this many octets is an ERROR. */
  maxFrameOctets: number;
  /** The token bucket of one connection: frames a second, and the burst it may spend at once. */
  framesPerSecond: number;
  frameBurst: number;
  /**
   * The server sends heart-beats no more often than this, and asks the client for them no more often:
   * CONNECTED says `heart-beat:<this>,<this>`.
   */
  heartBeatMs: number;
  /** A socket that sends no CONNECT within this time is closed. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
  /** MESSAGE frames waiting for an ACK (client and client-individual modes) before the connection is closed. */
  maxPendingAcks: number;
  /** Octets queued for a slow client before it is cut off (it reconnects and catches up from the store). */
  maxBufferedOctets: number;
}

export const DEFAULT_STOMP_LIMITS: StompLimits = {
  maxFrameOctets: MAX_FRAME_OCTETS,
  framesPerSecond: 200,
  frameBurst: 400,
  heartBeatMs: 10_000,
  connectTimeoutMs: 30_000,
  maxSubscriptions: 32,
  maxPendingAcks: 1_000,
  maxBufferedOctets: 8 * 1024 * 1024,
};

/**
 * The WebSocket message limit (@fastify/websocket's maxPayload): twice the frame limit, so a frame a
 * little over it still gets an ERROR with a sentence rather than a bare 1009 close.
 */
export const WEBSOCKET_MAX_PAYLOAD = 2 * MAX_FRAME_OCTETS;
