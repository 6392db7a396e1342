/**
 * The one error handler (STYLE §4): typed errors, schema validation failures and Fastify's own 4xx errors
 * become `{ error: sentence }` with their status; anything else is a 500 that is logged with the request
 * id and answers a fixed sentence, so internals never leak. The sentence is in the language the request
 * accepts (Accept-Language) when platform/i18n has it.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { acceptedLanguage, translate } from './i18n/sentences.ts';
import { validationSentence } from './validation-message.ts';

export const SERVER_ERROR = 'Unable to process request.';
export const FILE_GONE =
  'This file is no longer on the server: a newer version is installed. Reload the page.';

/** Fastify's own client errors, reworded as sentences a person can act on. */
const FASTIFY_SENTENCES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Every error answers JSON, even where a handler had already typed the reply (a static file's).
    reply.type('application/json; charset=utf-8');
    // The sentence in the caller's language where the server has it (platform/i18n), else English.
    const language = acceptedLanguage(request.headers['accept-language']);
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    const answer = (status: number, sentence: string) => {
      const text = translate(sentence, language);
      if (text !== sentence) reply.header('Content-Language', language);
      return reply.code(status).send({ error: text });
    };
    if (err instanceof HttpError) {
      return answer(err.statusCode, err.message);
    }
    if (err.validation) {
      return answer(400, validationSentence(err.validation, err.validationContext));
    }
    if (err.code === 'ENOENT') {
      // A console file listed at start that a newer build has replaced: an open page asks for its old chunk.
      return answer(404, FILE_GONE);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_SENTENCES[err.code];
      // A JSON syntax error arrives as a plain SyntaxError with status 400 from the body parser.
      const sentence =
        known ?? (err instanceof SyntaxError ? FASTIFY_SENTENCES.FST_ERR_CTP_INVALID_JSON_BODY : err.message);
      return answer(status, sentence ?? SERVER_ERROR);
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return answer(500, SERVER_ERROR);
  });
}
