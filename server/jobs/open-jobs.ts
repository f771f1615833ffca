import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { type JobState, jobs } from '../db/schema';
import { hasEnded, hasRunOut } from './job-end';

/** What the rules below read of a job. */
export type JobLifecycle = { state: JobState; publishedAt: Date | null; expiresAt: Date | null };

/**
 * docs/product.md §4 open jobs as a condition on `jobs`: published, started (publishedAt <= now) and not expired (no
 * expiry, or one after now). Search, sitemaps and open-job counts list exactly these. Three plain column comparisons,
 * so the (region, state, published_at) and (state, expires_at) indexes keep serving them.
 */
export function openJobs(now: Date): SQL {
  return and(eq(jobs.state, 'published'), startedAndRunning(now))!;
}

/**
 * The dates part of `openJobs`: started and not expired. Alone on the search table, which holds only published
 * jobs under the column names of `jobs` (docs/architecture.md, "The search table").
 */
export function startedAndRunning(now: Date): SQL {
  return and(lte(jobs.publishedAt, now), or(isNull(jobs.expiresAt), gt(jobs.expiresAt, now)))!;
}

/** `openJobs` for a job already loaded: it can be found and applied for. */
export function isJobAvailable(job: JobLifecycle, now = new Date()): boolean {
  return job.state === 'published' && !!job.publishedAt && job.publishedAt <= now && !hasRunOut(job, now);
}

/** Public once: published or archived, and started. Such a job stays reachable after it ends. */
export function wasPublished(job: JobLifecycle, now = new Date()): boolean {
  return (job.state === 'published' || job.state === 'archived') && !!job.publishedAt && job.publishedAt <= now;
}

/** What a job page answers: open (200), gone (410: archived or expired), or hidden (404 unless permitted). */
export type JobPageStatus = 'open' | 'gone' | 'hidden';

/**
 * The HTTP meaning of a job's page: a job that was public and has ended (./job-end.ts) is gone (410, so
 * search engines drop it); one never published, or not started yet, is hidden.
 */
export function jobPageAnswer(job: JobLifecycle, now = new Date()): JobPageStatus {
  if (isJobAvailable(job, now)) return 'open';
  return wasPublished(job, now) && hasEnded(job, now) ? 'gone' : 'hidden';
}
