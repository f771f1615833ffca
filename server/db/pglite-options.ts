/**
 * How every embedded database is opened (the app's folder, tests' in-memory copies, the migrated template):
 * - 32 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite keeps them in the process's own memory, the
 *   demo's hot pages fit, and the operating system caches the rest of the folder (docs/architecture.md, "Memory");
 * - btree_gin, which migration 0019 creates: its index on (site, search vector) gave way to the site's words
 *   (0024), but a new database still runs every migration in order (docs/architecture.md, "A million jobs");
 * - pg_trgm, which migration 0037 creates: the search table's titles by their trigrams (docs/architecture.md,
 *   "What is left at a million").
 * Imported lazily, like PGlite itself: a server on PostgreSQL never loads the embedded engine.
 */
export async function pgliteOptions() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    extensions: { btree_gin, pg_trgm },
  };
}
