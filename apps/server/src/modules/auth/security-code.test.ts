/** POST /v1/securitycode/generate and /validate: PIN sign-in by e-mailed code. */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/mail-schema.ts';
import { A, insertFixtures, PURSER } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, sessionCookie, type TestApp } from '../../test/helper.ts';
import { securityCodes } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  // A low address limit, so the per-address test needs few requests (code requests get twice as many).
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '10' } });
  await insertFixtures(t.db);
});
afterAll(() => t.close());
beforeEach(() => resetSignInState(t.db));

const OWNER = `2101@${A}`;
/** The same extension in the form App Access stores (spec: 9998{ext}@{domain}). */
const APP_OWNER = `99982101@${A}`;
const generate = (owner = OWNER, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/securitycode/generate',
    payload: { type: 'login', owner, ownerType: 'extension' },
    remoteAddress: ip,
  });
const validate = (code: string, owner = OWNER) =>
  t.app.inject({ method: 'POST', url: '/v1/securitycode/validate', payload: { type: 'login', owner, code } });

/** The code of the latest mail, as the person at the extension would read it. */
async function mailedCode(): Promise<string> {
  const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('code request', () => {
  it('mails a 6-digit code to the App Access address and stores only its hash', async () => {
    const res = await generate();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mails = await t.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: PURSER, subject: 'Your Portside sign-in code' });
    expect(mails[0]?.text).toContain('expires in 10 minutes');
    const code = await mailedCode();
    const [row] = await t.db.select().from(securityCodes).where(eq(securityCodes.owner, OWNER));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.attempts).toBe(0);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('answers 404 with the spec sentence when the extension has no App Access entry', async () => {
    const res = await generate(`2102@${A}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Login using Pin is not allowed for this extension. Please use password instead',
    });
  });

  it('answers 409 when the App Access entry names an extension that does not exist', async () => {
    const res = await generate(`3000@${A}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Unable to find extension.' });
  });

  it('answers 400 naming a malformed owner or a wrong type', async () => {
    const bad = await generate('2101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Field 'owner' must be extension@domain." });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/securitycode/generate',
      payload: { type: 'signup', owner: OWNER, ownerType: 'extension' },
    });
    expect(res.json()).toEqual({ error: 'Field \'type\' must be "login".' });
  });

  it('limits requests to 5 per extension in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await generate(OWNER, `10.1.0.${i}`)).statusCode).toBe(200);
    const res = await generate(OWNER, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /^Too many codes were requested for this extension\. Please try again in 1[45] minutes\.$/,
    );
  });

  it('counts the App Access form 9998<ext> and the plain <ext> as one extension: one budget of 5', async () => {
    for (let i = 0; i < 3; i++) expect((await generate(OWNER, `10.1.1.${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await generate(APP_OWNER, `10.1.2.${i}`)).statusCode).toBe(200);
    expect((await generate(APP_OWNER, '10.1.3.1')).statusCode).toBe(429);
    expect((await generate(OWNER, '10.1.3.2')).statusCode).toBe(429);
  });

  it('limits requests to 20 per address in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) await generate(`${5000 + i}@${A}`, '10.2.0.1');
    const res = await generate(OWNER, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many codes were requested from your network address\./);
    expect((await generate(OWNER, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('code check', () => {
  it('signs the extension in with the right code, once', async () => {
    await generate();
    const code = await mailedCode();
    const res = await validate(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const session = await t.app.inject({ url: '/v1/session', headers: { cookie: sessionCookie(res) } });
    expect(session.json()).toMatchObject({
      kind: 'extension',
      username: '2101',
      email: PURSER,
      user_uuid: null,
    });
    expect((await validate(code)).statusCode).toBe(401);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    await generate();
    const res = await validate(otherCode(await mailedCode()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid code, Please try again.' });
    const [row] = await t.db.select().from(securityCodes).where(eq(securityCodes.owner, OWNER));
    expect(row?.attempts).toBe(1);
  });

  it('kills the code after 5 wrong tries: then even the right code fails', async () => {
    await generate();
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) expect((await validate(otherCode(code))).statusCode).toBe(401);
    const res = await validate(code);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/request a new code/);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    await generate();
    const code = await mailedCode();
    for (let i = 0; i < 4; i++) await validate(otherCode(code));
    expect((await validate(code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await generate();
    const code = await mailedCode();
    await t.db.update(securityCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await validate(code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'The code has expired. Please request a new one.' });
  });

  it('resend replaces the code: the old one stops working, the new one works', async () => {
    await generate();
    const first = await mailedCode();
    await generate();
    const second = await mailedCode();
    if (first !== second) expect((await validate(first)).statusCode).toBe(401);
    expect((await validate(second)).statusCode).toBe(200);
  });

  it('shares one code and its 5 tries between the 9998<ext> and <ext> forms', async () => {
    await generate(APP_OWNER);
    const code = await mailedCode();
    for (let i = 0; i < 3; i++) expect((await validate(otherCode(code), OWNER)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await validate(otherCode(code), APP_OWNER)).statusCode).toBe(401);
    // Five wrong tries across both forms: the code is dead under either name.
    expect((await validate(code, OWNER)).json().error).toMatch(/request a new code/);
    expect((await validate(code, APP_OWNER)).json().error).toMatch(/request a new code/);
  });

  it('signs in by the 9998<ext> form as the extension itself', async () => {
    await generate(APP_OWNER);
    const res = await validate(await mailedCode(), APP_OWNER);
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({ url: '/v1/session', headers: { cookie: sessionCookie(res) } });
    expect(session.json()).toMatchObject({ kind: 'extension', username: '2101', email: PURSER });
  });

  it('refuses a code nobody asked for and a code that is not 6 digits', async () => {
    expect((await validate('123456')).json()).toEqual({ error: 'Invalid code, Please try again.' });
    const short = await validate('12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: "Field 'code' must be 6 digits." });
  });
});
