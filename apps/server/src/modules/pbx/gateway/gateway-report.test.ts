/** GET /v3/pbx/gateway-report?domain=: counts per gateway of one site, read per granted site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions } from '../schema.ts';

let t: TestApp;
let admin: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const ext = (domain: string, extension: string, description: string) => ({
    domain,
    extension,
    passwordEncrypted: 'x',
    description,
  });
  await t.db.insert(extensions).values([
    ext(A, '5001', '3,1,0,0'),
    ext(A, '5002', '3,2,0,0'),
    ext(A, '5003', '12,1,0,0'),
    ext(A, '5004', '0,1,0,0'),
    ext(A, '5005', '3,1,0'),
    ext(A, '5006', '3, 1, 0, 0'),
    ext(A, '5007', 'Gateway 3'),
    // A typo of 21 digits is no gateway, and must not fail the whole site's report.
    ext(A, '5008', '300000000000000000001,1,0,0'),
    ext(A, '5009', '000000000000000000012,2,0,0'),
    ext(B, '6001', '3,9,0,0'),
  ]);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const report = (query: string, cookie = admin) =>
  t.app.inject({ url: `/v3/pbx/gateway-report?${query}`, headers: cookie ? { cookie } : {} });

describe('gateway report', () => {
  it('counts descriptions of four numbers with the first above 0, per gateway, ascending', async () => {
    const res = await report(`domain=${A}`);
    expect(res.statusCode).toBe(200);
    // 2102 of the fixtures is '1,2,3,4'.
    expect(res.json()).toEqual({
      code: 'AAA',
      gateways: [
        { gateway: 1, count: 1 },
        { gateway: 3, count: 2 },
        { gateway: 12, count: 2 },
      ],
    });
    expect((await report(`domain=${B}`)).json()).toEqual({
      code: 'BBB',
      gateways: [{ gateway: 3, count: 1 }],
    });
  });

  it('exports one site as CSV with the site code as the count column', async () => {
    const res = await report(`domain=${A}&format=csv`);
    expect(res.headers['content-disposition']).toMatch(/filename="gatewayreport-AAA-\d{8}\.csv"/);
    expect(res.body).toBe('gateway,AAA\n1,1\n3,2\n12,2\n');
  });

  it('answers 400 without a domain, 401, 403 for a site not granted, 404 for an unknown one', async () => {
    expect((await report('')).json()).toEqual({ error: "Field 'domain' is required." });
    expect((await report(`domain=${A}`, '')).statusCode).toBe(401);
    expect((await report(`domain=${B}`, officer)).statusCode).toBe(403);
    expect((await report('domain=nowhere.test')).statusCode).toBe(404);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await report(`domain=${NOPBX}`, noPbx)).statusCode).toBe(403);
  });
});
