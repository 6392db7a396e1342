/** GET /v1/extension/domain/{domain}/{ext}: the sign-in flow's read-back of the extension. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const lookup = (domain: string, ext: string, cookie?: string) =>
  t.app.inject({ url: `/v1/extension/domain/${domain}/${ext}`, headers: cookie ? { cookie } : {} });

describe('extension lookup', () => {
  it('answers the extension summary, never its password', async () => {
    const res = await lookup(A, '2102', officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      extension_uuid: expect.any(String),
      extension: '2102',
      effective_caller_id_name: 'Cabin 2102',
      description: '1,2,3,4',
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers 404 for an unknown extension and 401 without a session', async () => {
    const missing = await lookup(A, '7777', officer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: `Extension 7777 does not exist in ${A}.` });
    expect((await lookup(A, '2102')).statusCode).toBe(401);
  });

  it("answers 403 for another ship's extension", async () => {
    expect((await lookup(B, '4000', officer)).statusCode).toBe(403);
  });

  it('does not need the PBX module: it is part of sign-in', async () => {
    const cookie = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await lookup(NOPBX, '1000', cookie)).statusCode).toBe(404);
  });

  it('answers 400 for an extension that is not a number', async () => {
    const res = await lookup(A, 'abc', officer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Field 'ext' must be an extension number." });
  });
});
