import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** What a job page answers: open (200), gone (410: archived or expired), or hidden (404 unless permitted). */
export type JobPageStatus = 'open' | 'gone' | 'hidden';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a path or query can be a job id: anything else would fail PostgreSQL's uuid cast. */
export function isJobId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The HTTP meaning of /job/<id> on a site, in one indexed lookup, for the proxy: a job that was public and
 * has ended is gone (410, so search engines drop it), never published or unknown is hidden.
 */
export async function jobPageStatus(db: Db, regionId: string, id: string, now = new Date()): Promise<JobPageStatus> {
  if (!isJobId(id)) return 'hidden';
  const [job] = await db
    .select({ state: jobs.state, publishedAt: jobs.publishedAt, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.regionId, regionId)))
    .limit(1);
  if (!job || !job.publishedAt || job.publishedAt > now) return 'hidden';
  if (job.state === 'archived' || (job.state === 'published' && job.expiresAt && job.expiresAt <= now)) return 'gone';
  return job.state === 'published' ? 'open' : 'hidden';
}

/** Open jobs (published, started, not expired) of one organization. */
export async function countOpenJobs(db: Db, organizationId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.state, 'published'), lte(jobs.publishedAt, now), or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now))));
  return Number(row?.count ?? 0);
}
