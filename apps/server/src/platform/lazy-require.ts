/**
 * A package from node_modules loaded at its first use instead of at start (issue 15 item 5: a restart
 * takes no more than 1.5 times opening the database). For CommonJS packages that only some requests or
 * configurations need (the password dictionary, the sentiment lexicon, the mail transport, the broker
 * client): loading each of them costs a start tenths of a second, and most starts never use them.
 * Synchronous, so a module keeps its synchronous functions; the compiled server keeps such packages out of
 * the bundle (scripts/build.mjs), so they resolve from node_modules as under tsx.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** A function answering the package, required the first time it is called. */
export function lazyRequire<T>(specifier: string): () => T {
  let loaded: { module: T } | undefined;
  return () => {
    loaded ??= { module: load(specifier) as T };
    return loaded.module;
  };
}
