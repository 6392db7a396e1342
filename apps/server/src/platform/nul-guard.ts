/**
 * A NUL character (U+0000) in any string of a request is a 400 naming the field (issue 10 item 7).
 * PostgreSQL cannot store NUL in text ("invalid byte sequence for encoding UTF8: 0x00"), so without this
 * every route that reaches the database with one answered 500. Checked once for every route:
 * - path parameters and the query string on onRequest, installed before the access guard, because the
 *   guard itself looks a named domain up in the database;
 * - the body on preValidation, the first hook that sees it parsed.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string holding a NUL ('' for the value itself), or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // Bytes (an uploaded greeting) are no text; walking a 5 MB Buffer's entries took seconds.
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    // A key is a field name a client chose; one holding NUL is named as far as it can be printed.
    if (key.includes(NUL)) return childPath.replaceAll(NUL, '\\0');
    const found = findNul(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function assertNoNul(value: unknown, whole: string): void {
  const path = findNul(value);
  if (path === undefined) return;
  if (path === '') throw new BadRequest(whole, `${whole} must not contain a NUL character.`);
  throw new BadRequest(path, `Field '${path}' must not contain a NUL character.`);
}

/** Install before the access hooks (app.ts), so a NUL never reaches the guard's database lookups. */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertNoNul(request.params, 'The path');
    assertNoNul(request.query, 'The query string');
  });
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.body, 'The request body');
  });
}
