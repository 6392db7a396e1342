/**
 * Turns a schema validation failure into the one sentence the API answers, naming the field, e.g.
 * "Field 'username' is required." or "Field 'code' must be 6 digits." (DESIGN §2: bad input is a 400
 * naming the field). Only the first issue is reported: the console shows one alert at a time.
 */
import type { FastifySchemaValidationError } from 'fastify';

type Issue = FastifySchemaValidationError & { params?: Record<string, unknown> };

const PLACES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

export function validationSentence(issues: Issue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Two templates of platform/i18n, each with the predicate as a part it translates on its own.
  if (path) return `Field '${path}' ${predicate(issue)}.`;
  return `${PLACES[context ?? 'body'] ?? 'The request'} ${predicate(issue)}.`;
}

function predicate(issue: Issue): string {
  const p = issue.params ?? {};
  const message = issue.message ?? '';
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received undefined/.test(message)) return 'is required';
      return `must be ${withArticle(String(p.expected ?? 'value'))}`;
    case 'too_small':
      return bound('at least', p);
    case 'too_big':
      return bound('at most', p);
    case 'invalid_value': {
      const values = (Array.isArray(p.values) ? p.values : []).map((v) => JSON.stringify(v));
      const last = values.pop();
      return values.length === 0 ? `must be ${last}` : `must be ${values.join(', ')} or ${last}`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.join(', ') : '';
      return `has unknown fields: ${keys}`;
    }
    default:
      // Contract schemas give their own wording ("must be extension@domain"); zod's defaults start with
      // "Invalid ..." and read badly after a field name.
      return /^Invalid /.test(message) || message === '' ? 'is not valid' : message.replace(/\.$/, '');
  }
}

function bound(word: 'at least' | 'at most', p: Record<string, unknown>): string {
  const least = word === 'at least';
  const n = Number(least ? p.minimum : p.maximum);
  // Whole sentences, so platform/i18n has a template for each.
  switch (p.origin) {
    case 'string':
      if (least && n === 1) return 'must not be empty';
      return least ? `must be at least ${n} characters long` : `must be at most ${n} characters long`;
    case 'array':
    case 'set':
      return least ? `must have at least ${n} items` : `must have at most ${n} items`;
    default:
      return least ? `must be at least ${n}` : `must be at most ${n}`;
  }
}

function withArticle(type: string): string {
  if (type === 'int') return 'a whole number';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
