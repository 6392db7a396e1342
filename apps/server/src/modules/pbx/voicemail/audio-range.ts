/**
 * Audio answered with HTTP range requests (RFC 9110 §14), so a browser's <audio> can seek and a phone
 * can fetch a recording in parts. One range per request: `bytes=a-b`, `bytes=a-` and the suffix
 * `bytes=-n` answer 206 with Content-Range; a range that starts past the end, a suffix of 0 bytes, an end
 * before its start or an unreadable bytes range answers 416 with `Content-Range: bytes *\/size`. A
 * request without Range, or with several ranges or another unit (which a server may ignore), gets the
 * whole file with 200. Only the bytes asked for are read from the database.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../platform/errors.ts';

export type ByteRange = { start: number; end: number };

/**
 * The range a Range header asks of a file of `size` bytes: null to answer the whole file, 'unsatisfiable'
 * for a 416, else the first and last byte (inclusive).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const trimmed = header.trim();
  if (!/^bytes=/i.test(trimmed)) return null;
  const spec = trimmed.slice(6).trim();
  if (spec.includes(',')) return null;
  const m = /^(\d*)-(\d*)$/.exec(spec);
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  const [first, last] = [m[1] ?? '', m[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  if (last === '') return { start, end: size - 1 };
  const end = Number(last);
  if (end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

export interface AudioFile {
  size: number;
  contentType: string;
  /** A strong validator of the bytes (a recording's SHA-256). */
  etag: string;
  /** The name a browser saves it as. */
  filename: string;
  /** Reads `length` bytes from `start` (0-based). */
  read: (start: number, length: number) => Promise<Buffer>;
}

/** A header-safe file name, with the UTF-8 one beside it (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function sendAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  file: AudioFile,
  download: boolean,
): Promise<FastifyReply> {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('etag', `"${file.etag}"`)
    // Private: a voicemail never sits in a shared cache; revalidated, because it can be deleted.
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', disposition(download ? 'attachment' : 'inline', file.filename));
  const ifRange = request.headers['if-range'];
  const header = ifRange === undefined || ifRange === `"${file.etag}"` ? request.headers.range : undefined;
  const range = parseRange(header, file.size);
  if (range === 'unsatisfiable') {
    // The error handler answers the sentence as JSON, in the request's language.
    reply.header('content-range', `bytes */${file.size}`).removeHeader('content-disposition');
    throw new HttpError(416, `The range '${header ?? ''}' is outside the file's ${file.size} bytes.`);
  }
  if (range === null) {
    return reply
      .code(200)
      .header('content-length', file.size)
      .send(await file.read(0, file.size));
  }
  const length = range.end - range.start + 1;
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', length)
    .send(await file.read(range.start, length));
}
