/**
 * The compiled server's code cache (code-cache.ts), each run in a new Node process as a restart is: the
 * first run of a bundle writes the cache once it listens, the next runs take it, a changed bundle has it
 * refused and written anew, and a cache that cannot be written costs nothing but the compile.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFileOf } from './code-cache.ts';

const RUNNER = fileURLToPath(new URL('./code-cache.ts', import.meta.url));

/** Runs `bundle` with its code cache in a new process; answers what the run reports. */
function restart(bundle: string): { cache: string; written: boolean; answer: unknown } {
  const script = `
    import { runWithCodeCache } from ${JSON.stringify(RUNNER)};
    const run = runWithCodeCache(${JSON.stringify(bundle)});
    const written = await run.written;
    console.log(JSON.stringify({ cache: run.cache, written, answer: await run.exports.answer() }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
}

/** A CommonJS bundle as the build writes one (an import() made a require): it says when it listens. */
const bundleSource = (word: string, seeded = false) => `
  const { join } = require('node:path');
  exports.answer = async () => join('${word}', (await Promise.resolve(require('node:path'))).basename('/a/b'));
  exports.listening = new Promise((resolve) => setTimeout(() => resolve({ seeded: ${seeded} }), 10));
`;

describe('runWithCodeCache', () => {
  let folder: string;
  let bundle: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'portside-code-cache-'));
    bundle = join(folder, 'server.cjs');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the cache once the bundle listens, and the next restarts take it', () => {
    writeFileSync(bundle, bundleSource('first'));
    expect(restart(bundle)).toEqual({ cache: 'none', written: true, answer: 'first/b' });
    expect(existsSync(cacheFileOf(bundle))).toBe(true);
    expect(restart(bundle)).toEqual({ cache: 'used', written: false, answer: 'first/b' });
    expect(restart(bundle)).toEqual({ cache: 'used', written: false, answer: 'first/b' });
  }, 30_000);

  it('a new build has the old cache refused, runs its own code and writes its cache', () => {
    writeFileSync(bundle, bundleSource('first'));
    restart(bundle);
    writeFileSync(bundle, bundleSource('second'));
    expect(restart(bundle)).toEqual({ cache: 'rejected', written: true, answer: 'second/b' });
    expect(restart(bundle)).toEqual({ cache: 'used', written: false, answer: 'second/b' });
  }, 30_000);

  it('a start that seeded writes no cache; the next start does', () => {
    writeFileSync(bundle, bundleSource('first', true));
    expect(restart(bundle)).toEqual({ cache: 'none', written: false, answer: 'first/b' });
    writeFileSync(bundle, bundleSource('first'));
    expect(restart(bundle)).toEqual({ cache: 'none', written: true, answer: 'first/b' });
  }, 30_000);

  it('a bundle with other characters than ASCII runs with its text intact, with and without its cache', () => {
    // The build leaves none (scripts/build.mjs), but one built otherwise is read as UTF-8, not byte for byte.
    writeFileSync(bundle, bundleSource('Ελληνικά — ü'));
    expect(restart(bundle)).toEqual({ cache: 'none', written: true, answer: 'Ελληνικά — ü/b' });
    expect(restart(bundle)).toEqual({ cache: 'used', written: false, answer: 'Ελληνικά — ü/b' });
  }, 30_000);

  it('a cache that cannot be written leaves nothing behind and the bundle runs', () => {
    writeFileSync(bundle, bundleSource('first'));
    // A folder where the cache file would go: it can be neither read as a cache nor replaced by one.
    mkdirSync(join(cacheFileOf(bundle), 'taken'), { recursive: true });
    expect(restart(bundle)).toEqual({ cache: 'none', written: false, answer: 'first/b' });
    expect(readdirSync(folder).sort()).toEqual(['server.cjs', 'server.cjs.cache']);
  }, 30_000);
});
