/**
 * How an error is written to the log (issue 10 item 7). A failed database statement carries what it was
 * sent: drizzle's DrizzleQueryError has the SQL and `params` (and repeats both in its message and stack),
 * PGlite adds `query`, `params` and `queryOptions` to its error, and PostgreSQL's `detail` quotes the
 * offending row ('Key (pin)=(1234) already exists.'). Those values are password hashes, encrypted SIP
 * secrets, PINs and personal data, so a database error is logged by what failed, never by what it held:
 * the SQL state, the constraint, table and column, and the statement's kind and table.
 */

/** The fields of a PostgreSQL error (pg's DatabaseError, PGlite's) that name things but hold no values. */
const NAMING_FIELDS = ['severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'] as const;

/** Fields other errors may carry that hold statement text or values. */
const VALUE_FIELDS = new Set([
  'query',
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);

type Loose = Error & Record<string, unknown>;

function chain(err: unknown): Loose[] {
  const out: Loose[] = [];
  let e: unknown = err;
  while (e instanceof Error && out.length < 10 && !out.includes(e as Loose)) {
    out.push(e as Loose);
    e = e.cause;
  }
  return out;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The PostgreSQL error in an error's cause chain, and the SQL that failed, when it is one. */
function databaseFailure(err: unknown): { pg: Loose | undefined; query: string | undefined } | undefined {
  const errors = chain(err);
  const pg = errors.find((e) => isSqlState(e.code) && 'severity' in e);
  const query = errors.map((e) => e.query).find((q): q is string => typeof q === 'string');
  return pg || query !== undefined ? { pg, query } : undefined;
}

/** 'insert into "pins"', 'select from "cdrs"': the statement's kind and first table, no values. */
export function statementName(query: string): string {
  const q = query.trim().replace(/\s+/g, ' ');
  const write = /^(insert into|update|delete from)\s+("?[\w.]+"?)/i.exec(q);
  if (write) return `${write[1]?.toLowerCase()} ${write[2]}`;
  const verb = (/^\w+/.exec(q)?.[0] ?? 'statement').toLowerCase();
  const from = /\bfrom\s+("?[\w.]+"?)/i.exec(q);
  return from ? `${verb} from ${from[1]}` : verb;
}

/** PostgreSQL puts the offending value after a colon ('invalid input syntax for type integer: "x"'). */
const withoutValue = (message: string) => message.replace(/:\s[\s\S]*$/, ': [value not logged]');

/** The stack's frames only: the first line repeats the message, which for drizzle holds the params. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** pino's `err` serializer: a database error by name and state, any other error as usual. */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const db = databaseFailure(err);
  if (db) {
    const { pg, query } = db;
    const out: SerializedError = {
      type: 'DatabaseError',
      message: pg ? withoutValue(pg.message) : 'A database statement failed.',
      stack: framesOf(err.stack),
    };
    if (pg) out.sqlState = pg.code;
    for (const field of NAMING_FIELDS) if (typeof pg?.[field] === 'string') out[field] = pg[field];
    if (query !== undefined) out.statement = statementName(query);
    return out;
  }
  const out: SerializedError = { type: err.name, message: err.message, stack: err.stack ?? '' };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause' && !VALUE_FIELDS.has(key)) out[key] = value;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause);
  return out;
}

/** One line for a start-up failure printed to the console: the same rule as the log. */
export function safeErrorMessage(err: unknown): string {
  const s = serializeError(err);
  if (s.type !== 'DatabaseError') return String(s.message);
  const names = [
    s.statement,
    s.constraint && `constraint ${s.constraint}`,
    s.sqlState && `SQL state ${s.sqlState}`,
  ];
  return `${s.message} (${names.filter(Boolean).join(', ')})`;
}
