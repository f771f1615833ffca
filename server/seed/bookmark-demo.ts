import { and, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobBookmarks, jobs, users } from '../db/schema';

const HOUR_MS = 3_600_000;

type BookmarkRegion = { id: string; FEATURES: { BOOKMARKS_FEATURE_ACTIVE: boolean } };

/**
 * The demo applicant's saved jobs of a site: its two newest open jobs and one that ended ("nicht mehr online").
 * Open for the whole reference day, a day on either side: the reference time is 08:00 of that day, and a job
 * published at 07:00 is not yet online for someone looking at 01:00, nor is one ending at 10:00 still online at noon.
 */
async function demoJobs(db: Db, regionId: string, at: Date): Promise<string[]> {
  const dayBefore = new Date(at.getTime() - 24 * HOUR_MS);
  const dayAfter = new Date(at.getTime() + 24 * HOUR_MS);
  const open = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.regionId, regionId),
        eq(jobs.state, 'published'),
        lte(jobs.publishedAt, dayBefore),
        gt(jobs.expiresAt, dayAfter),
      ),
    )
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(2);
  const ended = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.regionId, regionId), eq(jobs.state, 'archived'), isNotNull(jobs.publishedAt)))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(1);
  return [...open, ...ended].map((job) => job.id);
}

/**
 * The Merkliste of the demo applicant (`bewerber@<site>`) on every site that has it on (docs/product.md §1.4): two
 * open jobs and one that ended, saved in the hours before the reference date, so the list shows both states.
 * Idempotent: an applicant with a saved job on the site is left alone. Returns the number of jobs saved.
 */
export async function seedBookmarkDemo(
  db: Db,
  regions: ReadonlyArray<BookmarkRegion>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const at = options.referenceDate;
  let saved = 0;
  for (const region of regions.filter((r) => r.FEATURES.BOOKMARKS_FEATURE_ACTIVE)) {
    const [applicant] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `bewerber@${region.id}.${domain}`));
    if (!applicant) continue;
    const [existing] = await db
      .select({ jobId: jobBookmarks.jobId })
      .from(jobBookmarks)
      .innerJoin(jobs, eq(jobs.id, jobBookmarks.jobId))
      .where(and(eq(jobBookmarks.userId, applicant.id), eq(jobs.regionId, region.id)))
      .limit(1);
    if (existing) continue;
    const ids = await demoJobs(db, region.id, at);
    if (ids.length === 0) continue;
    await db
      .insert(jobBookmarks)
      .values(
        ids.map((jobId, i) => ({ userId: applicant.id, jobId, createdAt: new Date(at.getTime() - (i + 1) * HOUR_MS) })),
      )
      .onConflictDoNothing();
    saved += ids.length;
  }
  return saved;
}
