/**
 * Strict-Transport-Security only on answers to HTTPS requests (issue 10 item 7): sent over plain HTTP it
 * means nothing to a browser (RFC 6797 §8.1) and tells a reader the deployment thinks it has TLS.
 * `request.protocol` is https on a TLS socket, or from X-Forwarded-Proto when TRUST_PROXY=true; helmet's
 * own HSTS, which answers every request alike, is off (app.ts). The session cookie's Secure flag follows
 * the same protocol (session.ts).
 */
import type { FastifyInstance } from 'fastify';

/** helmet's default: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function installTransportSecurity(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
