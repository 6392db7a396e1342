/**
 * JSON answers are never stored by a browser or a proxy (issue 10 item 7): they carry sessions, PINs,
 * call records and personal data, and a shared or back-button cache must not hand them to the next
 * person at a ship's bridge PC. Every JSON answer (the API, /environment.json, /health, errors) gets
 * `Cache-Control: no-store` unless its route set a policy of its own; the console's static files set
 * theirs (web.ts: hashed assets a year, the rest no-cache), so they keep it, a static .json included.
 */
import type { FastifyInstance } from 'fastify';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

export function installNoStoreForJson(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (JSON_TYPE.test(type) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
