/**
 * The server's entry (issue 15 item 5: a restart takes no more than 1.5 times opening the database): what
 * `npm run dev` runs through tsx, and what the compiled server bundles into dist/server.cjs, which
 * launch.ts runs with V8's code cache. It reads the configuration and, on a restart of the embedded
 * database (DATA_DIR already holds one), takes the DATA_DIR lock and begins opening the database before
 * anything else; only then it loads the rest of the server (start.ts), whose loading runs while PGlite's
 * WebAssembly compiles. A first start, or one on PostgreSQL, does everything in start.ts's order. Nothing
 * answers before start.ts listens.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { acquireDataDirLock, type DataDirLock } from './platform/data-dir-lock.ts';
import { compilePglite, openPglite } from './platform/pglite-open.ts';
import { fail, messageOf } from './platform/start-failure.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

async function main(onListening: (start: { seeded: boolean }) => void): Promise<void> {
  // Until the server listens, often nothing of libuv's (a socket, a timer) keeps the event loop alive while
  // the start awaits V8's own work (the WebAssembly compile, promises V8's tasks settle). Node then, between
  // two turns of the loop, waits for every background task of V8 to end, the optimizing compiles of the
  // database's functions included (70-130 ms right after a script that only opens the database has its first
  // answer; 15-45 ms of a restart). A timer that never fires keeps the loop alive until the server listens.
  const awake = setInterval(() => undefined, 2 ** 30);
  const listens = (start: { seeded: boolean }) => {
    clearInterval(awake);
    onListening(start);
  };
  const config = readConfig();
  let lock: DataDirLock | undefined;
  let opening: Promise<PGlite> | undefined;
  if (!config.DATABASE_URL && existsSync(join(config.DATA_DIR, 'PG_VERSION'))) {
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (err) {
      fail(messageOf(err));
    }
    // PGlite's WebAssembly compiles on V8's background threads meanwhile (pglite-open.ts).
    const compiling = compilePglite();
    // Node loads fetch's classes (undici) when code first names one: @fastify/compress asks whether each
    // answer is a Response, so the first answer after a restart paid for it (30 ms). Loaded now, while the
    // WebAssembly compiles: the main thread would only wait for it.
    void globalThis.Response;
    // PGlite begins before start.ts loads: its files are read while start.ts's modules initialise.
    opening = openPglite(config.DATA_DIR, { wasmModule: await compiling });
    // Awaited by start(), which reports a failure as it always has; until then it must not count as unhandled.
    opening.catch(() => undefined);
  }
  const { start } = await import('./start.ts');
  await start({ config, lock, opening, onListening: listens });
}

/**
 * Resolves once the server listens, saying whether this start seeded the database: the compiled server's
 * launcher (launch.ts) then writes its code cache. A failure no start-up check foresaw stays an unhandled
 * rejection: Node prints it and exits with code 1.
 */
export const listening = new Promise<{ seeded: boolean }>((resolve) => {
  void main(resolve);
});
