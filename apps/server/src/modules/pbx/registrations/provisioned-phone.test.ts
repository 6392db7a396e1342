/**
 * A phone set up only from its provisioning file registers (issue 14, "done when"): the administrator
 * adds the phone's hardware entry, the phone fetches its Yealink file over HTTP from /provision/… (no
 * session), reads its account's user, password, domain and server from it, and registers with sipsak
 * against Kamailio with exactly those; it then shows on Registrations. PostgreSQL only, as every
 * live-registrar test (kamailio-harness.ts).
 */
import type { AddressInfo } from 'node:net';
import type { Registration } from '@portside/contract/pbx/registrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { extensionSetup } from '../../../test/extension-setup.ts';
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

const MAC = '805ec0d1e2f3';
let t: TestApp;
let officer: string;
let kamailio: Kamailio | undefined;
let base: string;

/** The key = value lines of a Yealink .cfg after its `#!version` header. */
function parseCfg(text: string): Map<string, string> {
  const [header, ...lines] = text.split('\n');
  expect(header).toBe('#!version:1.0.0.1');
  const values = new Map<string, string>();
  for (const line of lines) {
    const match = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

describe.skipIf(skipReason !== undefined)(
  `a phone provisioned from its file registers${skipReason ? ` — skipped: ${skipReason}` : ''}`,
  () => {
    beforeAll(async () => {
      const ports = await kamailioPorts();
      const setup = await extensionSetup({
        env: {
          DATABASE_URL: loadConfig().DATABASE_URL ?? '',
          REGISTRAR: 'kamailio',
          KAMAILIO_RPC_URL: `http://127.0.0.1:${ports.rpcPort}/RPC`,
        },
      });
      ({ t, officer } = setup);
      kamailio = await startKamailio(t, ports);
      // The phone fetches over real HTTP, as a desk phone does.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await setup.createExtension('6401', 'provisioned-secret-6401', 'Bridge')).statusCode).toBe(201);
    }, 60_000);

    afterAll(async () => {
      await kamailio?.stop();
      await t?.close();
    }, 30_000);

    it('fetches the Yealink file over HTTP, registers with the account it holds, and shows on Registrations', async () => {
      const sipPort = (kamailio as Kamailio).sipPort;
      // The administrator adds the phone, pointing it at Kamailio; the answer holds its credential once.
      const created = await t.app.inject({
        method: 'POST',
        url: `/v3/pbx/hardware/provisioning/file/${MAC}`,
        headers: { cookie: officer },
        payload: { account1: { extension: '6401', outboundProxy: '127.0.0.1', outboundProxyPort: sipPort } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { yealink_path } = created.json().credential as { yealink_path: string };

      // The phone: no session, only the address it was given.
      const file = await fetch(`${base}${yealink_path}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('no-store');
      const cfg = parseCfg(await file.text());
      const user = cfg.get('account.1.user_name') ?? '';
      const authName = cfg.get('account.1.auth_name') ?? '';
      const password = cfg.get('account.1.password') ?? '';
      const domain = cfg.get('account.1.sip_server.1.address') ?? '';
      const proxy = `${cfg.get('account.1.outbound_proxy.1.address')}:${cfg.get('account.1.outbound_proxy.1.port')}`;
      expect({ user, authName, domain, proxy }).toEqual({
        user: '6401',
        authName: '6401',
        domain: A,
        proxy: `127.0.0.1:${sipPort}`,
      });
      expect(cfg.get('account.1.outbound_proxy_enable')).toBe('1');
      expect(password).not.toBe('');

      // It registers with what the file says, to the server the file names.
      const phonePort = await freePort();
      expect(
        await (kamailio as Kamailio).register({ user: authName, password, domain }, phonePort, 120, proxy),
      ).toBe(0);
      const rowsOf = async () => {
        const res = await t.app.inject({
          url: `/v3/pbx/domain/${A}/sip/registrations`,
          headers: { cookie: officer },
        });
        const body = res.json() as Record<string, { data: Registration[] }>;
        return Object.values(body).flatMap((tab) => tab.data.filter((r) => r.user === `${user}@${domain}`));
      };
      await within(2000, async () => (await rowsOf()).length === 1);
      expect((await rowsOf())[0]).toMatchObject({
        ip: '127.0.0.1',
        port: phonePort,
        status: 'Registered(UDP)',
      });

      // A file whose password is not the extension's would not register: the file's is the one checked.
      expect(
        await (kamailio as Kamailio).register(
          { user, password: `${password}-not`, domain },
          await freePort(),
          120,
          proxy,
        ),
      ).not.toBe(0);
    });
  },
);
