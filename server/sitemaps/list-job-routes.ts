import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { openJobs } from '../jobs/open-jobs';
import type { SitemapEntry } from './list-landing-routes';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Open jobs of one region for the job sitemap, newest first: published, started, not expired. Ended jobs
 * leave it (their pages answer 410). A region never near 50,000 open jobs needs one file; beyond that the
 * newest 50,000 are listed.
 */
export async function listJobRoutes(db: Db, regionId: string, now = new Date()): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: jobs.id, lastModified: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.regionId, regionId), openJobs(now)))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((r) => ({ path: `/job/${r.id}`, lastModified: r.lastModified }));
}
