/**
 * The one interface every outside channel's connector implements (DESIGN §5, issue 12 item 4):
 * - outbound: `send` hands one message to the provider's HTTP API and answers the provider's id, or
 *   throws ProviderError with a sentence the sender reads (permanent when trying again cannot help);
 * - inbound: the provider posts to this server's webhook for the connector and environment
 *   (`/webhooks/<channel>/<domain>`); `verify` checks the provider's signature or secret token (a bad one
 *   is a 401 and nothing is stored), `parse` reads the messages the request carries, and `answer` is
 *   what the provider expects back.
 * A connector holds no state: the environment's settings (credentials decrypted) are given each call.
 */
import type { OutsideChannel } from '@portside/contract/channels';

/** One environment's configuration of a channel, credentials in clear (only in memory, only here). */
export interface ConnectorSettings {
  baseUrl: string | null;
  accountId: string | null;
  sender: string | null;
  secret: string | null;
  webhookSecret: string | null;
}

export interface OutboundMessage {
  /** The outside number (phone number, Telegram chat id). */
  to: string;
  text: string;
  /** A link to media, when the message has one. */
  media: string | null;
}

/** A webhook request as the connector judges it. */
export interface WebhookRequest {
  /** The full URL the provider called (scheme, host, path, query): Twilio signs it. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body: JSON, or a form's fields. */
  body: unknown;
}

/** A message an outside number sent, as the provider told it. */
export interface InboundMessage {
  /** The outside number, as the conversation's address (no 'whatsapp:' prefix). */
  from: string;
  /** The provider's id of the message: a repeated webhook carries the same and is stored once. */
  providerMessageId: string;
  text: string;
  media: string | null;
  mediatype: string | null;
  /** The name the provider gives the person, if any. */
  name: string | null;
}

export interface WebhookAnswer {
  contentType: string;
  body: string;
}

export interface Connector {
  channel: OutsideChannel;
  send(settings: ConnectorSettings, message: OutboundMessage, signal: AbortSignal): Promise<{ id: string }>;
  verify(settings: ConnectorSettings, request: WebhookRequest): boolean;
  parse(request: WebhookRequest): InboundMessage[];
  answer: WebhookAnswer;
}

/** A provider refused or could not be reached; `permanent` when trying again cannot help. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The first value of a header. */
export function header(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Posts and reads the provider's JSON answer; a network failure or timeout is a ProviderError. */
export async function callProvider(
  name: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(
      timedOut ? `${name} did not answer in time.` : `${name} could not be reached (${describe(error)}).`,
    );
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status says what happened.
  }
  return { status: response.status, body };
}

/** A provider's HTTP status as a failure: 4xx (but 408 and 429) will not improve by trying again. */
export function statusFailure(name: string, status: number, detail: unknown): ProviderError {
  const said = typeof detail === 'string' && detail.trim() !== '' ? `: ${detail.trim().slice(0, 300)}` : '';
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new ProviderError(`${name} refused the message (HTTP ${status})${said}.`, permanent);
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code;
  return cause instanceof Error ? cause.message : String(cause);
}
