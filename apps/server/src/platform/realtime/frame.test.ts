/**
 * The STOMP 1.2 codec against the spec's own examples and, by properties, against @stomp/stompjs (the
 * console's client): what we write, stompjs reads; what stompjs writes, we read; our own round trip with
 * any header value and body; and bad frames (every truncation of a good frame included) are refused.
 */
import { FrameImpl, type IRawFrameType, Parser } from '@stomp/stompjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OutgoingFrame, parseFrames, StompFrameError, serializeFrame } from './frame.ts';

const bytes = (x: string | Buffer | ArrayBuffer) =>
  typeof x === 'string' ? Buffer.from(x) : Buffer.from(x instanceof ArrayBuffer ? new Uint8Array(x) : x);

/** Everything stompjs's parser sees in one chunk. */
function stompjsParse(data: string | Buffer): { frames: IRawFrameType[]; pings: number } {
  const frames: IRawFrameType[] = [];
  let pings = 0;
  const parser = new Parser(
    (f) => frames.push({ ...f, headers: [...f.headers] }),
    () => pings++,
  );
  parser.parseChunk(typeof data === 'string' ? data : new Uint8Array(data).buffer);
  return { frames, pings };
}

const COMMANDS = ['SEND', 'MESSAGE', 'SUBSCRIBE', 'RECEIPT', 'ERROR', 'ACK', 'NACK', 'DISCONNECT'];
/** Header names stompjs writes unescaped (it escapes only values): no ':', '\', CR or LF. */
const plainName = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 12 })
  .filter((s) => !/[:\\\r\n]/.test(s));
/** stompjs trims names and values when it reads them. */
const trimmedName = plainName.filter((n) => n === n.trim());
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const headersOf = (name: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.dictionary(
    name.filter((n) => n !== 'content-length' && n !== '__proto__'),
    value,
    { maxKeys: 6 },
  );
/** stompjs trims values and unescapes with chained replaces, which misreads a backslash before r, n or c. */
const stompjsSafeValue = anyText.filter((v) => v === v.trim() && !/\\[rnc]/.test(v));

describe('STOMP 1.2 codec: spec examples', () => {
  it('parses a frame with escaped headers, a content-length body holding NULs, and heart-beats around it', () => {
    const data = Buffer.concat([
      Buffer.from('\n\r\nSEND\r\ndestination:/exchange/a\\cb\nx\\\\y:line\\none\\r\ncontent-length:3\n\n'),
      Buffer.of(0x61, 0x00, 0x62, 0x00),
      Buffer.from('\n\nACK\nid:7\n\n\0'),
    ]);
    const { frames, heartBeats } = parseFrames(data);
    expect(heartBeats).toBe(4);
    expect(frames).toHaveLength(2);
    expect(frames[0]?.command).toBe('SEND');
    expect({ ...frames[0]?.headers }).toEqual({
      destination: '/exchange/a:b',
      'x\\y': 'line\none\r',
      'content-length': '3',
    });
    expect([...(frames[0]?.body ?? [])]).toEqual([0x61, 0x00, 0x62]);
    expect({ ...frames[1]?.headers }).toEqual({ id: '7' });
    expect(frames[1]?.body.length).toBe(0);
  });

  it('keeps CONNECT headers raw (no escaping in CONNECT and CONNECTED), colons included', () => {
    const { frames } = parseFrames(Buffer.from('CONNECT\naccept-version:1.2\nlogin:a\\cb:c\nhost:h:1\n\n\0'));
    expect({ ...frames[0]?.headers }).toEqual({ 'accept-version': '1.2', login: 'a\\cb:c', host: 'h:1' });
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a:b\\c' } })).toBe(
      'CONNECTED\nserver:a:b\\c\n\n\0',
    );
    expect(() => serializeFrame({ command: 'CONNECTED', headers: { x: 'a\nb' } })).toThrow();
  });

  it('uses the first of repeated headers and takes a body up to the first NUL without content-length', () => {
    const { frames } = parseFrames(Buffer.from('MESSAGE\nfoo:World\nfoo:Hello\n\nhi\0'));
    expect(frames[0]?.headers.foo).toBe('World');
    expect(frames[0]?.body.toString()).toBe('hi');
  });

  it('keeps a header value that starts with U+FEFF (a byte-order mark is text, not dropped)', () => {
    const { frames } = parseFrames(Buffer.from('SEND\ndestination:\uFEFF\nx:\uFEFFa\n\n\0'));
    expect(frames[0]?.headers.destination).toBe('\uFEFF');
    expect(frames[0]?.headers.x).toBe('\uFEFFa');
  });

  it('writes content-length in octets, escapes every header but CONNECT/CONNECTED, and ends with NUL', () => {
    expect(
      serializeFrame({
        command: 'MESSAGE',
        headers: { 'a:b': 'c\\d\r\n', seq: 5, 'content-length': 99 },
        body: 'é',
      }),
    ).toBe('MESSAGE\na\\cb:c\\\\d\\r\\n\nseq:5\ncontent-length:2\n\né\0');
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '1' } })).toBe(
      'RECEIPT\nreceipt-id:1\n\n\0',
    );
    expect(bytes(serializeFrame({ command: 'SEND', body: Uint8Array.of(0, 1) }))).toEqual(
      Buffer.from('SEND\ncontent-length:2\n\n\0\u0001\0', 'latin1'),
    );
  });
});

describe('STOMP 1.2 codec: properties against @stomp/stompjs', () => {
  it('frames we write are read by stompjs: command, header names and values, body, heart-beats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMANDS),
        headersOf(trimmedName, stompjsSafeValue),
        anyText,
        fc.nat({ max: 3 }),
        (command, headers, body, pings) => {
          const wire = '\n'.repeat(pings) + serializeFrame({ command, headers, body });
          const { frames, pings: seen } = stompjsParse(wire);
          expect(seen).toBe(pings);
          expect(frames).toHaveLength(1);
          const read = FrameImpl.fromRawFrame(frames[0]!, true);
          expect(read.command).toBe(command);
          const { 'content-length': length, ...rest } = read.headers;
          expect(rest).toEqual(headers);
          expect(read.body).toBe(body);
          if (body) expect(Number(length)).toBe(Buffer.byteLength(body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('frames we write are split by stompjs exactly where we put them, raw header names included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            command: fc.constantFrom(...COMMANDS),
            headers: headersOf(
              anyText.filter((s) => s.length > 0),
              anyText,
            ),
            body: fc.uint8Array({ maxLength: 40 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (list) => {
          const wire = Buffer.concat(list.map((f) => bytes(serializeFrame(f))));
          const { frames } = stompjsParse(wire);
          expect(frames.map((f) => f.command)).toEqual(list.map((f) => f.command));
          expect(frames.map((f) => Buffer.from(f.binaryBody!))).toEqual(list.map((f) => Buffer.from(f.body)));
          // Escaped names hold no ':', so stompjs splits every header line where we do.
          expect(frames.map((f) => f.headers.filter(([n]) => n !== 'content-length').length)).toEqual(
            list.map((f) => Object.keys(f.headers).length),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('frames stompjs writes (text or binary, escaped) are read by us', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMANDS),
        headersOf(plainName, anyText),
        fc.oneof(anyText, fc.uint8Array({ maxLength: 40 })),
        (command, headers, body) => {
          const wire = FrameImpl.marshall({
            command,
            headers,
            escapeHeaderValues: true,
            ...(typeof body === 'string' ? { body } : { binaryBody: body }),
          });
          const { frames, heartBeats } = parseFrames(bytes(wire));
          expect(heartBeats).toBe(0);
          expect(frames).toHaveLength(1);
          expect(frames[0]!.command).toBe(command);
          const { 'content-length': _, ...rest } = frames[0]!.headers;
          expect(rest).toEqual(headers);
          expect(frames[0]!.body).toEqual(Buffer.from(typeof body === 'string' ? Buffer.from(body) : body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("stompjs's CONNECT (headers unescaped, raw colons) is read by us", () => {
    fc.assert(
      fc.property(
        headersOf(
          plainName,
          anyText.filter((v) => !/[\r\n]/.test(v)),
        ),
        (headers) => {
          const wire = FrameImpl.marshall({ command: 'CONNECT', headers, escapeHeaderValues: true });
          const { frames } = parseFrames(bytes(wire));
          expect({ ...frames[0]!.headers }).toEqual(headers);
        },
      ),
    );
  });

  it('our own round trip keeps any command, header name and value, and body; many frames per message', () => {
    const frame = fc.record({
      command: fc.constantFrom(...COMMANDS, 'CONNECTED'),
      headers: headersOf(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), anyText),
      body: fc.oneof(anyText, fc.uint8Array({ maxLength: 60 })),
    });
    const writable = (f: OutgoingFrame) =>
      f.command !== 'CONNECTED' ||
      Object.entries(f.headers ?? {}).every(([n, v]) => !/[\r\n:]/.test(n) && !/[\r\n]/.test(String(v)));
    fc.assert(
      fc.property(fc.array(frame.filter(writable), { minLength: 1, maxLength: 4 }), (list) => {
        const wire = Buffer.concat(list.flatMap((f) => [bytes(serializeFrame(f)), Buffer.from('\r\n')]));
        const { frames, heartBeats } = parseFrames(wire);
        expect(heartBeats).toBe(list.length);
        expect(
          frames.map((f) => {
            const { 'content-length': _, ...headers } = f.headers;
            return { command: f.command, headers, body: f.body };
          }),
        ).toEqual(list.map((f) => ({ ...f, headers: { ...f.headers }, body: Buffer.from(f.body) })));
      }),
      { numRuns: 300 },
    );
  });
});

describe('STOMP 1.2 codec: bad frames', () => {
  const refused = (wire: string | Buffer, sentence: RegExp, max?: number) => {
    let error: unknown;
    try {
      parseFrames(bytes(wire), max);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StompFrameError);
    expect((error as Error).message).toMatch(sentence);
  };

  it.each([
    ['SEND\ndestination:x\n\nbody', /does not end with a NUL/],
    ['SEND\ndestination:x', /ends before its headers/],
    ['send\n\n\0', /command in capital letters/],
    ['\0', /ends before its headers/],
    ['SEND\ndestination\n\n\0', /no colon/],
    ['SEND\n:x\n\n\0', /empty name/],
    ['SEND\nx:a\\tb\n\n\0', /undefined escape \\t/],
    ['SEND\nx:a\\\n\n\0', /lone backslash/],
    ['SEND\nx:a\rb\n\n\0', /carriage return/],
    ['SEND\ncontent-length:abc\n\n\0', /not a number/],
    ['SEND\ncontent-length:-1\n\n\0', /not a number/],
    ['SEND\ncontent-length:5\n\nab\0', /shorter than its content-length/],
    ['SEND\ncontent-length:1\n\nabc\0', /NUL octet after content-length/],
    [`SEND\n${'h:v\n'.repeat(101)}\n\0`, /more than 100 headers/],
  ])('refuses %j', (wire, sentence) => refused(wire, sentence));

  it('refuses invalid UTF-8 in a header', () => {
    refused(
      Buffer.concat([Buffer.from('SEND\nx:'), Buffer.of(0xff), Buffer.from('\n\n\0')]),
      /not valid UTF-8/,
    );
  });

  it('refuses a frame over the octet limit, with or without content-length, and takes one at the limit', () => {
    const frame = (body: string, length: boolean) =>
      `SEND\n${length ? `content-length:${body.length}\n` : ''}\n${body}\0`;
    const at = (length: boolean) => {
      let body = '';
      while (frame(`${body}x`, length).length <= 100) body += 'x';
      return body;
    };
    expect(frame(at(true), true)).toHaveLength(100);
    expect(parseFrames(Buffer.from(frame(at(true), true)), 100).frames).toHaveLength(1);
    expect(parseFrames(Buffer.from(frame(at(false), false)), 100).frames).toHaveLength(1);
    for (const length of [true, false]) {
      expect(() => parseFrames(Buffer.from(frame(`${at(length)}x`, length)), 100)).toThrow(/larger than/);
    }
    refused(`SEND\nx:${'y'.repeat(200)}`, /larger than the limit of 100/, 100);
    refused(`SEND\n\n${'y'.repeat(200)}`, /larger than/, 100);
    refused(`SEND\ncontent-length:100000\n\nabc\0`, /larger than/, 100);
  });

  it('refuses every truncation of a good message (a frame is never taken half)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMANDS),
        headersOf(plainName, anyText),
        fc.oneof(anyText, fc.uint8Array({ maxLength: 20 })),
        fc.boolean(),
        (command, headers, body, withLength) => {
          const full = bytes(serializeFrame({ command, headers, body }));
          // Without content-length a body ends at its first NUL, so only bodies without one are cut there.
          const wire = withLength
            ? full
            : Buffer.from(
                bytes(full)
                  .toString('latin1')
                  .replace(/\ncontent-length:\d+\n/, '\n'),
                'latin1',
              );
          if (!withLength && Buffer.from(typeof body === 'string' ? Buffer.from(body) : body).includes(0))
            return;
          for (let cut = 1; cut < wire.length; cut++) {
            expect(() => parseFrames(wire.subarray(0, cut))).toThrow(StompFrameError);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
