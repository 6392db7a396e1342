/**
 * The real server process (server.ts under tsx): start-up refusals are one clear line and exit 1; a
 * started server shuts down on SIGTERM with exit 0 and releases the DATA_DIR lock. The roster is cut to
 * the carrier alone, whose demo seed is the smallest, to keep the whole file to a few seconds a start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_FILE } from './modules/tenancy/roster.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'portside-lifecycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const demo = JSON.parse(readFileSync(DEFAULT_ROSTER_FILE, 'utf8'));
const carrier = demo.environments.find((e: { callingCardsOnly: boolean }) => e.callingCardsOnly);
const ROSTER = join(dir, 'roster.json');
writeFileSync(
  ROSTER,
  JSON.stringify({
    organizations: demo.organizations.filter((o: { code: string }) => o.code === carrier.organization),
    environments: [carrier],
  }),
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

/** node --import tsx, not npx: a signal then reaches the server itself rather than a wrapper. */
function startServer(env: Record<string, string>): Started {
  const inherited = { ...process.env };
  // Settings of the test run itself (a CI PostgreSQL pass sets DATABASE_URL) must not leak in.
  for (const name of ['DATABASE_URL', 'PORTSIDE_ENVIRONMENT', 'SECRET_KEY', 'DEMO_ADMIN_PASSWORD']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'warn', ENVIRONMENTS_FILE: ROSTER, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** A first start migrates and seeds the demo fleet: on a busy two-core machine that took 27 s. */
const START_MS = 90_000;

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output().stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  started.child.kill('SIGKILL');
  throw new Error(`server did not answer /health in ${START_MS / 1000} s`);
}

/** A refusal: exit 1, the message on stderr as one line, no stack trace. */
async function expectRefusal(started: Started, message: RegExp): Promise<void> {
  expect(await started.exited).toBe(1);
  const { stderr } = started.output();
  const line = stderr.split('\n').find((l) => message.test(l));
  expect(line, stderr).toBeDefined();
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('server process', () => {
  it('refuses an unknown PORTSIDE_ENVIRONMENT and a malformed SECRET_KEY with one line each', async () => {
    const pinned = startServer({ DATA_DIR: join(dir, 'refused'), PORT: '1', PORTSIDE_ENVIRONMENT: 'XYZ' });
    const keyed = startServer({ DATA_DIR: join(dir, 'refused'), PORT: '1', SECRET_KEY: 'too-short' });
    await expectRefusal(
      pinned,
      new RegExp(
        `^PORTSIDE_ENVIRONMENT: XYZ is not an environment of the fleet roster \\(known codes: ${carrier.code}\\)$`,
      ),
    );
    await expectRefusal(keyed, /^ {2}SECRET_KEY: must be 32 bytes written as 64 hex digits or base64$/);
    // Refused before the lock: nothing was taken.
    expect(existsSync(join(dir, 'refused', 'portside.lock'))).toBe(false);
  }, 30_000);

  it(
    'shuts down on SIGTERM with exit 0 and releases the DATA_DIR lock; a start that fails later is one line too',
    async () => {
      const dataDir = join(dir, 'data');
      const port = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      await waitForHealth(port, first);
      expect(existsSync(join(dataDir, 'portside.lock'))).toBe(true);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'portside.lock'))).toBe(false);

      // The same DATA_DIR starts again (lock free), then fails after taking the lock, on a broken key
      // file (read first by the start's subscriber backfill, while the database is prepared).
      writeFileSync(join(dataDir, 'secret.key'), 'not a key\n');
      const second = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      await expectRefusal(second, /^Cannot prepare the database: .*secret\.key does not hold a 32-byte key/);
      expect(existsSync(join(dataDir, 'portside.lock'))).toBe(false);
    },
    START_MS + 30_000,
  );
});
