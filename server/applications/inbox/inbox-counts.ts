import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../commerce/job-charges';
import { jobApplications, jobs } from '../../db/schema';

/** Only these workflows bring applications to the site; a job per link sends applicants elsewhere. */
export const INBOX_WORKFLOWS = ['internal', 'email'] as const;

/**
 * The one rule by which every employer page counts applications (the inbox, the job list, the dashboard): an
 * application counts while the inbox shows it, i.e. while its row exists (withdrawn, erased and purged ones
 * are deleted), on its job's own site, for a job whose workflow brings applications to the site. A condition
 * on `job_applications` joined with `jobs` (docs/product-decisions.md "One count of applications").
 */
export function inInbox(): SQL {
  return and(
    eq(jobApplications.regionId, jobs.regionId),
    inArray(jobs.applicationWorkflow, [...INBOX_WORKFLOWS]),
  ) as SQL;
}

/** Applications of the jobs matching `jobsWhere`, per job, as a subquery to join (jobId, received). */
export function inboxCountsByJob(db: Executor, jobsWhere: SQL) {
  return db
    .select({ jobId: jobApplications.jobId, received: sql<number>`count(*)::int`.as('received') })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(inInbox(), jobsWhere))
    .groupBy(jobApplications.jobId)
    .as('inbox_counts');
}

/** New applications (status new) of an organization's jobs on a site: the inbox's "Neu" filter's total. */
export async function newInboxApplications(db: Executor, regionId: string, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      and(
        inInbox(),
        eq(jobs.regionId, regionId),
        eq(jobs.organizationId, organizationId),
        eq(jobApplications.status, 'new'),
      ),
    );
  return Number(row?.n ?? 0);
}
