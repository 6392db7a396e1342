/**
 * Reads what a real SMTP receiver got (tests): a header of the message and the bytes of an attachment,
 * from the raw MIME text nodemailer wrote (multipart, the attachment base64-encoded). Just enough MIME for
 * Portside's own mails; no parser library is a dependency for this.
 */

/** The value of a top-level header (unfolded), or undefined. */
export function mimeHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export interface MimePart {
  headers: string;
  body: string;
}

/** Every leaf part of a multipart message (nested multiparts opened), with its headers and raw body. */
export function mimeParts(raw: string): MimePart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  const parts: MimePart[] = [];
  for (const chunk of raw.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const text = chunk.replace(/^\r?\n/, '');
    const split = /\r?\n\r?\n/.exec(text);
    if (!split) continue;
    const headers = text.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
    const body = text.slice(split.index + split[0].length);
    if (/content-type:\s*multipart\//i.test(headers)) parts.push(...mimeParts(text));
    else parts.push({ headers, body });
  }
  return parts;
}

/** The decoded bytes of the attachment named `filename`, or undefined when the mail has none by that name. */
export function mimeAttachment(
  raw: string,
  filename: string,
): { contentType: string; data: Buffer } | undefined {
  const part = mimeParts(raw).find(
    (p) => p.headers.includes(`filename=${filename}`) || p.headers.includes(`filename="${filename}"`),
  );
  if (!part) return undefined;
  const contentType = /content-type:\s*([^;\r\n]+)/i.exec(part.headers)?.[1]?.trim() ?? '';
  const base64 = /content-transfer-encoding:\s*base64/i.test(part.headers);
  const data = base64 ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64') : Buffer.from(part.body, 'utf8');
  return { contentType, data };
}
