/**
 * The channels' configuration routes: GET and PUT /v3/tenant/domain/:domain/channel[/:channel] for
 * 'environment.manage' (administrators) on the environments they may act on; credentials encrypted at
 * rest, never answered (only whether set), kept when an update leaves them out, and never in the audit
 * log; what "configured" takes per channel; bad input a 400 naming the field.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, loadSecretKey } from '../../platform/secrets.ts';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/schema.ts';
import { channelConfigs } from './schema.ts';

let t: TestApp;
/** Ship administrator of Alpha, granted Bravo. */
let admin: string;
/** Ship administrator of Alpha only. */
let officer: string;
const cookies = new Map<string, string>();
const path = (domain: string, channel?: string) =>
  `/v3/tenant/domain/${domain}/channel${channel ? `/${channel}` : ''}`;
const TOKEN = '987654:bot-token-never-answered';
const HOOK = 'webhook-secret-never-answered';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  for (const name of ['operator', 'clerk', 'auditor'])
    cookies.set(name, await signIn(t.app, A, name, PASSWORD));
});
afterAll(() => t.close());

const get = (domain: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: path(domain), headers: cookie ? { cookie } : {} });
const put = (domain: string, channel: string, payload: object, cookie: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: path(domain, channel), headers: cookie ? { cookie } : {}, payload });

describe('reading', () => {
  it('lists the five outside channels, unconfigured, with their webhook paths', async () => {
    const res = await get(A);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { channel: string; configured: boolean; webhook_path: string }[];
    expect(data.map((c) => c.channel)).toEqual(['sms', 'whatsapp', 'imessage', 'viber', 'telegram']);
    expect(data.every((c) => !c.configured)).toBe(true);
    expect(data[4]).toMatchObject({
      webhook_path: `/webhooks/telegram/${A}`,
      has_secret: false,
      inbox_account: null,
    });
  });
});

describe('setting', () => {
  it('stores the credentials encrypted, answers only that they are set, and configures the channel', async () => {
    const res = await put(A, 'telegram', { secret: TOKEN, webhook_secret: HOOK, inbox_account: '99982101' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      channel: 'telegram',
      configured: true,
      enabled: true,
      has_secret: true,
      has_webhook_secret: true,
      inbox_account: '99982101',
      base_url: null,
    });
    for (const answer of [res.body, (await get(A)).body]) {
      expect(answer).not.toContain(TOKEN);
      expect(answer).not.toContain(HOOK);
    }
    const [row] = await t.db
      .select()
      .from(channelConfigs)
      .where(and(eq(channelConfigs.domain, A), eq(channelConfigs.channel, 'telegram')));
    expect(row?.secretEncrypted).not.toContain(TOKEN);
    expect(decryptSecret(row?.secretEncrypted ?? '', loadSecretKey(t.config))).toBe(TOKEN);
    expect(decryptSecret(row?.webhookSecretEncrypted ?? '', loadSecretKey(t.config))).toBe(HOOK);
  });

  it('keeps the stored credentials when an update leaves them out, and a disabled channel is not configured', async () => {
    const before = await t.db.select().from(channelConfigs).where(eq(channelConfigs.channel, 'telegram'));
    const res = await put(A, 'telegram', {
      enabled: false,
      inbox_account: '2101',
      base_url: 'http://127.0.0.1:9/',
    });
    expect(res.json()).toMatchObject({
      configured: false,
      enabled: false,
      has_secret: true,
      base_url: 'http://127.0.0.1:9',
    });
    const after = await t.db.select().from(channelConfigs).where(eq(channelConfigs.channel, 'telegram'));
    expect(after[0]?.secretEncrypted).toBe(before[0]?.secretEncrypted);
  });

  it('configures SMS only with the account SID, the sending number and the auth token', async () => {
    const partial = await put(A, 'sms', { account_id: 'AC1', inbox_account: '2101', secret: 'x-token' });
    expect(partial.json()).toMatchObject({ configured: false, has_secret: true });
    const full = await put(A, 'sms', { account_id: 'AC1', sender: '+15550000001', inbox_account: '2101' });
    expect(full.json()).toMatchObject({ configured: true, account_id: 'AC1', sender: '+15550000001' });
  });

  it('answers 400 naming the field for an inbox account that is not an extension, a bad URL or channel', async () => {
    const notOurs = await put(A, 'viber', { inbox_account: '4000' });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error).toBe('4000 is not an extension of a.test.');
    const url = await put(A, 'viber', { inbox_account: '2101', base_url: 'ftp://x' });
    expect(url.statusCode).toBe(400);
    expect(url.json().error).toMatch(/base_url/);
    expect((await put(A, 'fax', { inbox_account: '2101' })).statusCode).toBe(400);
    expect((await put(A, 'viber', { inbox_account: '2101', token: 'x' })).statusCode).toBe(400);
  });

  it('never writes a credential into the audit log', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'channel_configs'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ domain: A, entityId: 'telegram' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(HOOK);
  });
});

describe('who may', () => {
  it('refuses operators, billing clerks and auditors (403) and the signed-out (401)', async () => {
    for (const name of ['operator', 'clerk', 'auditor']) {
      expect((await get(A, cookies.get(name))).statusCode, name).toBe(403);
      expect((await put(A, 'sms', { inbox_account: '2101' }, cookies.get(name))).statusCode, name).toBe(403);
    }
    expect((await get(A, null)).statusCode).toBe(401);
    expect((await put(A, 'sms', { inbox_account: '2101' }, null)).statusCode).toBe(401);
  });

  it("sets another environment's channels only for an administrator granted it, apart from this one's", async () => {
    const res = await put(B, 'whatsapp', {
      inbox_account: '4000',
      account_id: 'AC2',
      sender: '+1',
      secret: 's',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bravo = (await get(B)).json().data as { channel: string; configured: boolean }[];
    expect(bravo.find((c) => c.channel === 'whatsapp')?.configured).toBe(true);
    const alpha = (await get(A)).json().data as { channel: string; configured: boolean }[];
    expect(alpha.find((c) => c.channel === 'whatsapp')?.configured).toBe(false);
    expect((await get(B, officer)).statusCode).toBe(403);
    expect((await put(B, 'sms', { inbox_account: '4000' }, officer)).statusCode).toBe(403);
    expect((await get('nowhere.test')).statusCode).toBe(404);
  });
});
