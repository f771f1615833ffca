import { and, eq } from 'drizzle-orm';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { isUuid } from '../db/uuid';
import { isJobAvailable } from '../jobs/open-jobs';
import type { Visitor } from './countable';
import { countVisitorEvent, type JobEvent } from './job-stats';

/** An open job of a site, as far as counting and the outbound link need it; null when there is none. */
export async function openJobForStats(db: Db, regionId: string, jobId: string, now = new Date()) {
  if (!isUuid(jobId)) return null;
  const [job] = await db
    .select({
      id: jobs.id,
      state: jobs.state,
      publishedAt: jobs.publishedAt,
      expiresAt: jobs.expiresAt,
      applicationWorkflow: jobs.applicationWorkflow,
      applicationLink: jobs.applicationLink,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.regionId, regionId)))
    .limit(1);
  return job && isJobAvailable(job, now) ? job : null;
}

/**
 * Counted events per client address and hour: far above what a person clicks through, it stops one client
 * from inflating figures by changing its user agent for every request (the counter keeps only a hash of the
 * address, for the hour).
 */
export const STATS_PER_CLIENT: RateLimitRule = { name: 'stats-client', limit: 600, windowSeconds: 60 * 60 };

/**
 * Counts a visitor's event on a job (for the page render's after() and the counting routes), within the
 * client's hourly allowance. Never throws: a count is not worth a failed request.
 */
export async function countSafely(
  db: Db,
  input: { jobId: string; event: Exclude<JobEvent, 'application'>; visitor: Visitor },
  rule: RateLimitRule = STATS_PER_CLIENT,
): Promise<boolean> {
  try {
    if (!(await hitRateLimit(db, rule, input.visitor.address)).allowed) return false;
    return await countVisitorEvent(db, input);
  } catch (error) {
    console.error('job statistics', error);
    return false;
  }
}
