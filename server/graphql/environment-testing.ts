/**
 * The test environment of the GraphQL endpoint: a real database behind getDb() (in-memory PGlite, or the
 * PostgreSQL server in DATABASE_URL), uploads in a temporary folder and the session secret, all set for each test
 * file by server/testing/file-environment.ts.
 */
import { rmSync } from 'node:fs';
import { closeDb, type Db, getDb } from '../db/client';

/** The session secret the file's environment set (server/testing/file-environment.ts). */
export const TEST_SECRET: string = process.env.NEXTAUTH_SECRET ?? '';
/** Real sites, so the context resolves them; test data is unique (random e-mails, slugs, types). */
export const REGION = 'franken';
export const OTHER_REGION = 'rosenheim';

export async function openGraphQLTestDb(): Promise<Db> {
  return getDb();
}

export async function closeGraphQLTestDb(): Promise<void> {
  await closeDb();
  rmSync(uploadsFolder(), { recursive: true, force: true });
}

/** This file's upload folder (UPLOADS_DIR as the file's environment set it). */
export const uploadsFolder = (): string => process.env.UPLOADS_DIR ?? '';
