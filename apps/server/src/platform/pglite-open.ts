/**
 * Opening PGlite as the server uses it (with pg_trgm), on its own so that server.ts can begin opening the
 * database before it loads the rest of the server (issue 15 item 5): this module loads only PGlite.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A compiled pglite.wasm, as PGlite takes it. */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly (its declarations come with TypeScript's DOM library, which the server does not load). */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

/**
 * Begins compiling PGlite's WebAssembly (pglite.wasm, 9 MB, beside PGlite's entry) on V8's background
 * threads, for openPglite. A restart calls it first thing (server.ts): PGlite left alone compiles it only
 * once it has loaded its file system, and the main thread then waited 40-70 ms for the compile. Answers
 * undefined when the file is not there or does not compile: PGlite then loads its own, as without this.
 */
export function compilePglite(): Promise<WasmModule | undefined> {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return wasm.compile(readFileSync(join(dirname(entry), 'pglite.wasm'))).catch(() => undefined);
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
