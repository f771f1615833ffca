import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobApplications, resumes } from '../db/schema';
import { loadAccountOverview } from './account-profile';
import { listMyJobAlerts } from './my-job-alerts';

/** The job seeker's /dashboard at a glance: resume state, applications, alerts, account. */
export type SeekerOverview = {
  resume: { complete: boolean; visible: boolean; updatedAt: Date } | null;
  applications: number;
  alerts: { total: number; paused: number; unconfirmed: number };
  hasPassword: boolean;
  pendingEmail: string | null;
};

/**
 * The resume row of the user on this site, read here through a small query of its own: the resume track's
 * `loadOwnResume` (server/resumes/own-resume.ts) replaces it once both are merged.
 */
async function resumeState(db: Db, userId: string, regionId: string) {
  const [row] = await db
    .select({ complete: resumes.complete, visible: resumes.visible, updatedAt: resumes.updatedAt })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.regionId, regionId)))
    .limit(1);
  return row ?? null;
}

export async function loadSeekerOverview(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
): Promise<SeekerOverview> {
  const [resume, [applications], alerts, account] = await Promise.all([
    resumeState(db, user.id, regionId),
    db
      .select({ n: count() })
      .from(jobApplications)
      .where(and(eq(jobApplications.applicantId, user.id), eq(jobApplications.regionId, regionId))),
    listMyJobAlerts(db, user, regionId),
    loadAccountOverview(db, user.id),
  ]);
  return {
    resume,
    applications: applications.n,
    alerts: {
      total: alerts.length,
      paused: alerts.filter((a) => a.paused).length,
      unconfirmed: alerts.filter((a) => !a.confirmed).length,
    },
    hasPassword: account.hasPassword,
    pendingEmail: account.pendingEmail?.newEmail ?? null,
  };
}
