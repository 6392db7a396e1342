/**
 * The live registrar (issue 14 items 1, 2): Kamailio started from deploy/kamailio/kamailio.cfg against this
 * file's throw-away PostgreSQL database, sipsak registering with an extension's SIP password, and
 * GET /v3/pbx/domain/{domain}/sip/registrations showing it within 2 s; a wrong password and a disabled
 * extension are refused; unregister (ul.rm over Kamailio's JSON-RPC) removes it; usrloc's keep-alive
 * round trip reaches the row; a call between two extensions is recorded by dialog + acc. PostgreSQL only: Kamailio cannot reach the embedded database.
 */
import dgram from 'node:dgram';
import type { Registration } from '@portside/contract/pbx/registrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { type ExtensionSetup, extensionSetup } from '../../../test/extension-setup.ts';
import { A } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/helper.ts';
import {
  freePort,
  type Kamailio,
  kamailioPorts,
  kamailioSkipReason as skipReason,
  startKamailio,
  within,
} from './kamailio-harness.ts';
import { TestPhone } from './test-phone.ts';

let t: TestApp;
let officer: string;
let kamailio: Kamailio | undefined;
let sipPort: number;
let createExtension: ExtensionSetup['createExtension'];
let patchExtension: ExtensionSetup['patchExtension'];

/** sipsak registers `ext`@A with `password` from `localPort` (kamailio-harness register). */
const register = (ext: string, password: string, localPort: number, expires = 120) =>
  (kamailio as Kamailio).register({ user: ext, password, domain: A }, localPort, expires);

const registrations = () =>
  t.app.inject({ url: `/v3/pbx/domain/${A}/sip/registrations`, headers: { cookie: officer } });
const rowsOf = async (user: string) => {
  const body = (await registrations()).json() as Record<string, { data: Registration[] }>;
  return Object.values(body).flatMap((tab) => tab.data.filter((r) => r.user === user));
};

describe.skipIf(skipReason !== undefined)(
  `live registrar (Kamailio)${skipReason ? ` — skipped: ${skipReason}` : ''}`,
  () => {
    beforeAll(async () => {
      const ports = await kamailioPorts();
      sipPort = ports.sipPort;
      const setup = await extensionSetup({
        env: {
          DATABASE_URL: loadConfig().DATABASE_URL ?? '',
          REGISTRAR: 'kamailio',
          KAMAILIO_RPC_URL: `http://127.0.0.1:${ports.rpcPort}/RPC`,
        },
      });
      ({ t, officer, createExtension, patchExtension } = setup);
      kamailio = await startKamailio(t, ports);
    }, 60_000);

    afterAll(async () => {
      await kamailio?.stop();
      await t?.close();
    }, 30_000);

    it('registers an extension with its SIP password and shows it within 2 s', async () => {
      expect((await createExtension('6201', 'live-secret-6201')).statusCode).toBe(201);
      const phonePort = await freePort();
      expect(await register('6201', 'live-secret-6201', phonePort)).toBe(0);
      const took = await within(2000, async () => (await rowsOf(`6201@${A}`)).length === 1);
      expect(took).toBeLessThan(2000);
      const res = await registrations();
      expect(res.headers['x-registrar']).toBe('kamailio');
      const source = await t.app.inject({
        url: `/v3/pbx/domain/${A}/sip/registrar`,
        headers: { cookie: officer },
      });
      expect(source.json()).toEqual({ kind: 'kamailio' });
      expect(res.json().udp.data).toContainEqual(
        expect.objectContaining({
          user: `6201@${A}`,
          agent: 'sipsak portside-test',
          ip: '127.0.0.1',
          port: phonePort,
          status: 'Registered(UDP)',
        }),
      );
    });

    it("shows the keep-alive round trip once the phone answers the registrar's OPTIONS", async () => {
      // The phone: answers every OPTIONS with 200 on the port it registered from.
      const phone = dgram.createSocket('udp4');
      const phonePort = await freePort();
      expect((await createExtension('6204', 'live-secret-6204')).statusCode).toBe(201);
      expect(await register('6204', 'live-secret-6204', phonePort)).toBe(0);
      await new Promise<void>((resolve) => phone.bind(phonePort, '127.0.0.1', resolve));
      phone.on('message', (msg, from) => {
        const text = msg.toString();
        if (!text.startsWith('OPTIONS ')) return;
        const keep = text.split('\r\n').filter((l) => /^(Via|From|To|Call-ID|CSeq):/i.test(l));
        const reply = ['SIP/2.0 200 OK', ...keep, 'Content-Length: 0', '', ''].join('\r\n');
        phone.send(reply, from.port, from.address);
      });
      try {
        await within(10_000, async () => {
          const [row] = await rowsOf(`6204@${A}`);
          return row?.pingstatus === 'Reachable' && (row.pingtime ?? 0) > 0;
        });
      } finally {
        phone.close();
      }
    });

    it('refuses a wrong password: nothing is registered', async () => {
      expect(await register('6201', 'not-the-password', await freePort())).not.toBe(0);
      expect(await rowsOf(`6201@${A}`)).toHaveLength(1);
      expect((await createExtension('6202', 'live-secret-6202')).statusCode).toBe(201);
      expect(await register('6202', 'wrong-secret-6202', await freePort())).not.toBe(0);
      expect(await rowsOf(`6202@${A}`)).toHaveLength(0);
    });

    it('refuses a disabled extension, and registers it again once enabled', async () => {
      expect((await createExtension('6203', 'live-secret-6203')).statusCode).toBe(201);
      expect((await patchExtension('6203', { enabled: false })).statusCode).toBe(200);
      expect(await register('6203', 'live-secret-6203', await freePort())).not.toBe(0);
      expect(await rowsOf(`6203@${A}`)).toHaveLength(0);
      expect((await patchExtension('6203', { enabled: true })).statusCode).toBe(200);
      expect(await register('6203', 'live-secret-6203', await freePort())).toBe(0);
      await within(2000, async () => (await rowsOf(`6203@${A}`)).length === 1);
    });

    it('a new password replaces the old one at once', async () => {
      expect((await patchExtension('6202', { password: 'rotated-secret-6202' })).statusCode).toBe(200);
      expect(await register('6202', 'live-secret-6202', await freePort())).not.toBe(0);
      expect(await register('6202', 'rotated-secret-6202', await freePort())).toBe(0);
    });

    it('unregisters through the RPC: the row disappears; a second unregister is a 404', async () => {
      const del = () =>
        t.app.inject({
          method: 'DELETE',
          url: `/v3/pbx/domain/${A}/sip/registrations/6201`,
          headers: { cookie: officer },
        });
      expect((await del()).statusCode).toBe(204);
      await within(2000, async () => (await rowsOf(`6201@${A}`)).length === 0);
      const again = await del();
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: `Extension 6201 has no registration in domain ${A}.` });
    });

    it('an expired registration disappears', async () => {
      const port = await freePort();
      expect(await register('6203', 'live-secret-6203', port, 30)).toBe(0);
      // Kamailio's min_expires is 30 s; the row's expiry is moved instead of waiting for it.
      await t.db.execute(
        sql`update location set expires = localtimestamp - interval '1 second' where username = '6203'`,
      );
      await within(2000, async () => (await rowsOf(`6203@${A}`)).length === 0);
    });

    it('records a call between two extensions through Kamailio (dialog and acc write to PostgreSQL)', async () => {
      expect((await createExtension('6301', 'live-secret-6301')).statusCode).toBe(201);
      expect((await createExtension('6302', 'live-secret-6302')).statusCode).toBe(201);
      const callee = new TestPhone('6302', A, await freePort(), sipPort);
      expect(await register('6302', 'live-secret-6302', callee.port)).toBe(0);
      await callee.start();
      const caller = new TestPhone('6301', A, await freePort(), sipPort);
      await caller.start();
      let callId: string;
      try {
        // A wrong password never reaches the callee.
        await expect(caller.call('6302', 'not-the-password', 0)).rejects.toThrow(
          /INVITE answered SIP\/2.0 407/,
        );
        expect(callee.answered).toEqual([]);
        callId = await caller.call('6302', 'live-secret-6301', 1100);
      } finally {
        caller.close();
        callee.close();
      }
      expect(callee.answered).toEqual(['INVITE', 'BYE']);
      type Cdr = {
        src_user: string;
        src_domain: string;
        dst_user: string;
        dst_domain: string;
        duration: number;
      };
      const cdrs = async () => {
        const res = (await t.db.execute(
          sql`select src_user, src_domain, dst_user, dst_domain, duration from acc_cdrs where callid = ${callId}`,
        )) as unknown as { rows: Cdr[] };
        return res.rows;
      };
      await within(2000, async () => (await cdrs()).length === 1);
      const [cdr] = await cdrs();
      expect(cdr).toMatchObject({ src_user: '6301', src_domain: A, dst_user: '6302', dst_domain: A });
      expect(cdr?.duration).toBeGreaterThanOrEqual(1);
      const acc = (await t.db.execute(
        sql`select method, sip_code, src_user, dst_user from acc where callid = ${callId} order by id`,
      )) as unknown as { rows: { method: string; sip_code: string; src_user: string; dst_user: string }[] };
      expect(acc.rows.map((r) => `${r.method} ${r.sip_code}`)).toEqual(['INVITE 200', 'BYE 200']);
      expect(acc.rows[0]).toMatchObject({ src_user: '6301', dst_user: '6302' });
      // The call is a PBX call record of the domain: the dashboard counts it.
      const stats = await t.app.inject({
        url: `/v3/utils/statistics?domain=${A}`,
        headers: { cookie: officer },
      });
      expect(stats.json().pbx.cdrs).toBe(1);
      const pbx = (await t.db.execute(
        sql`select caller_id_number, destination_number, direction, duration from pbx_cdrs where domain = ${A}`,
      )) as unknown as { rows: unknown[] };
      expect(pbx.rows).toEqual([
        {
          caller_id_number: '6301',
          destination_number: '6302',
          direction: 'local',
          duration: Math.round(cdr?.duration ?? 0),
        },
      ]);
    });
  },
);
