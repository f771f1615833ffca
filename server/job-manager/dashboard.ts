import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { type ChargeCounts, type Executor, jobChargeCounts } from '../commerce/job-charges';
import { creditBalancesOf, type CreditBalanceRow } from '../commerce/credit-balances';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { newInboxApplications } from '../applications/inbox/inbox-counts';
import { openJobs } from '../jobs/open-jobs';

const DAY = 86_400_000;

export type EndingJob = { id: string; title: string; frontend: string; expiresAt: Date };

export type EmployerOverview = {
  openJobs: number;
  newApplications: number;
  drafts: number;
  inReview: number;
  endingSoon: EndingJob[];
};

/**
 * docs/product.md §2 the employer's dashboard: open jobs, new applications, and what needs attention (drafts, jobs in
 * review, open jobs ending within 7 days), over every frontend of the organization; new applications of this site's
 * inbox, counted by its rule (server/applications/inbox/inbox-counts.ts). Four statements.
 */
export async function employerOverview(
  db: Executor,
  organizationId: string,
  regionId: string,
  now = new Date(),
): Promise<EmployerOverview> {
  const own = eq(jobs.organizationId, organizationId);
  const [[states], newApplications, endingSoon] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${openJobs(now)})::int`,
        drafts: sql<number>`count(*) filter (where ${jobs.state} = 'draft')::int`,
        inReview: sql<number>`count(*) filter (where ${jobs.state} = 'needs_review')::int`,
      })
      .from(jobs)
      .where(own),
    // The inbox's own count, of this site's inbox the dashboard links to.
    newInboxApplications(db, regionId, organizationId),
    db
      .select({ id: jobs.id, title: jobs.title, frontend: jobs.regionId, expiresAt: jobs.expiresAt })
      .from(jobs)
      .where(and(own, openJobs(now), lte(jobs.expiresAt, new Date(now.getTime() + 7 * DAY)), gt(jobs.expiresAt, now)))
      .orderBy(asc(jobs.expiresAt))
      .limit(20),
  ]);
  return {
    openJobs: Number(states?.open ?? 0),
    newApplications,
    drafts: Number(states?.drafts ?? 0),
    inReview: Number(states?.inReview ?? 0),
    endingSoon: endingSoon.map((job) => ({ ...job, expiresAt: job.expiresAt! })),
  };
}

export type CreditsAtGlance = ChargeCounts & { balances: CreditBalanceRow[] };

/** Credits and subscription slots at a glance: what this site can publish now, and every frontend's balances. */
export async function creditsAtGlance(
  db: Db,
  organizationId: string,
  regionId: string,
  now = new Date(),
): Promise<CreditsAtGlance> {
  const [counts, balances] = await Promise.all([
    jobChargeCounts(db, [organizationId], regionId, now),
    creditBalancesOf(db, organizationId, regionId),
  ]);
  return { ...(counts.get(organizationId) ?? { jobCredits: 0, freeJobSlots: 0 }), balances };
}
