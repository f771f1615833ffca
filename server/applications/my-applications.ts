import { and, count, desc, eq, max } from 'drizzle-orm';
import { isUuid } from '../db/uuid';
import type { Db } from '../db/client';
import { jobApplications, jobs, organizations } from '../db/schema';
import { isJobAvailable } from '../jobs/open-jobs';
import { deletionDateOf } from './inbox/application-status';
import { attachmentCounts } from './inbox/inbox';

/**
 * When the user last applied to a job of this site, or null: the job page says so, and a second application to
 * the same job needs a tick (docs/product-decisions.md, "Applying twice").
 */
export async function lastApplicationAt(
  db: Db,
  query: { userId: string; regionId: string; jobId: string },
): Promise<Date | null> {
  if (!isUuid(query.jobId)) return null;
  const [row] = await db
    .select({ at: max(jobApplications.createdAt) })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.applicantId, query.userId),
        eq(jobApplications.regionId, query.regionId),
        eq(jobApplications.jobId, query.jobId),
      ),
    );
  return row?.at ?? null;
}

export type MyApplicationsQuery = { userId: string; regionId: string; limit: number; offset: number };

/**
 * "Meine Bewerbungen": one page of the user's own applications on this site, newest first, with their job (which
 * may have closed since) and the status as the employer set it in the inbox. Only what the applicant sent and
 * the employer's status: the inbox's notes and history are the employer's and are never read here.
 */
export async function listMyApplications(db: Db, query: MyApplicationsQuery) {
  const own = and(eq(jobApplications.applicantId, query.userId), eq(jobApplications.regionId, query.regionId));
  const attachmentCount = attachmentCounts(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        jobId: jobs.id,
        jobTitle: jobs.title,
        organizationName: organizations.name,
        organizationAssignment: jobs.organizationAssignment,
        state: jobs.state,
        publishedAt: jobs.publishedAt,
        expiresAt: jobs.expiresAt,
        status: jobApplications.status,
        sentAt: jobApplications.createdAt,
        statusChangedAt: jobApplications.statusChangedAt,
        rejectedAt: jobApplications.rejectedAt,
        resumeId: jobApplications.resumeId,
        attachmentCount: attachmentCount.n,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .leftJoin(attachmentCount, eq(attachmentCount.applicationId, jobApplications.id))
      .where(own)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(jobApplications).where(own),
  ]);
  const now = new Date();
  return {
    total: total.n,
    items: rows.map((row) => ({
      id: row.id,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      // docs/product.md §3 organizationAssignment: the employer the job was posted for, as its page shows it.
      organizationName: row.organizationAssignment ?? row.organizationName,
      jobOpen: isJobAvailable(row, now),
      status: row.status,
      sentAt: row.sentAt,
      statusChangedAt: row.statusChangedAt,
      withResume: row.resumeId !== null,
      attachmentCount: row.attachmentCount ?? 0,
      deletionDate: row.rejectedAt && deletionDateOf(row.rejectedAt),
    })),
  };
}
