import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobApplications } from '../db/schema';
import { loadOwnResume } from '../resumes/own-resume';
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

export async function loadSeekerOverview(
  db: Db,
  user: { id: string; email: string },
  regionId: string,
): Promise<SeekerOverview> {
  const [resume, [applications], alerts, account] = await Promise.all([
    loadOwnResume(db, { userId: user.id, regionId }),
    db
      .select({ n: count() })
      .from(jobApplications)
      .where(and(eq(jobApplications.applicantId, user.id), eq(jobApplications.regionId, regionId))),
    listMyJobAlerts(db, user, regionId),
    loadAccountOverview(db, user.id),
  ]);
  return {
    resume: resume && { complete: resume.complete, visible: resume.visible, updatedAt: resume.updatedAt },
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
