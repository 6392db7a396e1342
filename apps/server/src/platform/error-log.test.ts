/**
 * The error log never holds a failed statement's values (issue 10 item 7): a database error that becomes
 * a 500 is logged with its SQL state, constraint and statement name, and none of the parameters (here a
 * stand-in password hash, a PIN and an e-mail address) nor PostgreSQL's detail quoting the row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { users } from '../modules/users/schema.ts';
import { A, insertFixtures } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { safeErrorMessage, serializeError, statementName } from './error-log.ts';
import { loggerOptions } from './logger.ts';

const HASH = '$argon2id$v=19$SECRET-HASH-0001';
const PIN = 'SECRET-PIN-8842';

let t: TestApp;
let logged: App;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const config = { ...t.config, LOG_LEVEL: 'info' as const };
  logged = await buildApp({
    config,
    database: t.database,
    logger: { ...(loggerOptions(config) as object), stream: { write: (l: string) => lines.push(l) } },
  });
  // Not an API path, so it needs no permission: two statements that fail with values in them.
  logged.get('/test/duplicate-user', async () => {
    await t.db.insert(users).values({ domain: A, username: 'admin', passwordHash: HASH, email: 'x@a.test' });
  });
  logged.get('/test/bad-cast', async () => {
    await t.db.execute(sql`select ${PIN}::int as n`);
  });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('the error log', () => {
  it('names a failed insert by statement, constraint and SQL state, without its parameters', async () => {
    lines.length = 0;
    const res = await logged.inject({ url: '/test/duplicate-user' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Unable to process request.' });
    const log = lines.join('\n');
    expect(log).not.toContain('SECRET');
    expect(log).not.toContain('x@a.test');
    expect(log).not.toMatch(/already exists|params/);
    const entry = JSON.parse(lines.find((l) => l.includes('request failed')) ?? '{}');
    expect(entry.err).toMatchObject({
      type: 'DatabaseError',
      sqlState: '23505',
      constraint: 'users_domain_username',
      table: 'users',
      statement: 'insert into "users"',
    });
  });

  it('leaves out the value PostgreSQL quotes in its message', async () => {
    lines.length = 0;
    expect((await logged.inject({ url: '/test/bad-cast' })).statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).not.toContain('SECRET');
    const entry = JSON.parse(lines.find((l) => l.includes('request failed')) ?? '{}');
    expect(entry.err).toMatchObject({
      sqlState: '22P02',
      message: 'invalid input syntax for type integer: [value not logged]',
      statement: 'select',
    });
  });

  it('logs other errors as usual, and the start-up line follows the same rule', async () => {
    const plain = Object.assign(new Error('mailer down'), { code: 'ECONNREFUSED' });
    expect(serializeError(plain)).toMatchObject({
      type: 'Error',
      message: 'mailer down',
      code: 'ECONNREFUSED',
    });
    const failed = await t.db
      .insert(users)
      .values({ domain: A, username: 'admin', passwordHash: HASH, email: 'x@a.test' })
      .catch((e: unknown) => e);
    const line = safeErrorMessage(failed);
    expect(line).not.toContain('SECRET');
    expect(line).toMatch(/insert into "users", constraint users_domain_username, SQL state 23505/);
  });

  it('names statements by kind and table', () => {
    expect(statementName('update "cards" set "credit" = $1 where "id" = $2')).toBe('update "cards"');
    expect(statementName('delete from "sessions" where x')).toBe('delete from "sessions"');
    expect(statementName('select "a" from "cdrs" where "b" = $1')).toBe('select from "cdrs"');
  });
});
