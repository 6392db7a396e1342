/**
 * Once per run of the server suite on the embedded database: open and migrate one database and keep its
 * dump in a file, which every test file's database starts from (openTestDatabase), so no file pays for
 * PGlite's initdb. Against PostgreSQL (DATABASE_URL) each file creates its own database and this does nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's dump, or '' when the suite runs on PostgreSQL. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (loadConfig().DATABASE_URL) {
    project.provide('databaseTemplate', '');
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'portside-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const file = join(dir, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
