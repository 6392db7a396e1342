/**
 * The messaging module's side of the STOMP endpoint (seams.ts StompApplication; docs/MESSAGING.md):
 * who may connect (an extension with its password, or the signed-in console user for an extension of
 * their current environment), which destination a connection may subscribe to (its own), and what a
 * SEND means (a message or a receipt, validated against the contract, then written by the writer).
 */
import { LANGUAGE_SCORE_RECEIPT } from '@portside/contract/language';
import { SendMessage, SendReceipt } from '@portside/contract/messaging';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import {
  type HubDelivery,
  type SendLane,
  type SentFrame,
  type StompApplication,
  type StompPrincipal,
  StompRefusal,
} from '../../platform/realtime/seams.ts';
import { validationSentence } from '../../platform/validation-message.ts';
import { resolveDestination } from './addresses.ts';
import { authenticate, type StompAuthContext } from './stomp-auth.ts';
import type { MessageWriter } from './writer.ts';

const SUBSCRIBE = /^\/exchange\/([^/]+)(?:\/(.*))?$/;
const SEND = /^\/exchange\/([^/]+)\/(message|IQ)$/;
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

export function createMessagingApplication(ctx: StompAuthContext, writer: MessageWriter): StompApplication {
  return {
    authenticate: (request) => authenticate(ctx, request),
    subscription,
    send: async (principal, destination, body, lane) => send(writer, principal, destination, body, lane),
  };
}

function subscription(
  principal: StompPrincipal,
  destination: string,
): { key: { domain: string; account: string }; kinds: HubDelivery['kind'][] } {
  const match = SUBSCRIBE.exec(destination);
  if (!match || match[1] !== principal.account) {
    throw new StompRefusal(`You may subscribe only to /exchange/${principal.account}.`);
  }
  const routing = match[2];
  const kinds: HubDelivery['kind'][] | undefined =
    routing === undefined || routing === '' || routing === '#'
      ? ['message', 'IQ']
      : routing === 'message' || routing === 'IQ'
        ? [routing]
        : undefined;
  if (!kinds) throw new StompRefusal('The routing key of a subscription must be message, IQ or #.');
  return { key: { domain: principal.domain, account: principal.account }, kinds };
}

/** Validates a SEND (throws StompRefusal) and hands it to the writer on the connection's lane. */
function send(
  writer: MessageWriter,
  principal: StompPrincipal,
  destination: string,
  body: string,
  lane: SendLane,
): SentFrame {
  if (!principal.mayWrite) throw new StompRefusal('Your role may read messages but not send them.');
  const match = SEND.exec(destination);
  if (!match) {
    throw new StompRefusal(
      'Send a message to /exchange/<address>/message and a receipt to /exchange/<original sender>/IQ.',
    );
  }
  const [, name = '', kind] = match;
  // PostgreSQL text holds no NUL: refused here with a sentence rather than failing in the database. In
  // JSON a NUL can only be the escape \u0000 (a backslash that is not itself escaped); a reviver looking
  // at every string would cost more than the rest of the SEND's parsing.
  if (NUL_ESCAPE.test(body)) throw new StompRefusal('The body of a SEND may not contain NUL characters.');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new StompRefusal('The body of a SEND must be JSON.');
  }
  const from = { domain: principal.domain, account: principal.account };
  if (kind === 'message') {
    const input = parse(SendMessage, json);
    if (input.sender !== principal.account) {
      throw new StompRefusal(`The sender must be your account, ${principal.account}.`);
    }
    const target = resolveDestination(input.sender, input.address, input.channel);
    const named = resolveDestination(input.sender, name, input.channel).address;
    if (named !== target.address) {
      throw new StompRefusal(
        `The destination /exchange/${name} is not the message's address ${input.address}.`,
      );
    }
    return { stored: writer.submit({ kind: 'message', from, input, destination: target }, lane) };
  }
  const input = parse(SendReceipt, json);
  if (input.sender !== principal.account) {
    throw new StompRefusal(`The sender must be your account, ${principal.account}.`);
  }
  if (name !== input.address) {
    throw new StompRefusal(`A receipt goes to /exchange/${input.address}/IQ, the message's sender.`);
  }
  // Language scores are the server's (modules/language/scorer.ts), so a client cannot forge one. A
  // client of the original provider, which scored messages itself, is answered and not disconnected.
  if (input.type === LANGUAGE_SCORE_RECEIPT) return { stored: Promise.resolve() };
  return { stored: writer.submit({ kind: 'receipt', from, input }, lane) };
}

/** Validates against a contract schema; a failure is a refusal naming the field. */
function parse<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(
    (issue) =>
      ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: '',
        message: issue.message,
        params: { ...issue },
      }) as unknown as FastifySchemaValidationError,
  );
  const first = parsed.error.issues[0];
  // The contract's own sentences ("A message needs text or media.") read best as they are.
  if (first?.code === 'custom') return refuse(first.message);
  if (first?.code === 'invalid_type' && first.path.length === 0) {
    return refuse('The body of a SEND must be a JSON object.');
  }
  return refuse(validationSentence(issues, 'body'));
}

function refuse(sentence: string): never {
  throw new StompRefusal(sentence);
}
