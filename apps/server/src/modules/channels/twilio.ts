/**
 * SMS and WhatsApp through a Twilio-compatible Messages API: outbound a form-encoded
 * `POST <base>/2010-04-01/Accounts/<sid>/Messages.json` (To, From, Body, MediaUrl) with basic auth
 * (Account SID, auth token), answered 201 `{sid, status}` or an error `{code, message}`; inbound the
 * incoming-message webhook (form fields MessageSid, From, To, Body, NumMedia, MediaUrl0, ProfileName),
 * signed in X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed by
 * every POST field's name and value, sorted by name (Twilio's "Secure webhooks"). WhatsApp numbers carry
 * a 'whatsapp:' prefix on the wire and none in a conversation.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutsideChannel } from '@portside/contract/channels';
import { type Connector, callProvider, header, type InboundMessage, statusFailure } from './connector.ts';

export const TWILIO_API = 'https://api.twilio.com';

/** Twilio's signature of a webhook request. */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

function twilioConnector(channel: Extract<OutsideChannel, 'sms' | 'whatsapp'>): Connector {
  const name = channel === 'whatsapp' ? 'The WhatsApp provider' : 'The SMS provider';
  const wire = (n: string) => (channel === 'whatsapp' && !n.startsWith('whatsapp:') ? `whatsapp:${n}` : n);
  const plain = (n: string) => n.replace(/^whatsapp:/, '');
  return {
    channel,
    async send(settings, message, signal) {
      const sid = settings.accountId ?? '';
      const form = new URLSearchParams({
        To: wire(message.to),
        From: wire(settings.sender ?? ''),
        Body: message.text,
      });
      if (message.media) form.set('MediaUrl', message.media);
      const base = settings.baseUrl ?? TWILIO_API;
      const auth = Buffer.from(`${sid}:${settings.secret ?? ''}`).toString('base64');
      const { status, body } = await callProvider(
        name,
        `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal,
        },
      );
      if (status >= 300 || typeof body.sid !== 'string') throw statusFailure(name, status, body.message);
      return { id: body.sid };
    },
    verify(settings, request) {
      const given = header(request, 'x-twilio-signature');
      if (!given || !settings.secret) return false;
      const expected = Buffer.from(twilioSignature(settings.secret, request.url, formFields(request.body)));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    parse(request) {
      const f = formFields(request.body);
      const id = f.MessageSid ?? f.SmsMessageSid ?? f.SmsSid;
      // A status callback (MessageStatus without a Body) carries no message.
      if (!id || !f.From || (f.Body === undefined && !f.MediaUrl0)) return [];
      const found: InboundMessage = {
        from: plain(f.From),
        providerMessageId: id,
        text: f.Body ?? '',
        media: f.MediaUrl0 ?? null,
        mediatype: f.MediaContentType0 ?? null,
        name: f.ProfileName ?? null,
      };
      return [found];
    },
    // An empty TwiML answer: nothing is sent back from the webhook itself.
    answer: { contentType: 'text/xml', body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' },
  };
}

export const smsConnector = twilioConnector('sms');
export const whatsappConnector = twilioConnector('whatsapp');
