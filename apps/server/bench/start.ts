/**
 * `npm run bench:start` (issue 15 item 5): how long a restart on an existing DATA_DIR takes, against
 * opening that database alone. Builds the compiled server (scripts/build.mjs), starts it once on a new
 * DATA_DIR so it seeds the demo fleet, then once more so it writes its code cache
 * (src/platform/code-cache.ts), then times, each RUNS times in a new Node process, interleaved:
 *   - the database alone: Node starts, imports PGlite and opens DATA_DIR as the server does (with pg_trgm)
 *     until a first query answers, and then until the process can run its next task: right after
 *     PGlite's first answer the process runs nothing for 70-200 ms (nothing of libuv's is pending, so
 *     Node waits between two turns of its loop for V8's background tasks: the optimizing compiles of the
 *     WebAssembly functions the database's start made hot). The server's start avoids that wait
 *     (src/server.ts, src/platform/pglite-open.ts); this script opens the database as PGlite does.
 *   - a restart: `node dist/server.js` until it answers a request that reads the database (GET
 *     /v1/environments, the sign-in screen's first), asked every 10 ms from the moment it is spawned and at
 *     once when it logs that it listens; and, for comparison, until it logs that it listens.
 * Prints the medians, the ratio of the two first answers (target: at most 1.5) and the ratio to the
 * database alone once free. BENCH_DATA_DIR=<folder> times an existing folder instead of seeding a new one
 * (no server may be running on it); BENCH_RUNS sets the runs (9: this machine's speed varies from one run
 * to the next).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'portside-bench-start-'));
const PORT = String(18000 + Math.floor(Math.random() * 1000));

const OPEN_ALONE = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const client = await PGlite.create({ dataDir: process.env.DATA_DIR, extensions: { pg_trgm } });
await client.query('select 1');
process.stdout.write('answered\\n');
await new Promise((resolve) => setImmediate(resolve));
process.stdout.write('settled\\n');
await client.close();
`;

/**
 * Runs a Node process until each of `marks` appears on its output and, with `answer`, until GET `answer`
 * answers 200; answers the ms from spawn to each mark, then to the answer.
 */
function timeUntil(args: string[], marks: string[], stop: boolean, answer?: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: server,
      env: { ...process.env, DATA_DIR: dataDir, PORT, HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const elapsed: number[] = [];
    let answered: number | undefined;
    const done = () => elapsed.length === marks.length && (answer === undefined || answered !== undefined);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const seen = elapsed.length;
      while (elapsed.length < marks.length && output.includes(marks[elapsed.length] ?? '')) {
        elapsed.push(performance.now() - started);
      }
      // A server that says it listens is asked at once, not at the next poll (up to 10 ms later).
      if (elapsed.length > seen) ask();
      if (stop && done()) child.kill('SIGTERM');
    };
    // Refused until the server listens: a connection attempt every 10 ms costs next to nothing.
    const ask = () => {
      if (answer === undefined || answered !== undefined || child.exitCode !== null) return;
      const request = get(`http://127.0.0.1:${PORT}${answer}`, (res) => {
        res.resume();
        if (res.statusCode !== 200) return void setTimeout(ask, 10);
        answered ??= performance.now() - started;
        if (stop && done()) child.kill('SIGTERM');
      });
      request.on('error', () => setTimeout(ask, 10));
    };
    ask();
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!done()) reject(new Error(`exited ${code} before '${marks}' ${answer ?? ''}:\n${output}`));
      else resolve(answered === undefined ? elapsed : [...elapsed, answered]);
    });
  });
}

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0;
const describe = (ms: number[]) =>
  `median ${Math.round(median(ms))} ms (${ms.map((m) => Math.round(m)).join(', ')})`;

execFileSync(process.execPath, [join(server, 'scripts', 'build.mjs')], { stdio: 'inherit' });
/** Fastify's log line once the server listens. */
const RUNNING = 'Server listening at';
/** The start's last line: by then the server has written its code cache. */
const STARTED = 'Sign in to the demo';
/** A request that reads the database: the sign-in screen's list of environments. */
const FIRST_ANSWER = '/v1/environments';
const serverArgs = [join(server, 'dist', 'server.js')];
try {
  if (!given) {
    const [first = 0] = await timeUntil(serverArgs, [STARTED], true);
    console.log(`first start (seeds the demo fleet; writes no code cache): ${Math.round(first)} ms`);
  }
  const [warm = 0] = await timeUntil(serverArgs, [STARTED], true);
  if (!existsSync(join(server, 'dist', 'server.cjs.cache'))) throw new Error('the start wrote no code cache');
  console.log(`a restart that compiles, then writes the code cache: ${Math.round(warm)} ms`);
  const answered: number[] = [];
  const alone: number[] = [];
  const logged: number[] = [];
  const restart: number[] = [];
  // Interleaved, so a busy moment of the machine weighs on both alike.
  for (let i = 0; i < RUNS; i += 1) {
    const [answer = 0, settled = 0] = await timeUntil(
      ['--input-type=module', '-e', OPEN_ALONE],
      ['answered', 'settled'],
      false,
    );
    answered.push(answer);
    alone.push(settled);
    const [listening = 0, first = 0] = await timeUntil(serverArgs, [RUNNING], true, FIRST_ANSWER);
    logged.push(listening);
    restart.push(first);
  }
  const ratio = median(restart) / median(answered);
  console.log(`database alone, first answer (new Node process, PGlite open, a query): ${describe(answered)}`);
  console.log(`database alone, then free for a next task (V8's WebAssembly compile):  ${describe(alone)}`);
  console.log(`restart of the compiled server until it logs that it listens:         ${describe(logged)}`);
  console.log(
    `restart of the compiled server until its first answer (${FIRST_ANSWER}): ${describe(restart)}`,
  );
  console.log(
    `ratio of the first answers ${ratio.toFixed(2)} (target at most 1.5): ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
  );
  console.log(`(to the database alone then free: ${(median(restart) / median(alone)).toFixed(2)})`);
} finally {
  if (!given) rmSync(dataDir, { recursive: true, force: true });
}
