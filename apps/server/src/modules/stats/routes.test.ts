/** GET /v3/utils/statistics?domain= through the API: the guard around computeStatistics. */
import { Statistics } from '@portside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, CAR, insertFixtures, NOPBX, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let admin: string;
let officer: string;
let carrier: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  carrier = await signIn(t.app, CAR, 'admin', PASSWORD);
});
afterAll(() => t.close());

const stats = (query: string, cookie?: string) =>
  t.app.inject({ url: `/v3/utils/statistics${query}`, headers: cookie ? { cookie } : {} });

describe('GET /v3/utils/statistics', () => {
  it("answers the domain's statistics in the contract's shape", async () => {
    const res = await stats(`?domain=${A}`, officer);
    expect(res.statusCode).toBe(200);
    const body = Statistics.parse(res.json());
    expect(body.pbx.extensions).toBe(3);
    expect(body.calls_per_day).toHaveLength(14);
  });

  it('answers a section the role may not read empty: a billing clerk sees no PBX or messaging figure', async () => {
    const clerk = await signIn(t.app, A, 'clerk', PASSWORD);
    const body = Statistics.parse((await stats(`?domain=${A}`, clerk)).json());
    expect(body.pbx).toEqual({ extensions: 0, ringgroups: 0, voicemails: 0, cdrs: 0 });
    expect(body.messaging).toEqual({ messages: 0 });
    const full = Statistics.parse((await stats(`?domain=${A}`, officer)).json());
    expect(body.callingcards).toEqual(full.callingcards);
  });

  it('lets a user read a granted ship', async () => {
    expect((await stats(`?domain=${B}`, admin)).json().pbx.extensions).toBe(1);
  });

  it("refuses another ship's statistics to a restricted user and the cruise line's to the carrier", async () => {
    const res = await stats(`?domain=${B}`, officer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: `You do not have access to domain ${B}.` });
    expect((await stats(`?domain=${A}`, carrier)).statusCode).toBe(403);
  });

  it('is open to every module: the carrier and an organisation without PBX see their own', async () => {
    expect((await stats(`?domain=${CAR}`, carrier)).statusCode).toBe(200);
    const nopbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await stats(`?domain=${NOPBX}`, nopbx)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 400 without a domain', async () => {
    expect((await stats(`?domain=${A}`)).statusCode).toBe(401);
    const res = await stats('', officer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Field 'domain' is required." });
  });
});
