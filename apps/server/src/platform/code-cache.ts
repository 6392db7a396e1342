/**
 * Runs a CommonJS bundle through V8's code cache (issue 15 item 5: a restart within 1.5 times opening the
 * database). Node 20 compiles every start's JavaScript anew: for the compiled server's 5 MB bundle that is
 * parsing it and compiling each function the start calls, a tenth of a second or more of a restart. A
 * script compiled with `vm.Script` can hand V8 the code it compiled on an earlier run (`cachedData`); V8
 * checks that it belongs to this very source, this V8 and these flags, and otherwise compiles as usual and
 * says so (`cachedDataRejected`). Node 22 does this itself (module.enableCompileCache); this is the same
 * on Node 20, for the one file the server is.
 *
 * The cache is written once the bundle says the server listens (its exported `listening` promise), so it
 * holds every function the start compiled, and only when there was none or V8 refused it: a new build is
 * compiled once, then each restart reads the cache. Not by a start that seeded the database: it ran code
 * no restart runs, and a restart from its cache took 771 ms where one from a restart's took 682 ms; the
 * next start writes it. A cache that cannot be written (a read-only folder)
 * only costs the next start its compile. The bundle has no import(): Node 20 loses a script's dynamic import
 * callback when V8 takes its code from a cache, so the build has esbuild turn each one into a require.
 */
import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** Where the cache of `bundle` is kept: beside it. */
export const cacheFileOf = (bundle: string) => `${bundle}.cache`;

export interface CodeCacheRun {
  /** The bundle's module.exports. */
  exports: Record<string, unknown>;
  /** 'used': V8 took the cache; 'none': there was none; 'rejected': V8 refused it (another build or Node). */
  cache: 'used' | 'none' | 'rejected';
  /** Whether a cache was written: settles after the bundle's `listening` (once written, when it is). */
  written: Promise<boolean>;
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(script: Script, file: string): boolean {
  const temporary = `${file}.${process.pid}`;
  try {
    writeFileSync(temporary, script.createCachedData());
    // A rename, so a start reading the cache meanwhile reads a whole one.
    renameSync(temporary, file);
    return true;
  } catch {
    rmSync(temporary, { force: true });
    return false;
  }
}

/** Runs `bundle` (a CommonJS file) as Node would, with its code cache. */
export function runWithCodeCache(bundle: string): CodeCacheRun {
  const file = cacheFileOf(bundle);
  const cachedData = readCache(file);
  const bytes = readFileSync(bundle);
  // An ASCII bundle (scripts/build.mjs escapes what esbuild leaves in comments) is read byte for byte: V8
  // then holds it as a one-byte string. Decoded as UTF-8, a single other character anywhere makes the whole
  // 5 MB a two-byte string, which took 30-60 ms of a restart to make, against 2-10 ms.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  // Node's own CommonJS wrapper, so the bundle sees exports, require, module, __filename and __dirname.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
  });
  const cache = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const listening = module.exports.listening as Promise<{ seeded?: boolean } | undefined> | undefined;
  const written =
    cache === 'used' || listening === undefined
      ? Promise.resolve(false)
      : // A start that fails never listens: it writes no cache.
        listening.then((start) =>
          start?.seeded
            ? false
            : new Promise<boolean>((resolve) => setImmediate(() => resolve(writeCache(script, file)))),
        );
  return { exports: module.exports, cache, written };
}
