import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { POSTGRES_TAG, postgresTestFiles } from './server/db/postgres-tests.ts';

const root = fileURLToPath(new URL('./', import.meta.url));
// The PostgreSQL pass (DATABASE_URL set) runs only what can behave differently on a server (server/db/postgres-tests.ts);
// POSTGRES_ALL=1 runs every test file there.
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = onPostgres && process.env.POSTGRES_ALL !== '1';

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // The marker throws outside React's server build; tests of server-side modules import it as Next does.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: postgresOnly ? postgresTestFiles(root) : ['**/*.test.ts', '**/*.test.tsx'],
    exclude: [
      'node_modules/**',
      'e2e/**',
      '.next*/**',
      'data/**',
      // *.postgres.test.ts need a PostgreSQL server, *.pglite.test.ts are about the embedded database only.
      onPostgres ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts',
    ],
    tags: [{ name: POSTGRES_TAG, description: 'Runs on a PostgreSQL server too (server/db/postgres-tests.ts).' }],
    environment: 'node',
    // Migrates one PGlite per run: openTestDb() opens every file's database from it (server/db/test-template.ts).
    globalSetup: ['./server/db/test-global-setup.ts'],
    // Set once for every file: opening and migrating a database in a beforeAll takes seconds on a quiet
    // machine and far longer on a busy one; a test that waits on a real server may take a while too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
