import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { POSTGRES_TAG, postgresTestFiles } from './server/db/postgres-tests.ts';
import { OWN_MODULES_TAG, ownModuleTestFiles } from './server/testing/own-modules.ts';

const root = fileURLToPath(new URL('./', import.meta.url));
// The PostgreSQL pass (DATABASE_URL set) runs only what can behave differently on a server (server/db/postgres-tests.ts);
// POSTGRES_ALL=1 runs every test file there.
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = onPostgres && process.env.POSTGRES_ALL !== '1';

const include = postgresOnly ? postgresTestFiles(root) : ['**/*.test.ts', '**/*.test.tsx'];
const exclude = [
  'node_modules/**',
  'e2e/**',
  '.next*/**',
  'data/**',
  // *.postgres.test.ts need a PostgreSQL server, *.pglite.test.ts are about the embedded database only.
  onPostgres ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts',
];
// Files that replace modules (or say why they need their own) run isolated; the rest share their worker's process and
// imports, which took three quarters of the run (docs/quality.md "The test suite").
const ownModules = ownModuleTestFiles(root);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // The marker throws outside React's server build; tests of server-side modules import it as Next does.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    tags: [
      { name: POSTGRES_TAG, description: 'Runs on a PostgreSQL server too (server/db/postgres-tests.ts).' },
      { name: OWN_MODULES_TAG, description: 'Needs modules of its own (server/testing/own-modules.ts).' },
    ],
    environment: 'node',
    // Migrates one PGlite per run: openTestDb() opens every file's database from it (server/db/test-template.ts).
    globalSetup: ['./server/db/test-global-setup.ts'],
    // Each file gets its test environment and leaves the one it found, for the next file in a shared process.
    setupFiles: ['./server/testing/file-environment.ts'],
    // Set once for every file: opening and migrating a database in a beforeAll takes seconds on a quiet
    // machine and far longer on a busy one; a test that waits on a real server may take a while too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', include, exclude: [...exclude, ...ownModules], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'own-modules',
          include: postgresOnly ? include.filter((file) => ownModules.includes(file)) : ownModules,
          exclude,
          isolate: true,
        },
      },
    ],
  },
});
