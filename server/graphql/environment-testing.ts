/**
 * The test environment of the GraphQL endpoint: a real database behind getDb() (in-memory PGlite, or the
 * PostgreSQL server in DATABASE_URL), uploads in a temporary folder and the session secret. Set when this module
 * loads, so every test helper that imports it comes before anything opens the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { closeDb, type Db, getDb } from '../db/client';

// One database per test file: vitest isolates files, and getDb() caches per process.
if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DIR = 'memory';
  // Opened from the migrated template of this run (server/db/test-global-setup.ts) instead of migrating again.
  process.env.PGLITE_TEMPLATE = inject('pgliteTemplate') ?? '';
}
process.env.NEXTAUTH_SECRET ||= 'graphql-test-secret-0123456789abcdef0123456789abcdef';
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'jobboard-uploads-'));
process.env.UPLOADS_DIR = uploadsDir;

export const TEST_SECRET = process.env.NEXTAUTH_SECRET;
/** Real sites, so the context resolves them; test data is unique (random e-mails, slugs, types). */
export const REGION = 'franken';
export const OTHER_REGION = 'rosenheim';

export async function openGraphQLTestDb(): Promise<Db> {
  return getDb();
}

export async function closeGraphQLTestDb(): Promise<void> {
  await closeDb();
  rmSync(uploadsDir, { recursive: true, force: true });
}

export const uploadsFolder = () => uploadsDir;
