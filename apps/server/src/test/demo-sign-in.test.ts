/**
 * The README's demo sign-ins against the real demo seed: admin granted the fleet, the restricted officer,
 * the carrier that sees nothing of the cruise line, and PIN login of extension 2101 on CPL.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { outbox } from '../platform/mail-schema.ts';
import { OFFICER_USERNAME, PURSER_EMAIL, seedDemoFleet } from '../seed/demo-fleet.ts';
import { buildTestApp, sessionCookie, signIn, type TestApp } from './helper.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
const domains = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '100' } });
  const roster = loadRoster();
  await syncRoster(t.db, roster);
  for (const e of roster.environments) domains.set(e.code, e.domain);
  await seedDemoFleet(t.db, { adminPassword: PASSWORD, secretKey: Buffer.alloc(32, 7) });
}, 120_000);
afterAll(() => t.close());

const domain = (code: string) => domains.get(code) ?? '';
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe('demo fleet sign-in', () => {
  it('admin on CPL is granted the whole fleet and switches ship without signing in again', async () => {
    const cookie = await signIn(t.app, domain('CPL'), 'admin', PASSWORD);
    const session = (await get('/v1/session', cookie)).json();
    expect(session.environments.map((e: { code: string }) => e.code).sort()).toEqual(
      ['CPL', 'DPL', 'FAW', 'FPH', 'KPL', 'MPL'].sort(),
    );
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: { cookie },
      payload: { code: 'KPL' },
    });
    expect(switched.json().environment.code).toBe('KPL');
    expect((await get(`/v3/utils/statistics?domain=${domain('KPL')}`, cookie)).statusCode).toBe(200);
  });

  it('the officer on CPL reads CPL but not KPL', async () => {
    const cookie = await signIn(t.app, domain('CPL'), OFFICER_USERNAME, PASSWORD);
    expect((await get(`/v3/utils/statistics?domain=${domain('CPL')}`, cookie)).statusCode).toBe(200);
    expect((await get(`/v3/utils/statistics?domain=${domain('KPL')}`, cookie)).statusCode).toBe(403);
  });

  it('the carrier admin sees only the carrier', async () => {
    const cookie = await signIn(t.app, domain('BWC'), 'admin', PASSWORD);
    const session = (await get('/v1/session', cookie)).json();
    expect(session.environments.map((e: { code: string }) => e.code)).toEqual(['BWC']);
    expect(session.callingCardsOnly).toBe(true);
    expect((await get(`/v3/utils/statistics?domain=${domain('CPL')}`, cookie)).statusCode).toBe(403);
  });

  it('PIN login of 2101 on CPL: code mailed to the purser, then the extension is read back', async () => {
    const owner = `2101@${domain('CPL')}`;
    const generated = await t.app.inject({
      method: 'POST',
      url: '/v1/securitycode/generate',
      payload: { type: 'login', owner, ownerType: 'extension' },
    });
    expect(generated.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail?.to).toBe(PURSER_EMAIL);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const validated = await t.app.inject({
      method: 'POST',
      url: '/v1/securitycode/validate',
      payload: { type: 'login', owner, code },
    });
    expect(validated.statusCode).toBe(200);
    const ext = await get(`/v1/extension/domain/${domain('CPL')}/2101`, sessionCookie(validated));
    expect(ext.statusCode).toBe(200);
    expect(ext.json().extension).toMatch(/2101$/);
  });
});
