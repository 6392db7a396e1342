/** One server per DATA_DIR: a second one is refused, a stale lock of a dead server is taken over. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'portside-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('creates DATA_DIR, writes the pid and refuses a second holder with a clear message', () => {
    const dir = join(tempDir(), 'data');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'portside.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Portside server (pid ${process.pid}) is using DATA_DIR ${dir}; stop it or choose another DATA_DIR.`,
    );
    lock.release();
    expect(existsSync(join(dir, 'portside.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over the lock of a server that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'portside.lock'), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'portside.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming our own pid left by an earlier run (containers reuse pids)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'portside.lock'), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });
});
