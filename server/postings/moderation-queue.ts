import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRevisions, jobs, users } from '../db/schema';

export type WaitingPosting = {
  id: string;
  kind: 'new_job' | 'revision';
  submittedAt: Date;
  /** Who submitted it: their name, else their address; null when unknown. */
  author: string | null;
};

/**
 * New jobs and changes of live jobs waiting for review on a site, oldest first, one page of them and how many
 * wait in all.
 */
export async function waitingForReview(
  db: Db,
  input: { regionId: string; limit: number; offset: number },
): Promise<{ waiting: WaitingPosting[]; total: number }> {
  const { regionId, limit, offset } = input;
  const newJobs = and(eq(jobs.regionId, regionId), eq(jobs.state, 'needs_review'));
  const revisions = and(eq(jobs.regionId, regionId), eq(jobRevisions.status, 'submitted'));
  // Jobs put into review without the wizard (imports, the demo) have no submission time: their last change.
  const jobSubmitted = sql<Date>`coalesce(${jobs.submittedAt}, ${jobs.updatedAt})`.mapWith(jobs.updatedAt);
  const revisionSubmitted = sql<Date>`coalesce(${jobRevisions.submittedAt}, ${jobRevisions.updatedAt})`.mapWith(
    jobRevisions.updatedAt,
  );
  const [jobRows, revisionRows, [jobCount], [revisionCount]] = await Promise.all([
    db
      .select({ id: jobs.id, submittedAt: jobSubmitted, authorId: jobs.authorId })
      .from(jobs)
      .where(newJobs)
      .orderBy(asc(jobSubmitted), asc(jobs.id))
      .limit(offset + limit),
    db
      .select({ id: jobs.id, submittedAt: revisionSubmitted, authorId: jobRevisions.authorId })
      .from(jobRevisions)
      .innerJoin(jobs, eq(jobs.id, jobRevisions.jobId))
      .where(revisions)
      .orderBy(asc(revisionSubmitted), asc(jobs.id))
      .limit(offset + limit),
    db.select({ n: count() }).from(jobs).where(newJobs),
    db.select({ n: count() }).from(jobRevisions).innerJoin(jobs, eq(jobs.id, jobRevisions.jobId)).where(revisions),
  ]);
  const page = [
    ...jobRows.map((r) => ({ ...r, kind: 'new_job' as const })),
    ...revisionRows.map((r) => ({ ...r, kind: 'revision' as const })),
  ]
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
    .slice(offset, offset + limit);
  const authorIds = [...new Set(page.map((w) => w.authorId).filter((id): id is string => !!id))];
  const authors = authorIds.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, authorIds))
    : [];
  const waiting = page.map(({ authorId, ...w }) => {
    const author = authors.find((a) => a.id === authorId);
    return { ...w, author: author ? author.name || author.email : null };
  });
  return { waiting, total: Number(jobCount.n) + Number(revisionCount.n) };
}
