/**
 * One server instance for `npm run bench:messaging`: the app on the database the bench prepared
 * (DATABASE_URL or DATA_DIR), without the roster sync or the demo seed of server.ts; prints the port it
 * listens on and closes on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db.ts';

const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent/portside-web' });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
