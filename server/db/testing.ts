import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { createDb, type DbHandle } from './client';
import { jobs, landingPages, organizations, routeSlugs } from './schema';

/**
 * The database integration tests run against: the PostgreSQL server in DATABASE_URL when set (CI), otherwise
 * an in-memory PGlite. Open one per test file (beforeAll) and close it in afterAll.
 */
export function openTestDb(): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  return createDb(databaseUrl ? { databaseUrl } : { pgliteDir: 'memory' });
}

/** A region id no other test (or real site) uses, so tests sharing one server never see each other's rows. */
export function testRegionId(label = 'test'): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** Removes what tests created for their own regions (matters on a shared PostgreSQL server). */
export async function deleteTestRegions(handle: Pick<DbHandle, 'db'>, regionIds: string[]): Promise<void> {
  if (regionIds.length === 0) return;
  const { db } = handle;
  await db.delete(routeSlugs).where(inArray(routeSlugs.regionId, regionIds));
  await db.delete(landingPages).where(inArray(landingPages.regionId, regionIds));
  await db.delete(jobs).where(inArray(jobs.regionId, regionIds));
  await db.delete(organizations).where(inArray(organizations.regionId, regionIds));
}
