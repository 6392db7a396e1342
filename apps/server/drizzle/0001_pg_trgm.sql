-- Contains-search on trigram GIN indexes (DESIGN §6). PGlite loads pg_trgm as an extension (platform/db.ts);
-- a PostgreSQL server needs the contrib package (postgresql-contrib), present in the official images.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
