/**
 * What the benches share: figures as they print them, a streamed download, server processes started and
 * stopped, statements on PostgreSQL's admin connection, and CPU read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';

/** This process's resident memory, in MB. */
export const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);

/** The total as the console shows it: 1,111 counted, 500+ capped, about 9,100 estimated. */
export function describeTotal(total: number, kind = 'exact'): string {
  const n = total.toLocaleString('en-US');
  return kind === 'capped' ? `${n}+, capped` : kind === 'estimated' ? `about ${n}, estimated` : n;
}

/** p50, p95 and max of durations in ms. */
export function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
}

/** The lines in a chunk. indexOf is native: a byte loop in JS took CPU from the server measured (one thread). */
export function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}

/** Reads the response as a stream, counting lines and bytes, keeping nothing. */
export function download(url: string, cookie: string): Promise<{ lines: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
      let lines = 0;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        lines += countLines(chunk);
      });
      res.on('end', () => resolve({ lines, bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export { adminQuery as admin } from '../src/test/helper.ts';

/** CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const serverEntry = fileURLToPath(new URL('./messaging-server.ts', import.meta.url));

/**
 * Server processes (bench/messaging-server.ts: the app, no seed) with one secret key, each writing a V8
 * CPU profile to `cpuProfDir` when given. What a server logs after it listens is shown, and an exit that
 * was not asked for is reported.
 */
export class BenchServers {
  private readonly stopping = new Set<ChildProcess>();

  constructor(private readonly options: { secretKey: string; cpuProfDir?: string | undefined }) {}

  async start(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
    const { secretKey, cpuProfDir } = this.options;
    const prof = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', serverEntry], {
      // BROKER_URL only where the caller gives it: one instance uses the in-process hub it reports.
      env: { ...process.env, BROKER_URL: undefined, ...env, SECRET_KEY: secretKey, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.on('exit', (code, signal) => {
      if (!this.stopping.has(child)) console.log(`a server exited (${code ?? signal})`);
    });
    return { port, child };
  }

  async stop(child: ChildProcess): Promise<void> {
    this.stopping.add(child);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
