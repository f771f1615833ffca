import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobDailyStats, jobs, users } from '../db/schema';
import { statsDay } from '../stats/job-stats';
import { Rng } from './prng';

const DAY_MS = 86_400_000;
/** Days of figures before the reference date. */
const DAYS = 30;

/**
 * Daily figures for the demo recruiters' jobs (after attachDemoRecruiters and seedDemoPostings), so the job
 * manager, its chart and the CSV export have numbers to show: for each day a job was online in the 30 days up
 * to the reference date, some views, fewer apply starts, fewer applications, clicks for jobs that link
 * to the employer's own application page, and impressions of the tracking pixel (docs/product.md §1), drawn from
 * a stream of their own so the other figures stay as they were. Deterministic per seed; idempotent (existing days are kept).
 * Returns the rows written.
 */
export async function seedDemoJobStats(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { seed: number; referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.map((r) => `arbeitgeber@${r.id}.${domain}`);
  if (emails.length === 0) return 0;
  const recruiters = await db
    .select({ org: users.activeOrganizationId })
    .from(users)
    .where(and(inArray(users.email, emails), isNotNull(users.activeOrganizationId)));
  const orgIds = recruiters.map((r) => r.org!);
  if (orgIds.length === 0) return 0;
  const online = await db
    .select({
      id: jobs.id,
      publishedAt: jobs.publishedAt,
      expiresAt: jobs.expiresAt,
      workflow: jobs.applicationWorkflow,
    })
    .from(jobs)
    .where(and(inArray(jobs.organizationId, orgIds), inArray(jobs.state, ['published', 'archived'])));
  const rows: Array<typeof jobDailyStats.$inferInsert> = [];
  for (const job of online) {
    const rng = new Rng(options.seed, 'job-stats', job.id);
    const popularity = rng.int(3, 40);
    const pixel = new Rng(options.seed, 'job-pixel', job.id);
    for (let back = DAYS - 1; back >= 0; back--) {
      const at = new Date(options.referenceDate.getTime() - back * DAY_MS);
      if (!job.publishedAt || job.publishedAt > at || (job.expiresAt && job.expiresAt < at)) continue;
      const views = rng.int(0, popularity);
      const applyStarts = Math.min(views, rng.int(0, Math.ceil(views / 5)));
      rows.push({
        jobId: job.id,
        day: statsDay(at),
        views,
        applyStarts,
        applications: job.workflow === 'link' ? 0 : Math.min(applyStarts, rng.int(0, Math.ceil(applyStarts / 2))),
        outboundClicks: job.workflow === 'link' ? rng.int(0, Math.ceil(views / 4)) : 0,
        pixelImpressions: pixel.int(0, Math.ceil(popularity / 2)),
      });
    }
  }
  let written = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const done = await db
      .insert(jobDailyStats)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ jobId: jobDailyStats.jobId });
    written += done.length;
  }
  return written;
}
