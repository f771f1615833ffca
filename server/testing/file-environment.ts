import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';

/*
 * Run before each test file (vitest.config.ts `setupFiles`). Files share their worker's process and modules
 * (docs/quality.md "The test suite"), so what a file needs of the environment is set here for each file, not when a
 * helper module loads (that happens once per process), and the environment the file found is put back after it.
 */
const found = { ...process.env };

// A real database behind getDb(): in-memory PGlite opened from this run's migrated template
// (server/db/test-global-setup.ts), or the PostgreSQL server in DATABASE_URL; never a folder of the demo's.
if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DIR = 'memory';
  process.env.PGLITE_TEMPLATE = inject('pgliteTemplate') ?? '';
}
process.env.NEXTAUTH_SECRET ||= 'graphql-test-secret-0123456789abcdef0123456789abcdef';
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'jobboard-uploads-'));
process.env.UPLOADS_DIR = uploadsDir;

const DB_KEY = Symbol.for('regional-jobboard.db');
const FORGETTERS_KEY = Symbol.for('regional-jobboard.cache-forgetters');

afterAll(async () => {
  // The next file gets a database of its own, and nothing this process kept in memory of this one's data.
  if (DB_KEY in globalThis) await (await import('../db/client')).closeDb();
  if (FORGETTERS_KEY in globalThis) {
    const { CACHED_DATA, forgetCached } = await import('../caches/cache-changes');
    CACHED_DATA.forEach(forgetCached);
  }
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
  rmSync(uploadsDir, { recursive: true, force: true });
});
