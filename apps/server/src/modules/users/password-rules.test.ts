/**
 * Password rules (issue 10 item 3): at least 10 characters, never the username (any case), not a common
 * password or a simple variation of one; each refused with a 400 naming `password` and saying why, on
 * create and on a password change. The demo password still passes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../platform/config.ts';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { assertPasswordRules, isCommonPassword } from './password-rules.ts';
import { users } from './schema.ts';

describe('isCommonPassword', () => {
  it('knows common passwords and their simple variations', () => {
    for (const p of ['password123', 'P@ssw0rd123', 'qwertyuiop', '1234567890', 'iloveyou12', 'drowssap123']) {
      expect(isCommonPassword(p, 'chef'), p).toBe(true);
    }
  });

  it('lets through passphrases, the demo and the fixture passwords', () => {
    for (const p of [DEFAULT_DEMO_PASSWORD, PASSWORD, 'galley-secret', 'tidal-lantern-42']) {
      expect(isCommonPassword(p, 'chef'), p).toBe(false);
    }
  });

  it('counts the username as known: the username and digits is common', () => {
    expect(isCommonPassword('bosun.mcgregor1', 'bosun.mcgregor')).toBe(true);
    expect(isCommonPassword('bosun.mcgregor1', 'chef')).toBe(false);
  });
});

describe('assertPasswordRules', () => {
  it('says why in one sentence naming the field', () => {
    expect(() => assertPasswordRules('short-pw1', 'chef')).toThrow(
      "Field 'password' must be at least 10 characters long.",
    );
    expect(() => assertPasswordRules('Chef.Galley', 'chef.galley')).toThrow(
      "Field 'password' must not be the same as the username.",
    );
    expect(() => assertPasswordRules('password123', 'chef')).toThrow(
      "Field 'password' is too easy to guess: it is a common password or a simple variation of one.",
    );
    expect(() => assertPasswordRules(DEFAULT_DEMO_PASSWORD, 'admin')).not.toThrow();
  });
});

describe('on the API', () => {
  let t: TestApp;
  let officer: string;
  const base = `/v3/pbx/domain/${A}/user`;
  const body = (username: string, password: string) => ({
    username,
    password,
    user_email: `${username}@a.test`,
    contactInfo: { contact_name_given: username },
  });

  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtures(t.db);
    officer = await signIn(t.app, A, 'officer', PASSWORD);
  });
  afterAll(() => t.close());

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: base, headers: { cookie: officer }, payload });

  it('refuses a short, username-equal or common password on create, storing nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['cook.one', 'nine-char', "Field 'password' must be at least 10 characters long."],
      ['cook.ones.x', 'COOK.ONES.X', "Field 'password' must not be the same as the username."],
      [
        'cook.two',
        'Password123',
        "Field 'password' is too easy to guess: it is a common password or a simple variation of one.",
      ],
    ];
    for (const [username, password, error] of cases) {
      const res = await post(body(username, password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'cook.two'))).toEqual([]);
  });

  it('refuses them on a password change too, and accepts the demo password', async () => {
    const made = await post(body('cook.three', DEFAULT_DEMO_PASSWORD));
    expect(made.statusCode).toBe(201);
    const id = made.json().user_uuid;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers: { cookie: officer }, payload });
    expect((await patch({ password: 'qwertyuiop' })).json()).toEqual({
      error: "Field 'password' is too easy to guess: it is a common password or a simple variation of one.",
    });
    // Against the username the change gives, when it gives one.
    expect((await patch({ username: 'cook.four.x', password: 'Cook.Four.X' })).json()).toEqual({
      error: "Field 'password' must not be the same as the username.",
    });
    await expect(signIn(t.app, A, 'cook.three', DEFAULT_DEMO_PASSWORD)).resolves.toMatch(/portside_session=/);
  });
});
