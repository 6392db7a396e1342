/**
 * pglite-open.ts: PGlite's WebAssembly compiled ahead (what a restart begins with, server.ts) opens the
 * database as PGlite's own loading does, pg_trgm included.
 */
import { describe, expect, it } from 'vitest';
import { compilePglite, openPglite } from './pglite-open.ts';

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
