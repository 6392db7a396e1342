/**
 * Structured pino logs. Secrets never reach them: cookies, authorisation headers, passwords and codes
 * are censored wherever they appear in a logged object, an API token in a query string (spec 000 §7.4's
 * `apiToken`) is cut from the logged URL, and a failed database statement is logged by
 * its name, constraint and SQL state, never its parameters (error-log.ts). (The dev-only mail log in
 * mail.ts prints a code on purpose, as the text of a mail that has no SMTP server to go to.)
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { serializeError } from './error-log.ts';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'code',
  '*.code',
  'token',
  '*.token',
];

/** The URL with the value of every apiToken query parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]apiToken=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL's token cut. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
