/**
 * Compressed answers (issue 15 item 5: over a satellite link every byte counts). @fastify/compress's
 * global hook compresses any answer of a compressible type (JSON, HTML, CSV, JavaScript...) of at least
 * THRESHOLD bytes with brotli or gzip, whichever the client's Accept-Encoding prefers (zstd needs
 * Node 22.15, so not here); smaller ones go as they are, since the encoding would cost more than it saves.
 *
 * A stream, such as a CSV export, stays a stream: it is piped through the compressor and sent chunked as
 * the compressor gives out bytes, never gathered first. The console's built files are not compressed here:
 * their brotli and gzip copies are made at build time (apps/web/scripts/compress.mjs) and served by
 * @fastify/static, whose Content-Encoding makes this hook pass them by.
 *
 * A stream of known length under the threshold (a small file with no copies, such as favicon.svg) is read
 * into memory first, so it too goes as it is, with its Content-Length, rather than through a compressor.
 *
 * The plugin sends a body whose first bytes look like a gzip or deflate header as it is (taking it for
 * compressed already; fastify/fastify-compress#347). Text that begins with '{', '[', '<' or a CSV header
 * of column ids never looks so, which is all this server answers.
 *
 * Brotli at quality 4 (the plugin's default for answers made per request) compresses JSON nearly as well
 * as gzip 9 at a fraction of the time; the build's copies use quality 11.
 */
import { buffer } from 'node:stream/consumers';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers shorter than this many bytes are sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A global onSend hook runs before the plugin's, which it adds to each route.
  app.addHook('onSend', async (_request, reply, payload) => {
    const length = Number(reply.getHeader('content-length'));
    const isStream = typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
    if (!isStream || !(length < COMPRESSION_THRESHOLD)) return payload;
    return buffer(payload as NodeJS.ReadableStream);
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
