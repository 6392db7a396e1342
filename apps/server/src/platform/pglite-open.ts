/**
 * Opening PGlite as the server uses it (with pg_trgm), on its own so that server.ts can begin opening the
 * database before it loads the rest of the server (issue 15 item 5): this module loads only PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * dataDir: a folder, or 'memory://' for a throw-away database (tests). template: a dump() of an embedded
 * database to start from instead of an empty cluster, which skips PGlite's initdb (3 of its 4 s to open).
 */
export function openPglite(dataDir: string, template?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
}
