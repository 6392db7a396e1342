/**
 * `npm run bench [-- extensions | cdrs] [options]`: the list kit's speed at scale, printed, not asserted.
 * Without a name both run, one after the other: extensions.ts (100,000 extensions, embedded database;
 * `--keep <folder>`), then cdrs.ts (1,000,000 calling-card call records on PostgreSQL when DATABASE_URL is
 * set, and on the embedded database; `--keep-cdrs <folder>`, `--only postgres|pglite`).
 */
const which = process.argv.slice(2).find((a) => a === 'extensions' || a === 'cdrs');
if (which === undefined || which === 'extensions') await import('./extensions.ts');
if (which === undefined || which === 'cdrs') await import('./cdrs.ts');

export {};
