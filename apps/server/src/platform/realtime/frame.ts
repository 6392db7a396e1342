/**
 * The STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html), our own: the npm
 * packages that parse STOMP are clients (stompit, @stomp/stompjs, whose parser is internal and trims
 * header values) or unmaintained server kits on ws 5 (node-stomp-protocol, stomp-broker-js, STOMP 1.1).
 * It is property-tested against @stomp/stompjs in frame.test.ts.
 *
 * One WebSocket message holds whole frames (one or more) and heart-beat EOLs between them; a frame
 * split over two messages is refused (no incremental parsing). Lengths are octets: the body is bytes
 * (content-length, when present, counts them) and header lines are UTF-8. Header names and values are
 * escaped (\r \n \c \\) in every frame except CONNECT and CONNECTED; an undefined escape is an error. The
 * first of repeated headers wins. A raw ':' in a value is taken as part of it (lenient, as brokers are).
 */

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;

/** A frame over this many octets (command, headers and body) is refused unless the caller says otherwise. */
export const MAX_FRAME_OCTETS = 64 * 1024;
/** More headers than this in one frame is refused: nothing in STOMP needs more than a dozen. */
export const MAX_HEADERS = 100;

export interface StompFrame {
  command: string;
  /** Unescaped, first occurrence of each name; a null-prototype object, so any name is safe. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface OutgoingFrame {
  command: string;
  headers?: Readonly<Record<string, string | number>>;
  /** Text (sent as a WebSocket text message) or bytes (a binary one). */
  body?: string | Uint8Array;
}

/** A frame that breaks STOMP 1.2 or a limit; `message` is the sentence for the ERROR frame. */
export class StompFrameError extends Error {
  constructor(
    message: string,
    readonly kind: 'malformed' | 'too-large' = 'malformed',
  ) {
    super(message);
  }
}

/** Frames whose headers are not escaped (STOMP 1.2, "Value Encoding"). */
const unescaped = (command: string) => command === 'CONNECT' || command === 'CONNECTED';

// ignoreBOM: a value that starts with U+FEFF keeps it (by default TextDecoder drops a leading BOM, so a
// header value or body of that character came out empty: found by the property tests).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function utf8(data: Uint8Array, from: number, to: number, what: string): string {
  try {
    return decoder.decode(data.subarray(from, to));
  } catch {
    throw new StompFrameError(`The ${what} is not valid UTF-8.`);
  }
}

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

export function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/gs, (_, c: string) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new StompFrameError(
          c === '' ? 'A header ends with a lone backslash.' : `A header holds the undefined escape \\${c}.`,
        );
    }
  });
}

export interface ParsedMessage {
  frames: StompFrame[];
  /** EOLs outside frames: the peer's heart-beats. */
  heartBeats: number;
}

/**
 * Parses one WebSocket message: frames and heart-beat EOLs. Throws StompFrameError on the first
 * problem, so a message is taken whole or not at all.
 */
export function parseFrames(data: Uint8Array, maxFrameOctets = MAX_FRAME_OCTETS): ParsedMessage {
  const frames: StompFrame[] = [];
  let heartBeats = 0;
  let at = 0;
  while (at < data.length) {
    if (data[at] === LF) {
      heartBeats++;
      at++;
    } else if (data[at] === CR && data[at + 1] === LF) {
      heartBeats++;
      at += 2;
    } else {
      const { frame, end } = parseFrame(data, at, maxFrameOctets);
      frames.push(frame);
      at = end;
    }
  }
  return { frames, heartBeats };
}

const tooLarge = (max: number) =>
  new StompFrameError(`The frame is larger than the limit of ${max} octets.`, 'too-large');

/** One line from `from`: its end (before an optional CR) and where the next line starts. */
function line(data: Uint8Array, from: number, start: number, max: number) {
  const lf = data.indexOf(LF, from);
  if (lf < 0) {
    if (data.length - start > max) throw tooLarge(max);
    throw new StompFrameError('The frame ends before its headers do.');
  }
  if (lf + 1 - start > max) throw tooLarge(max);
  const end = lf > from && data[lf - 1] === CR ? lf - 1 : lf;
  if (data.subarray(from, end).indexOf(CR) >= 0) {
    throw new StompFrameError('A header line holds a carriage return, which must be escaped as \\r.');
  }
  return { end, next: lf + 1 };
}

function parseFrame(data: Uint8Array, start: number, max: number): { frame: StompFrame; end: number } {
  const first = line(data, start, start, max);
  const command = utf8(data, start, first.end, 'command');
  if (!/^[A-Z]{1,32}$/.test(command)) {
    throw new StompFrameError('The frame does not start with a command in capital letters.');
  }
  const escaped = !unescaped(command);
  const headers: Record<string, string> = Object.create(null);
  let count = 0;
  let at = first.next;
  for (;;) {
    const { end, next } = line(data, at, start, max);
    if (end === at) {
      at = next;
      break;
    }
    const colon = data.subarray(at, end).indexOf(COLON);
    if (colon < 0) throw new StompFrameError('A header line has no colon.');
    if (colon === 0) throw new StompFrameError('A header has an empty name.');
    if (++count > MAX_HEADERS) throw new StompFrameError(`The frame has more than ${MAX_HEADERS} headers.`);
    let name = utf8(data, at, at + colon, 'header name');
    let value = utf8(data, at + colon + 1, end, `value of header ${name}`);
    if (escaped) {
      name = unescapeHeader(name);
      value = unescapeHeader(value);
    }
    if (!(name in headers)) headers[name] = value;
    at = next;
  }
  const length = headers['content-length'];
  let bodyEnd: number;
  if (length !== undefined) {
    if (!/^\d{1,9}$/.test(length)) {
      throw new StompFrameError('The content-length header is not a number of octets.');
    }
    bodyEnd = at + Number(length);
    if (bodyEnd + 1 - start > max) throw tooLarge(max);
    if (bodyEnd >= data.length) throw new StompFrameError('The frame is shorter than its content-length.');
    if (data[bodyEnd] !== NUL) {
      throw new StompFrameError('The frame does not end with a NUL octet after content-length octets.');
    }
  } else {
    bodyEnd = data.indexOf(NUL, at);
    if (bodyEnd < 0 ? data.length - start > max : bodyEnd + 1 - start > max) throw tooLarge(max);
    if (bodyEnd < 0) throw new StompFrameError('The frame does not end with a NUL octet.');
  }
  const body = Buffer.from(data.buffer, data.byteOffset + at, bodyEnd - at);
  return { frame: { command, headers, body }, end: bodyEnd + 1 };
}

/**
 * Serializes a frame: escaped headers (raw for CONNECT/CONNECTED, where a CR or LF cannot be written
 * and throws), a content-length for any non-empty body (any given one is replaced), the NUL.
 * A text body gives a string (a WebSocket text message), a byte body a Buffer.
 */
export function serializeFrame(frame: OutgoingFrame): string | Buffer {
  const escaped = !unescaped(frame.command);
  let head = `${frame.command}\n`;
  for (const [name, raw] of Object.entries(frame.headers ?? {})) {
    if (name === 'content-length') continue;
    const value = String(raw);
    if (escaped) {
      head += `${escapeHeader(name)}:${escapeHeader(value)}\n`;
    } else {
      if (/[\r\n]/.test(name + value) || name.includes(':') || name === '') {
        throw new Error(`Header ${JSON.stringify(name)} cannot be written in a ${frame.command} frame.`);
      }
      head += `${name}:${value}\n`;
    }
  }
  const body = frame.body ?? '';
  if (typeof body === 'string') {
    const octets = Buffer.byteLength(body);
    return `${head}${octets > 0 ? `content-length:${octets}\n` : ''}\n${body}\0`;
  }
  const prefix = `${head}${body.length > 0 ? `content-length:${body.length}\n` : ''}\n`;
  return Buffer.concat([Buffer.from(prefix), body, Buffer.of(NUL)]);
}
