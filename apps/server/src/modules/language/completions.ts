/**
 * The language model behind polish and translate (issue 12 item 3): any OpenAI-compatible chat-completions
 * API (OpenAI, or vLLM, llama.cpp's server, Ollama and the like on board), at LANGUAGE_API_URL with
 * LANGUAGE_MODEL and, when set, `Authorization: Bearer LANGUAGE_API_KEY`. Unset: 503. A refusal, a bad
 * answer or no answer within LANGUAGE_TIMEOUT_MS: 502, with a sentence that never repeats the key.
 */
import type { RewriteAnswer } from '@portside/contract/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { HttpError } from '../../platform/errors.ts';

export const NOT_CONFIGURED =
  'The language service is not configured on this server (LANGUAGE_API_URL is not set), so polish and translation are not available.';
export const PROVIDER_FAILED = 'The language service did not answer properly; please try again later.';

export class LanguageNotConfigured extends HttpError {
  constructor() {
    super(503, NOT_CONFIGURED);
  }
}

export class LanguageProviderFailed extends HttpError {
  constructor(sentence: string = PROVIDER_FAILED) {
    super(502, sentence);
  }
}

export interface ChatMessageIn {
  role: 'system' | 'user';
  content: string;
}

type LanguageConfig = Pick<
  Config,
  'LANGUAGE_API_URL' | 'LANGUAGE_API_KEY' | 'LANGUAGE_MODEL' | 'LANGUAGE_TIMEOUT_MS'
>;

/** The endpoint of a base URL (…/v1) or of the endpoint itself (…/v1/chat/completions). */
export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

export class LanguageModel {
  constructor(
    private readonly config: LanguageConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Asks for `n` answers to the conversation; answers each choice's text as the contract's choices. */
  async complete(messages: ChatMessageIn[], n = 1): Promise<RewriteAnswer> {
    const { LANGUAGE_API_URL: base, LANGUAGE_API_KEY: key, LANGUAGE_MODEL: model } = this.config;
    if (!base || !model) throw new LanguageNotConfigured();
    const url = completionsUrl(base);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        body: JSON.stringify({ model, messages, n, temperature: n > 1 ? 0.7 : 0.2 }),
        signal: AbortSignal.timeout(this.config.LANGUAGE_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      this.log.warn({ url, timedOut, cause: (err as Error).message }, 'The language service was not reached');
      throw new LanguageProviderFailed(
        timedOut
          ? `The language service did not answer within ${Math.round(this.config.LANGUAGE_TIMEOUT_MS / 1000)} seconds; please try again later.`
          : 'The language service could not be reached; please try again later.',
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      // The provider's own words stay in the log (they may name the account); the user gets the status.
      this.log.warn(
        { url, status: response.status, body: text.slice(0, 500) },
        'The language service refused',
      );
      throw new LanguageProviderFailed(
        `The language service refused the request (HTTP ${response.status}); please try again later.`,
      );
    }
    const choices = parseChoices(text);
    if (!choices) {
      this.log.warn({ url, body: text.slice(0, 500) }, 'The language service answered no usable text');
      throw new LanguageProviderFailed();
    }
    return { choices };
  }
}

/** The choices of a chat-completions answer with text content, renumbered from 0; null when there is none. */
function parseChoices(text: string): RewriteAnswer['choices'] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const raw = (body as { choices?: unknown })?.choices;
  if (!Array.isArray(raw)) return null;
  const contents = raw
    .map((c) => (c as { message?: { content?: unknown } })?.message?.content)
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .map((c) => c.trim());
  const unique = [...new Set(contents)];
  if (unique.length === 0) return null;
  return unique.map((content, index) => ({ index, message: { role: 'assistant' as const, content } }));
}
