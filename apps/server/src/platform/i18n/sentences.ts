/**
 * The API's sentences in the console's other languages (issue 15 item 1: the API reads Accept-Language).
 * The code writes English; the error handler passes each `{error}` sentence through `translate`, which
 * looks it up in the language's catalogue (fr.ts, de.ts, el.ts, es.ts) by its English template. A template
 * names the parts that vary, `{code}`; a part that is itself a catalogue entry (a role's or permission's
 * label) is translated too. A sentence no catalogue has stays English: the catalogues hold the common
 * sentences of sign-in, access and validation, and grow as sentences are translated.
 */
import { isLanguage, type Language } from '@portside/contract/locale';
import { de } from './de.ts';
import { el } from './el.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/** The English templates the catalogues translate, most specific first (they are tried in this order). */
export const SENTENCES = [
  // Sign-in and sessions
  'Not signed in.',
  'Invalid username or password.',
  'This account is disabled. Please contact your administrator.',
  'Too many attempts. Please wait a few minutes and try again.',
  // Access
  'You are not allowed to do this.',
  'An extension sign-in can only use its own self-service pages.',
  'Your role ({role}) may not {action}.',
  'You do not have access to environment {code}.',
  'You do not have access to domain {domain}.',
  'Unknown domain {domain}.',
  'Unknown environment.',
  'Not found.',
  'Unable to process request.',
  // Requests and validation (platform/validation-message.ts)
  'The request body is empty; send a JSON object.',
  'The request body is not valid JSON.',
  'The request is not valid.',
  "Field '{field}' is required.",
  "Field '{field}' must not be empty.",
  "Field '{field}' is not valid.",
  "Field '{field}' must be at least {n} characters long.",
  "Field '{field}' must be at most {n} characters long.",
  "Field '{field}' must be {kind}.",
  // Parts of the sentences above
  'a string',
  'a number',
  'a whole number',
  'a boolean',
  'an object',
  'an array',
  'Organisation administrator',
  'Ship administrator',
  'Operator',
  'Billing clerk',
  'Auditor',
  'Extension',
  'view the dashboard',
  'view the PBX',
  'change the PBX',
  'read phone secrets',
  'view calling cards',
  'change calling cards',
  'read messages',
  'send messages',
  'view the directory',
  'change the directory',
  'view users',
  'manage users',
  'view the audit log',
  'manage API tokens',
  "change the ship's settings",
  'use self-service',
] as const;

export type Sentence = (typeof SENTENCES)[number];
/** A language's sentences: every English template, with the same {parts}. */
export type SentenceCatalogue = Record<Sentence, string>;

const PART = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template with a part, as a pattern capturing its parts by name. */
const PATTERNS = SENTENCES.filter((s) => s.includes('{')).map((template) => ({
  template,
  names: [...template.matchAll(PART)].map((m) => m[1] ?? ''),
  pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, '(.+?)')}$`),
}));
const EXACT = new Set<string>(SENTENCES);

const catalogues: Partial<Record<Language, SentenceCatalogue>> = { fr, de, el, es };

/** The language of an Accept-Language header the API speaks (highest q first), else English. */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

/** `sentence` in `language`, or as it is when the language's catalogue does not have it. */
export function translate(sentence: string, language: Language): string {
  const catalogue = catalogues[language];
  if (!catalogue) return sentence;
  if (EXACT.has(sentence)) return catalogue[sentence as Sentence];
  for (const { template, names, pattern } of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    return catalogue[template].replace(PART, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return EXACT.has(value) ? catalogue[value as Sentence] : value;
    });
  }
  return sentence;
}
