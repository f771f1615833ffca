import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { isUuid } from '../db/uuid';
import { jobPageAnswer, openJobs, type JobPageStatus } from './open-jobs';

export type { JobPageStatus };

/**
 * The HTTP meaning of /job/<id> on a site, in one indexed lookup, for the proxy: a job that was public and
 * has ended is gone (410, so search engines drop it), never published or unknown is hidden.
 */
export async function jobPageStatus(db: Db, regionId: string, id: string, now = new Date()): Promise<JobPageStatus> {
  if (!isUuid(id)) return 'hidden';
  const [job] = await db
    .select({ state: jobs.state, publishedAt: jobs.publishedAt, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.regionId, regionId)))
    .limit(1);
  return job ? jobPageAnswer(job, now) : 'hidden';
}

/** Open jobs (published, started, not expired) of one organization. */
export async function countOpenJobs(db: Db, organizationId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), openJobs(now)));
  return Number(row?.count ?? 0);
}
