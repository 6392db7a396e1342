/**
 * PGlite has no lock of its own: two processes on one DATA_DIR corrupt the database. So the server takes
 * DATA_DIR/portside.lock (created with 'wx', holding its pid) before opening it. A lock whose pid is no
 * longer alive is stale (the server was killed) and is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {}

/** Locks this process holds: a lock file naming our own pid but not listed here is from an earlier life
 * (in a container the server is often pid 1 on every start), so it is stale, not ours. */
const held = new Set<string>();

export interface DataDirLock {
  file: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'portside.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return { file, release: () => releaseIfOurs(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    const ourOwn = holder === process.pid && held.has(file);
    if (Number.isInteger(holder) && (ourOwn || (holder !== process.pid && isAlive(holder)))) {
      throw new DataDirLockedError(
        `Another Portside server (pid ${holder}) is using DATA_DIR ${resolve(dataDir)}; stop it or choose another DATA_DIR.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(
    `Could not take the lock ${file}; another server is starting on the same DATA_DIR.`,
  );
}

function releaseIfOurs(file: string): void {
  held.delete(file);
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
