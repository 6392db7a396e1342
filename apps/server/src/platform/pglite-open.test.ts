/**
 * pglite-open.ts: PGlite's WebAssembly compiled ahead (what a restart begins with, server.ts) opens the
 * database as PGlite's own loading does, pg_trgm included.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { compilePglite, openPglite, WASM_TIERING_BUDGET } from './pglite-open.ts';

describe('compilePglite', () => {
  it("compiles PGlite's WebAssembly, which opens a database that answers, pg_trgm included", async () => {
    const wasmModule = await compilePglite();
    // Node's WebAssembly.Module (TypeScript declares WebAssembly only with the DOM library).
    expect(Object.prototype.toString.call(wasmModule)).toBe('[object WebAssembly.Module]');
    const client = await openPglite('memory://', { wasmModule });
    try {
      await client.exec('create extension pg_trgm');
      const { rows } = await client.query<{ similar: boolean }>("select 'portside' % 'portsida' as similar");
      expect(rows).toEqual([{ similar: true }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe('WASM_TIERING_BUDGET', () => {
  it("is this Node's V8 default, which compilePglite sets back once it has compiled", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    const budget = /default: --wasm-tiering-budget=(\d+)/.exec(options)?.[1];
    expect(Number(budget)).toBe(WASM_TIERING_BUDGET);
  });
});
