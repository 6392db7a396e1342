/**
 * Content negotiation by the Accept header, without a library: the console's browser sends
 * `text/html,...,*\/*;q=0.8` for page loads while fetch() sends `*\/*` or `application/json`.
 */

/** q of each media range named in the header, e.g. { 'text/html': 1, '*\/*': 0.8 }. */
function ranges(accept: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (!type) continue;
    const q = params.map((s) => s.trim()).find((s) => s.startsWith('q='));
    out.set(type.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return out;
}

/** True when the client names text/html itself (not only through a wildcard). */
export function acceptsHtml(accept: string | undefined): boolean {
  return (ranges(accept).get('text/html') ?? 0) > 0;
}

/** True when text/html ranks above JSON: a browser opening the URL, not a script calling the API. */
export function prefersHtml(accept: string | undefined): boolean {
  const r = ranges(accept);
  const html = r.get('text/html') ?? 0;
  const json = r.get('application/json') ?? r.get('application/*') ?? r.get('*/*') ?? 0;
  return html > json;
}
