import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { isUuid } from '../db/uuid';
import { jobPageAnswer, type JobLifecycle } from '../jobs/open-jobs';

/**
 * A job on a Merkliste as anybody may see it: title, employer and place of a job the site shows (open) or has
 * shown (ended, its page answers 410). A job the site does not show (never public, taken back to review, or
 * deleted) is only its id: a list never tells more about it than its page would.
 */
export type BookmarkedJob = {
  jobId: string;
  title: string | null;
  organizationName: string | null;
  locationLabel: string | null;
  /** Open: published, started and not expired (docs/product.md §4.2); false once it ended or left the site. */
  online: boolean;
};

/** The columns a bookmarked job is shaped from (also joined by the account's list, bookmarks.ts). */
export const bookmarkedJobColumns = {
  jobId: jobs.id,
  title: jobs.title,
  organizationAssignment: jobs.organizationAssignment,
  organizationName: organizations.name,
  locationLabel: jobs.locationLabel,
  state: jobs.state,
  publishedAt: jobs.publishedAt,
  expiresAt: jobs.expiresAt,
};

type BookmarkedJobRow = JobLifecycle & {
  jobId: string;
  title: string;
  organizationAssignment: string | null;
  organizationName: string;
  locationLabel: string | null;
};

/** Only an id: what a list knows of a job the site does not show. */
export const unknownJob = (jobId: string): BookmarkedJob => ({
  jobId,
  title: null,
  organizationName: null,
  locationLabel: null,
  online: false,
});

/** A job row as a Merkliste shows it, by the job page's own rule (open, gone or hidden). */
export function shapeBookmarkedJob(row: BookmarkedJobRow, now: Date): BookmarkedJob {
  const answer = jobPageAnswer(row, now);
  if (answer === 'hidden') return unknownJob(row.jobId);
  return {
    jobId: row.jobId,
    title: row.title,
    // docs/product.md §3 organizationAssignment: the employer the job was posted for, as its page names it.
    organizationName: row.organizationAssignment ?? row.organizationName,
    locationLabel: row.locationLabel,
    online: answer === 'open',
  };
}

/** True for a job the site shows or has shown: one a Merkliste may hold. */
export const isShown = (job: BookmarkedJob) => job.title !== null;

/**
 * The jobs of `jobIds` on a site, in the order asked (duplicates once), each shaped for a Merkliste; an id that
 * names no job here (another site's too) is only its id. One indexed statement.
 */
export async function loadBookmarkedJobs(
  db: Db,
  query: { regionId: string; jobIds: readonly string[]; now: Date },
): Promise<BookmarkedJob[]> {
  const ids = [...new Set(query.jobIds)];
  const valid = ids.filter(isUuid);
  const rows = valid.length
    ? await db
        .select(bookmarkedJobColumns)
        .from(jobs)
        .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
        .where(and(inArray(jobs.id, valid), eq(jobs.regionId, query.regionId)))
    : [];
  const found = new Map(rows.map((row) => [row.jobId, shapeBookmarkedJob(row, query.now)]));
  return ids.map((id) => found.get(id) ?? unknownJob(id));
}
