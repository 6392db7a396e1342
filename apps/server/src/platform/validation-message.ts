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
  const subject = path ? `Field '${path}'` : (PLACES[context ?? 'body'] ?? 'The request');
  return `${subject} ${predicate(issue)}.`;
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
      const values = Array.isArray(p.values) ? p.values : [];
      return `must be ${values.map((v) => JSON.stringify(v)).join(' or ')}`;
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
  const n = Number(word === 'at least' ? p.minimum : p.maximum);
  switch (p.origin) {
    case 'string':
      return word === 'at least' && n === 1 ? 'must not be empty' : `must be ${word} ${n} characters long`;
    case 'array':
    case 'set':
      return `must have ${word} ${n} items`;
    default:
      return `must be ${word} ${n}`;
  }
}

function withArticle(type: string): string {
  if (type === 'int') return 'a whole number';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
