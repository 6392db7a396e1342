/**
 * A static scan of the server's sources for the sentences it can send a user (sentences.test.ts): every
 * typed error it throws (platform/errors.ts), every `{ error }` it sends itself and every sign-in refusal,
 * with the sentence as the code writes it. A literal sentence is itself; a template literal is its skeleton
 * (each `${…}` a part); a constant is looked up where the sources declare it; a part that reads a constant
 * map (`ROLE_LABELS[role]`) names the map, whose values must be catalogue entries too. Test-only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A string or template literal: its text with each `${…}` kept as `{}` and the expressions apart. */
export interface Literal {
  start: number;
  end: number;
  text: string;
  parts: string[];
}

/** One place the server makes a sentence. */
export interface Site {
  file: string;
  line: number;
  /** The argument as written. */
  source: string;
  /** What it resolves to: literal sentences (skeletons), or null when the scan cannot tell. */
  sentences: string[] | null;
  /** The constant maps its parts read, e.g. ROLE_LABELS. */
  maps: string[];
}

const SERVER = join(import.meta.dirname, '..', '..');
const CONTRACT = join(SERVER, '..', '..', '..', 'packages', 'contract', 'src');

/** The non-test TypeScript files under `dir`. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|test-kit|fixture/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Reads one literal starting at `at` (a quote or backtick); returns it and where it ends. */
function readLiteral(code: string, at: number): Literal {
  const quote = code[at];
  let i = at + 1;
  let text = '';
  const parts: string[] = [];
  while (i < code.length && code[i] !== quote) {
    const c = code[i];
    if (c === '\\') {
      const next = code[i + 1] ?? '';
      text += next === 'n' ? '\n' : next;
      i += 2;
      continue;
    }
    if (quote === '`' && c === '$' && code[i + 1] === '{') {
      const close = skipBalanced(code, i + 1);
      parts.push(code.slice(i + 2, close - 1).trim());
      text += '{}';
      i = close;
      continue;
    }
    text += c;
    i += 1;
  }
  return { start: at, end: i + 1, text, parts };
}

/** From an opening bracket at `at`, the index just after its match (strings and comments skipped). */
function skipBalanced(code: string, at: number): number {
  let depth = 0;
  let i = at;
  while (i < code.length) {
    const c = code[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      i = readLiteral(code, i).end;
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) return code.length;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i) + 2;
      continue;
    }
    if (c === '/' && regexEnd(code, i) > 0) {
      i = regexEnd(code, i);
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return code.length;
}

/** Each character of `text` outside string literals, with its bracket depth (0: top level). */
function* outsideLiterals(text: string): Generator<[number, string, number]> {
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      i = readLiteral(text, i).end;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) depth -= 1;
    yield [i, c, depth];
    i += 1;
  }
}

/** The top-level, comma-separated arguments between the brackets at `open`. */
function splitArguments(code: string, open: number): string[] {
  const close = skipBalanced(code, open);
  const inner = code.slice(open + 1, close - 1);
  const args: string[] = [];
  let from = 0;
  for (const [i, c, depth] of outsideLiterals(inner)) {
    if (c === ',' && depth === 0) {
      args.push(inner.slice(from, i).trim());
      from = i + 1;
    }
  }
  const last = inner.slice(from).trim();
  if (last) args.push(last);
  return args;
}

/** Where a regular expression literal starting at `at` ends, or -1 when the slash there divides. */
function regexEnd(code: string, at: number): number {
  const before = code.slice(0, at).trimEnd();
  const last = before[before.length - 1] ?? '';
  if (!(last === '' || '(,=:[!&|?{};'.includes(last) || /\breturn$/.test(before))) return -1;
  let i = at + 1;
  let inClass = false;
  while (i < code.length) {
    const c = code[i];
    if (c === '\n') return -1;
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return i + 1;
    i += 1;
  }
  return -1;
}

/** Every string and template literal of a file (comments skipped). */
export function literalsOf(code: string): Literal[] {
  const out: Literal[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i] ?? '';
    if (c === '/' && code[i + 1] === '/') {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i) + 2;
      continue;
    }
    if (c === '/') {
      const end = regexEnd(code, i);
      if (end > 0) {
        i = end;
        continue;
      }
    }
    if (c === "'" || c === '"' || c === '`') {
      const literal = readLiteral(code, i);
      out.push(literal);
      // A template's parts may hold literals of their own (`${n === 1 ? 'minute' : 'minutes'}`).
      for (const part of literal.parts) out.push(...literalsOf(part));
      i = literal.end;
      continue;
    }
    i += 1;
  }
  return out;
}

/** `NAME = 'text'` and `NAME = { key: 'text', … }` constants of the server's and contract's sources. */
interface Constants {
  strings: Map<string, string[]>;
  maps: Map<string, Map<string, string>>;
}

function constantsOf(files: string[]): Constants {
  const strings = new Map<string, string[]>();
  const maps = new Map<string, Map<string, string>>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\bconst ([A-Z][A-Z0-9_]*)(?:: [^=]+)? =\s*/g)) {
      const at = (m.index ?? 0) + m[0].length;
      const name = m[1] ?? '';
      const c = code[at];
      if (c === "'" || c === '"' || (c === '`' && readLiteral(code, at).parts.length === 0)) {
        strings.set(name, [...(strings.get(name) ?? []), readLiteral(code, at).text]);
      } else if (c === '{') {
        const body = code.slice(at, skipBalanced(code, at));
        const entries = new Map<string, string>();
        for (const e of body.matchAll(/(?:^|[{,\n])\s*['"]?([\w.]+)['"]?:\s*(?=['"`])/g)) {
          const from = (e.index ?? 0) + e[0].length;
          entries.set(e[1] ?? '', readLiteral(body, from).text);
        }
        if (entries.size > 0) maps.set(name, entries);
      }
    }
  }
  return { strings, maps };
}

/** The constant map a part reads (`ROLE_LABELS[actor.role]`), if it reads one. */
const mapOfPart = (part: string, constants: Constants) => {
  const name = /^([A-Z][A-Z0-9_]*)[[.]/.exec(part)?.[1];
  return name && constants.maps.has(name) ? name : null;
};

/** The two branches of `condition ? a : b` at the top level of `arg`, or null when it is not one. */
function branches(arg: string): [string, string] | null {
  let question = -1;
  let pending = 0;
  for (const [i, c, depth] of outsideLiterals(arg)) {
    if (depth === 0 && c === '?' && arg[i + 1] !== '.' && arg[i + 1] !== '?' && arg[i - 1] !== '?') {
      if (question < 0) question = i;
      pending += 1;
    }
    if (depth === 0 && c === ':' && question >= 0) {
      pending -= 1;
      if (pending === 0) return [arg.slice(question + 1, i).trim(), arg.slice(i + 1).trim()];
    }
  }
  return null;
}

/** What a sentence argument resolves to in `code` (the file it is in). */
function resolve(arg: string, code: string, constants: Constants): Pick<Site, 'sentences' | 'maps'> {
  const split = branches(arg);
  if (split) {
    const [a, b] = split.map((branch) => resolve(branch, code, constants));
    if (!a?.sentences || !b?.sentences) return { sentences: null, maps: [] };
    return { sentences: [...a.sentences, ...b.sentences], maps: [...a.maps, ...b.maps] };
  }
  const first = arg[0];
  if (first === "'" || first === '"' || first === '`') {
    const literal = readLiteral(arg, 0);
    if (literal.end === arg.length) {
      return {
        sentences: [literal.text],
        maps: literal.parts.map((p) => mapOfPart(p, constants)).filter((m): m is string => m !== null),
      };
    }
  }
  const name = /^[A-Z][A-Z0-9_]*$/.test(arg) ? arg : null;
  if (name) {
    // The file's own constant first (two files may each have a NOT_AUDIO), else the one declared elsewhere.
    const own = new RegExp(`\\bconst ${name}(?:: [^=]+)? =\\s*`).exec(code);
    if (own) {
      const at = own.index + own[0].length;
      if (/['"`]/.test(code[at] ?? '')) return { sentences: [readLiteral(code, at).text], maps: [] };
    }
    const found = constants.strings.get(name);
    if (found?.length === 1) return { sentences: found, maps: [] };
  }
  // Any of a constant map's values: `TOKEN_SENTENCES[presented.kind]`.
  const indexed = /^([A-Z][A-Z0-9_]*)\[[^\]]+\]$/.exec(arg);
  const values = indexed && constants.maps.get(indexed[1] ?? '');
  if (values) return { sentences: [...values.values()], maps: [] };
  const member = /^([A-Z][A-Z0-9_]*)\.(\w+)$/.exec(arg);
  const value = member && constants.maps.get(member[1] ?? '')?.get(member[2] ?? '');
  if (value !== undefined && value !== null) return { sentences: [value], maps: [] };
  return { sentences: null, maps: [] };
}

const ERRORS = /\bnew (BadRequest|Unauthorized|Forbidden|NotFound|Conflict|TooManyRequests|HttpError)\(/g;
/** The sentence's argument: BadRequest(field, sentence), HttpError(status, sentence), the others (sentence). */
const SENTENCE_ARGUMENT: Record<string, number> = { BadRequest: 1, HttpError: 1 };

/**
 * Functions that throw the sentence they are given (`fail(WRONG_CODE, …)`): their calls are sites, and
 * the parameter they throw is left to the test's list of sentences the scan cannot read.
 */
const FORWARDERS = [
  { file: join('auth', 'security-code.ts'), call: 'fail', argument: 0 },
  { file: join('tokens', 'guard.ts'), call: 'refuse', argument: 1 },
];

/** Properties that carry a sentence the console shows as it is, e.g. a number reference's `text`. */
const SENTENCE_PROPERTIES = [{ file: join('number-plan', 'service.ts'), property: 'text' }];

/** The expression starting at `at` up to the `,` or closing bracket that ends it. */
function expressionAt(code: string, at: number): string {
  let depth = 0;
  let i = at;
  while (i < code.length) {
    const c = code[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      i = readLiteral(code, i).end;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) {
      if (depth === 0) break;
      depth -= 1;
    }
    if (c === ',' && depth === 0) break;
    i += 1;
  }
  return code.slice(at, i).trim();
}

/** Every sentence site of the server's modules and platform. */
export function scanSites(): Site[] {
  const files = [join(SERVER, 'modules'), join(SERVER, 'platform')]
    .flatMap(sourceFiles)
    .filter((f) => !f.includes(`${join('platform', 'i18n')}`));
  const constants = constantsOf([...files, ...sourceFiles(CONTRACT)]);
  const sites: Site[] = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const lineOf = (index: number) => code.slice(0, index).split('\n').length;
    const add = (index: number, arg: string) =>
      sites.push({
        file: relative(SERVER, file),
        line: lineOf(index),
        source: arg,
        ...resolve(arg, code, constants),
      });
    for (const m of code.matchAll(ERRORS)) {
      const open = (m.index ?? 0) + m[0].length - 1;
      const args = splitArguments(code, open);
      const arg = args[SENTENCE_ARGUMENT[m[1] ?? ''] ?? 0];
      if (arg !== undefined) add(m.index ?? 0, arg);
    }
    // Functions that throw the sentence they are given: each call's argument is a site.
    for (const forward of FORWARDERS.filter((f) => file.endsWith(f.file))) {
      for (const m of code.matchAll(new RegExp(`\\b${forward.call}\\(`, 'g'))) {
        const open = (m.index ?? 0) + m[0].length - 1;
        const arg = splitArguments(code, open)[forward.argument];
        if (arg !== undefined && !/^\w+: /.test(arg)) add(m.index ?? 0, arg);
      }
    }
    for (const { property } of SENTENCE_PROPERTIES.filter((p) => file.endsWith(p.file))) {
      for (const m of code.matchAll(new RegExp(`\\b${property}:\\s*`, 'g'))) {
        add(m.index ?? 0, expressionAt(code, (m.index ?? 0) + m[0].length));
      }
    }
    // `{ error: … }` the code sends itself, and the sign-in limits' refusals (modules/auth/limits.ts).
    // (The messaging sign-in's refusals are STOMP ERROR frames, not HTTP answers: modules/messaging is left out.)
    const refusals = file.includes(join('modules', 'messaging'))
      ? /\.send\(\{ error: /g
      : /\.send\(\{ error: |\brefusal: \(\w*\) =>\s*/g;
    for (const m of code.matchAll(refusals)) {
      const at = (m.index ?? 0) + m[0].length;
      const end = /['"`]/.test(code[at] ?? '')
        ? readLiteral(code, at).end
        : code.slice(at).search(/[,}\n]/) + at;
      add(m.index ?? 0, code.slice(at, end).trim());
    }
  }
  return sites;
}

/** The values of a constant map of the server's or contract's sources. */
export function mapValues(name: string): string[] {
  const files = [join(SERVER, 'modules'), join(SERVER, 'platform')].flatMap(sourceFiles);
  return [
    ...(constantsOf([...files, ...sourceFiles(CONTRACT)])
      .maps.get(name)
      ?.values() ?? []),
  ];
}

/** Every literal's skeleton in the server's modules and platform and the contract (for unused entries). */
export function allSkeletons(): Set<string> {
  const files = [join(SERVER, 'modules'), join(SERVER, 'platform'), CONTRACT]
    .flatMap(sourceFiles)
    .filter((f) => !f.includes(`${join('platform', 'i18n')}`));
  return new Set(files.flatMap((f) => literalsOf(readFileSync(f, 'utf8')).map((l) => l.text)));
}

/** A template's skeleton: each `{part}` as `{}`. */
export const skeleton = (template: string) => template.replace(/\{\w+\}/g, '{}');
