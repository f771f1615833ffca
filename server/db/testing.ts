import { randomUUID } from 'node:crypto';
import { inArray, type Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDb, type DbHandle } from './client';
import { jobs, landingPages, organizations, routeSlugs } from './schema';

export type TestDbOptions = {
  /** Sees every statement the tests run (not the migrations), e.g. a StatementLog. */
  logger?: Logger;
};

/**
 * The database integration tests run against: the PostgreSQL server in DATABASE_URL when set (CI), otherwise
 * an in-memory PGlite opened from the run's migrated template (server/db/test-global-setup.ts; without it,
 * e.g. under another runner, a PGlite migrated here). Open one per test file (beforeAll), close it in afterAll.
 */
export function openTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const { logger } = options;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return createDb({ databaseUrl, logger });
  return createDb({ pgliteDir: 'memory', pgliteTemplate: inject('pgliteTemplate') ?? undefined, logger });
}

/** A Drizzle logger keeping the SQL of every statement, so tests can count what an operation runs (N+1 checks). */
export class StatementLog implements Logger {
  readonly statements: string[] = [];

  logQuery(query: string): void {
    this.statements.push(query);
  }

  /** The statements run while `work` runs; nothing else may use the database meanwhile. */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const start = this.statements.length;
    await work();
    return this.statements.slice(start);
  }
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
