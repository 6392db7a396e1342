/** PUT /v1/session/language: each signed-in person keeps their own console language, for any browser. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../platform/session.ts';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, signIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetSignInState(t.db);
  await t.db.execute(sql`update users set language = null`);
  await t.db.execute(sql`update app_access set language = null`);
});

const getSession = (cookie: string) => t.app.inject({ url: '/v1/session', headers: { cookie } });
const setLanguage = (cookie: string | undefined, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/session/language',
    headers: cookie ? { cookie } : {},
    payload: { language } as object,
  });

const USERS = [
  ['organisation administrator', 'orgadmin'],
  ['ship administrator', 'officer'],
  ['operator', 'operator'],
  ['billing clerk', 'clerk'],
  ['auditor', 'auditor'],
] as const;

describe('PUT /v1/session/language', () => {
  it.each(USERS)(
    'lets an %s set their own, which their next sign-in in another browser finds',
    async (_, name) => {
      const first = await signIn(t.app, A, name, PASSWORD);
      expect((await getSession(first)).json().language).toBeNull();
      const res = await setLanguage(first, 'el');
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe('el');
      const elsewhere = await signIn(t.app, A, name, PASSWORD);
      expect((await getSession(elsewhere)).json().language).toBe('el');
      // Nobody else's row changed.
      const others = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where language is not null`,
      );
      expect((others as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    },
  );

  it('keeps an extension’s (signed in by code) on its App Access entry, for its next code sign-in', async () => {
    const session = async () =>
      `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '2101', domain: A })}`;
    const first = await session();
    expect((await getSession(first)).json().language).toBeNull();
    expect((await setLanguage(first, 'de')).json().language).toBe('de');
    expect((await getSession(await session())).json().language).toBe('de');
    const rows = await t.db.execute<{ extension: string; language: string | null }>(
      sql`select extension, language from app_access order by extension`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { extension: '3000@a.test', language: null },
      { extension: '99982101@a.test', language: 'de' },
    ]);
  });

  it('refuses a language the console does not have (400 naming the field) and a caller not signed in (401)', async () => {
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    const bad = await setLanguage(cookie, 'it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('language');
    expect((await getSession(cookie)).json().language).toBeNull();
    expect((await setLanguage(undefined, 'fr')).statusCode).toBe(401);
  });
});
