/**
 * Telegram (Bot API): outbound `POST <base>/bot<token>/sendMessage {chat_id, text}`, answered
 * `{ok: true, result: {message_id}}` or `{ok: false, error_code, description}`; inbound the webhook's
 * Update (set with setWebhook's secret_token, which Telegram sends back in the
 * X-Telegram-Bot-Api-Secret-Token header). An outside number here is a private chat's id; the message id
 * is `tg.<message_id>`, unique within that chat.
 */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type Connector,
  callProvider,
  header,
  type InboundMessage,
  ProviderError,
  statusFailure,
} from './connector.ts';

export const TELEGRAM_API = 'https://api.telegram.org';
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

const Update = z.object({
  update_id: z.number(),
  message: z
    .object({
      message_id: z.number(),
      chat: z.object({ id: z.number(), type: z.string().optional() }),
      from: z.object({ first_name: z.string().optional(), last_name: z.string().optional() }).optional(),
      text: z.string().optional(),
      caption: z.string().optional(),
    })
    .optional(),
});

export function sameSecret(given: string | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const telegramConnector: Connector = {
  channel: 'telegram',
  async send(settings, message, signal) {
    if (!/^[0-9]+$/.test(message.to)) {
      throw new ProviderError(`${message.to} is not a Telegram chat id (a number).`, true);
    }
    const base = settings.baseUrl ?? TELEGRAM_API;
    const text = message.media ? `${message.text}\n${message.media}`.trim() : message.text;
    const { status, body } = await callProvider('Telegram', `${base}/bot${settings.secret}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: Number(message.to), text }),
      signal,
    });
    const result = body.result as { message_id?: unknown } | undefined;
    if (status >= 300 || body.ok !== true || result?.message_id === undefined) {
      throw statusFailure('Telegram', status, body.description);
    }
    return { id: String(result.message_id) };
  },
  verify(settings, request) {
    return sameSecret(header(request, TELEGRAM_SECRET_HEADER), settings.webhookSecret);
  },
  parse(request) {
    const update = Update.safeParse(request.body);
    const message = update.success ? update.data.message : undefined;
    // Only private chats (positive ids) are conversations; groups and channels are not taken.
    if (!message || message.chat.id <= 0) return [];
    const name = [message.from?.first_name, message.from?.last_name].filter(Boolean).join(' ');
    const found: InboundMessage = {
      from: String(message.chat.id),
      providerMessageId: `tg.${message.message_id}`,
      text: message.text ?? message.caption ?? '',
      media: null,
      mediatype: null,
      name: name || null,
    };
    return found.text ? [found] : [];
  },
  answer: { contentType: 'application/json', body: '{}' },
};
