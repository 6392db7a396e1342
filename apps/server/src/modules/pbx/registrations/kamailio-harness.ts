/**
 * Kamailio for the tests (kamailio.test.ts, provisioned-phone.test.ts): started from
 * deploy/kamailio/kamailio.cfg on free ports against the test's throw-away PostgreSQL database, its
 * JSON-RPC, and sipsak registering as a phone would. PostgreSQL only: Kamailio cannot reach the embedded
 * database; `kamailioSkipReason` says why a run skips.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../platform/config.ts';
import type { TestApp } from '../../../test/helper.ts';

const CONFIG_FILE = fileURLToPath(new URL('../../../../../../deploy/kamailio/kamailio.cfg', import.meta.url));
const has = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

/** Why the live-registrar tests cannot run here, or undefined when they can. */
export const kamailioSkipReason: string | undefined = !loadConfig().DATABASE_URL
  ? 'DATABASE_URL is not set (the live registrar keeps its registrations in PostgreSQL)'
  : !has('kamailio')
    ? 'the kamailio binary is missing (apt-get install kamailio kamailio-postgres-modules)'
    : !has('sipsak')
      ? 'the sipsak binary is missing (apt-get install sipsak)'
      : undefined;

/** A port the system has free now (TCP; Kamailio takes the same number on UDP). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` every 50 ms until it answers true or `ms` pass; answers how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The test database's own URL: the server's URL with the database name the app is on. */
async function databaseUrl(t: TestApp): Promise<string> {
  const rows = (await t.db.execute(sql`select current_database() as name`)) as unknown as
    | { rows: { name: string }[] }
    | { name: string }[];
  const name = Array.isArray(rows) ? rows[0]?.name : rows.rows[0]?.name;
  const url = new URL(loadConfig().DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a phone registers with: its user, password and the domain (realm) it registers in. */
export interface PhoneAccount {
  user: string;
  password: string;
  domain: string;
}

export interface Kamailio {
  sipPort: number;
  rpcPort: number;
  rpc: (method: string, params?: unknown[]) => Promise<unknown>;
  /**
   * sipsak sends a REGISTER for the account from local port `localPort` with Contact on that same port
   * (so the registrar sees no NAT and pings the contact there), to `server` (host:port, by default this
   * Kamailio), answering the digest challenge with the password. Answers sipsak's exit status: 0 when
   * the final answer was 200.
   */
  register: (account: PhoneAccount, localPort: number, expires?: number, server?: string) => Promise<number>;
  stop: () => Promise<void>;
}

/** The JSON-RPC port and SIP port the app's KAMAILIO_RPC_URL is to point at: choose them first. */
export async function kamailioPorts(): Promise<{ sipPort: number; rpcPort: number }> {
  return { sipPort: await freePort(), rpcPort: await freePort() };
}

/** Starts Kamailio on `ports` against the database `t` is on; resolves once its RPC answers. */
export async function startKamailio(
  t: TestApp,
  ports: { sipPort: number; rpcPort: number },
): Promise<Kamailio> {
  const { sipPort, rpcPort } = ports;
  const workDir = await mkdtemp(join(tmpdir(), 'portside-kamailio-'));
  let log = '';
  const child: ChildProcess = spawn(
    'kamailio',
    ['-DD', '-E', '-f', CONFIG_FILE, '-Y', workDir, '-m', '64', '-M', '8', '-n', '2'],
    {
      env: {
        PATH: process.env.PATH,
        KAMAILIO_DB_URL: await databaseUrl(t),
        KAMAILIO_SIP_LISTEN: `127.0.0.1:${sipPort}`,
        KAMAILIO_RPC_LISTEN: `tcp:127.0.0.1:${rpcPort}`,
        KAMAILIO_TIMER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(`http://127.0.0.1:${rpcPort}/RPC`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return res.json();
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await within(15_000, async () => {
      if (child.exitCode !== null) throw new Error(`kamailio exited:\n${log.slice(-3000)}`);
      return rpc('core.version').then(
        () => true,
        () => false,
      );
    });
  } catch (err) {
    await stop();
    throw err;
  }

  const register = async (
    { user, password, domain }: PhoneAccount,
    localPort: number,
    expires = 120,
    server = `127.0.0.1:${sipPort}`,
  ): Promise<number> => {
    const file = join(workDir, `register-${user}-${localPort}.txt`);
    const lines = [
      `REGISTER sip:${domain} SIP/2.0`,
      `From: <sip:${user}@${domain}>;tag=t${localPort}`,
      `To: <sip:${user}@${domain}>`,
      `Call-ID: reg-${user}-${localPort}@127.0.0.1`,
      'CSeq: 1 REGISTER',
      `Contact: <sip:${user}@127.0.0.1:${localPort}>`,
      `Expires: ${expires}`,
      'Max-Forwards: 70',
      'User-Agent: sipsak portside-test',
      'Content-Length: 0',
      '',
      '',
    ];
    await writeFile(file, lines.join('\r\n'));
    const run = spawnSync(
      'sipsak',
      ['-f', file, '-s', `sip:${user}@${server}`, '-l', String(localPort), '-S', '-u', user, '-a', password],
      { timeout: 15_000, encoding: 'utf8' },
    );
    return run.status ?? -1;
  };

  return { sipPort, rpcPort, rpc, register, stop };
}
