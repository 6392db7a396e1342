/**
 * Opening PGlite as the server uses it (with pg_trgm), on its own so that server.ts can begin opening the
 * database before it loads the rest of the server (issue 15 item 5): this module loads only PGlite.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A compiled pglite.wasm, as PGlite takes it. */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly (its declarations come with TypeScript's DOM library, which the server does not load). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

/**
 * V8's budget before it optimizes a WebAssembly function (TurboFan), roughly the bytes of the function's
 * code run: the default of Node 20's V8 (pglite-open.test.ts checks it against `node --v8-options`, so a
 * Node whose V8 has another one says so), and the one compilePglite compiles with.
 */
export const WASM_TIERING_BUDGET = 1_800_000;
const RESTART_TIERING_BUDGET = 50_000_000;

/**
 * Begins compiling PGlite's WebAssembly (pglite.wasm, 9 MB, beside PGlite's entry) on V8's background
 * threads, for openPglite. A restart calls it first thing (server.ts): PGlite left alone compiles it only
 * once it has loaded its file system, and the main thread then waited 40-70 ms for the compile. Answers
 * undefined when the file is not there or does not compile: PGlite then loads its own, as without this.
 *
 * It compiles with V8's optimizing compiler held back: each function of the module begins with 28 times
 * V8's budget. Postgres's own start makes hundreds of its functions hot, and V8 optimized them on its
 * background threads while the server's start still ran: on two cores that took 100-120 ms from a
 * restart's first answer, for code no request had asked for yet. The functions a running server keeps
 * calling are optimized a few seconds later instead (measured: queries answered per half second within
 * 5% of the default's over the first six seconds, and more in the first half second). V8 gives a module's
 * functions their budget as it compiles it, so the flag is set back once the compile ends.
 */
export function compilePglite(): Promise<WasmModule | undefined> {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = readFileSync(join(dirname(entry), 'pglite.wasm'));
    setFlagsFromString(`--wasm-tiering-budget=${RESTART_TIERING_BUDGET}`);
    return wasm
      .compile(bytes)
      .catch(() => undefined)
      .finally(() => setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`));
  } catch {
    return Promise.resolve(undefined);
  }
}

export interface PgliteOpening {
  /** A dump() of an embedded database to start from instead of an empty cluster: skips PGlite's initdb. */
  template?: Blob;
  /** pglite.wasm compiled already (compilePglite). */
  wasmModule?: WasmModule;
}

/** dataDir: a folder, or 'memory://' for a throw-away database (tests). */
export function openPglite(dataDir: string, { template, wasmModule }: PgliteOpening = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  });
}
