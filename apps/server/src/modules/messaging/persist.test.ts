/**
 * Persist before receipt (issue 11 items 2 and 10): the real server process on an embedded database in
 * a temporary DATA_DIR; a console user connects over STOMP, SENDs a message with a receipt header, and
 * the moment the RECEIPT arrives the process is killed with SIGKILL (no shutdown of any kind). Started
 * again on the same data, the server answers the message in the history and in the recipient's stream.
 * The roster is cut to one ship, whose demo seed the first start writes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_FILE } from '../tenancy/roster.ts';
import { connect, messageBody, withReceipt } from './test-kit.ts';

const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'portside-persist-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const demo = JSON.parse(readFileSync(DEFAULT_ROSTER_FILE, 'utf8'));
const ship = demo.environments.find((e: { code: string }) => e.code === 'CPL');
const ROSTER = join(dir, 'roster.json');
writeFileSync(
  ROSTER,
  JSON.stringify({
    organizations: demo.organizations.filter((o: { code: string }) => o.code === ship.organization),
    environments: [ship],
  }),
);
const PASSWORD = 'persist-test-password';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** node --import tsx, not npx: SIGKILL then reaches the server itself rather than a wrapper. */
function startServer(dataDir: string, port: number): { child: ChildProcess; exited: Promise<number | null> } {
  const inherited = { ...process.env };
  // The test run's own settings (a PostgreSQL or RabbitMQ pass) must not leak in: this is the embedded case.
  for (const name of ['DATABASE_URL', 'BROKER_URL', 'PORTSIDE_ENVIRONMENT', 'SECRET_KEY'])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ENVIRONMENTS_FILE: ROSTER,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => {
    if (stderr.trim() !== '') console.error(stderr);
  });
  return { child, exited };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /health in 90 s');
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/v2/account/domain/${ship.domain}/auth/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portside_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

describe('persist before receipt', () => {
  it('keeps a message whose RECEIPT was answered when the server is killed right after', async () => {
    const dataDir = join(dir, 'data');
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port, first.child);
    const cookie = await signIn(port);
    const { client } = await connect(`ws://127.0.0.1:${port}/ws`, { login: '99982100' }, { cookie });
    // The socket dies with the server: no reconnect, and its close is no error of the test.
    client.onWebSocketClose = () => undefined;
    const body = messageBody('99982100', '99982101', 'Kept through a crash');
    const killed = withReceipt(client, (headers) =>
      client.publish({ destination: '/exchange/99982101/message', body: JSON.stringify(body), headers }),
    ).then(() => first.child.kill('SIGKILL'));
    await killed;
    expect(await first.exited).toBe(null);

    const second = startServer(dataDir, port);
    await waitForHealth(port, second.child);
    const again = await signIn(port);
    // biome-ignore lint/suspicious/noExplicitAny: answers read as JSON and checked by the expectations.
    const read = (path: string): Promise<any> =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: again } }).then((r) => r.json());
    const history = await read('/v3/chat/message?user=99982101,99982100&pagesize=5');
    expect(history.data[0]).toMatchObject({
      messageid: body.messageid,
      message: 'Kept through a crash',
      sender: '99982100',
      type: 0,
    });
    // The recipient's stream, read to its end as a client catching up does, ends with it.
    let after = 0;
    let page: {
      items: { seq: number; payload: string; message?: { messageid: string } }[];
      last_seq: number;
      more: boolean;
    };
    let last: (typeof page.items)[number] | undefined;
    do {
      page = await read(`/v3/chat/sync?user=99982101&after=${after}`);
      last = page.items.at(-1) ?? last;
      after = last?.seq ?? after;
    } while (page.more);
    expect(last).toMatchObject({ seq: page.last_seq, payload: 'message' });
    expect(last?.message?.messageid).toBe(body.messageid);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
