/**
 * `npm start`'s entry in the compiled server (scripts/build.mjs makes it dist/server.js): runs the server
 * bundle beside it, dist/server.cjs (server.ts and everything it loads), through V8's code cache
 * (platform/code-cache.ts), so a restart does not compile the server's JavaScript again.
 */
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './platform/code-cache.ts';

runWithCodeCache(fileURLToPath(new URL('./server.cjs', import.meta.url)));
