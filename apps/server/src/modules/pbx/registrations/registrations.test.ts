/**
 * GET /v3/pbx/domain/{domain}/sip/registrations on the demo registrar (the seeded table, REGISTRAR=demo,
 * the embedded default): tabs by profile, search, export, guard, and the header that tells the console the
 * rows are demo data; DELETE .../{ext} removes a demo row. The live registrar: kamailio.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { sipRegistrations } from '../schema.ts';

let t: TestApp;
let officer: string;
const expiresAt = new Date(Date.now() + 3_600_000);
beforeAll(async () => {
  t = await buildTestApp({ env: { REGISTRAR: 'demo' } });
  await insertFixtures(t.db);
  const row = (domain: string, profile: string, user: string, agent: string, pingTime: number | null) => ({
    domain,
    profile,
    sipUser: `${user}@${domain}`,
    agent,
    ip: '10.21.20.14',
    port: 5060,
    pingTime,
    pingStatus: pingTime === null ? 'Unreachable' : 'Reachable',
    status: 'Registered(UDP)',
    expiresAt,
  });
  await t.db
    .insert(sipRegistrations)
    .values([
      row(A, 'internal', '2101', 'Yealink SIP-T46U 108.86.0.45', 4.2),
      row(A, 'internal', '2102', 'Grandstream GXW4248 1.0.21.5', null),
      row(A, 'external', '99982101', '=cmd|PortsideCrew/3.4.1 (iOS 17.5.1)', 612.5),
      row(B, 'internal', '4000', 'Cisco-CP8841-3PCC/11.3.7', 3),
    ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const get = (query: string, cookie = officer, domain = A) =>
  t.app.inject({
    url: `/v3/pbx/domain/${domain}/sip/registrations?${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('registrations', () => {
  it('answers the rows keyed by profile, internal first', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-registrar']).toBe('demo');
    const source = await t.app.inject({
      url: `/v3/pbx/domain/${A}/sip/registrar`,
      headers: { cookie: officer },
    });
    expect(source.json()).toEqual({ kind: 'demo' });
    const body = res.json();
    expect(Object.keys(body)).toEqual(['internal', 'external']);
    expect(body.internal.data).toHaveLength(2);
    expect(body.internal.data[0]).toEqual({
      user: `2101@${A}`,
      agent: 'Yealink SIP-T46U 108.86.0.45',
      ip: '10.21.20.14',
      port: 5060,
      pingtime: 4.2,
      pingstatus: 'Reachable',
      status: 'Registered(UDP)',
    });
    expect(body.internal.data[1]).toMatchObject({ pingtime: null, pingstatus: 'Unreachable' });
  });

  it('searches user or agent from 3 characters, any case, and narrows to a profile', async () => {
    const yea = (await get('search=yEaL')).json();
    expect(yea.internal.data.map((r: { user: string }) => r.user)).toEqual([`2101@${A}`]);
    expect(yea.external.data).toEqual([]);
    expect((await get('search=21')).json().internal.data).toHaveLength(2);
    expect(Object.keys((await get('profile=external')).json())).toEqual(['external']);
  });

  it('exports as registration-<code>-<date>.csv with neutralised cells', async () => {
    const res = await get('format=csv&profile=external&columns=user,agent,pingtime');
    expect(res.headers['content-disposition']).toMatch(/filename="registration-AAA-\d{8}\.csv"/);
    expect(res.body).toBe(`user,agent,pingtime\n99982101@${A},'=cmd|PortsideCrew/3.4.1 (iOS 17.5.1),612.5\n`);
  });

  it('answers 400, 401, 403 for another ship and without the PBX module', async () => {
    expect((await get('columns=user,secret&format=csv')).json()).toEqual({
      error: "Field 'columns' has an unknown column 'secret'.",
    });
    expect((await get('', '')).statusCode).toBe(401);
    expect((await get('', officer, B)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await get('', noPbx, NOPBX)).statusCode).toBe(403);
  });

  it('unregisters a demo row (pbx.write), 404 when there is none, 403 for an auditor', async () => {
    const del = (ext: string, cookie = officer) =>
      t.app.inject({
        method: 'DELETE',
        url: `/v3/pbx/domain/${A}/sip/registrations/${ext}`,
        headers: { cookie },
      });
    const auditor = await signIn(t.app, A, 'auditor', PASSWORD);
    expect((await del('2102', auditor)).statusCode).toBe(403);
    expect((await del('2102')).statusCode).toBe(204);
    expect((await get('')).json().internal.data.map((r: { user: string }) => r.user)).toEqual([`2101@${A}`]);
    const again = await del('2102');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `Extension 2102 has no registration in domain ${A}.` });
  });
});
