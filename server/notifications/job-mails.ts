import { and, eq, gt, inArray, isNotNull, lte, or, isNull, ne, sql } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { fill } from '../mail/template';
import { formatGermanDate } from '../format/german-date';
import { type EmployerSite, mailEmployers, renderEmployerMail } from './employer-mail';
import { personOrOwner } from './employer-mail-settings';

const t = messages.mail.employer;
/** The "läuft bald ab" mail goes out this many days before a job's end (docs/product-decisions.md). */
export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 86_400_000;

/** The poster's mail when a job goes live (approved by review, or its scheduled time came): its public link. */
export function renderJobLiveMail(site: EmployerSite, job: { title: string; url: string; expiresAt: Date | null }) {
  const vars = { title: job.title, siteName: site.siteName };
  return renderEmployerMail(site, {
    subject: fill(t.jobLive.subject, vars),
    before: [fill(t.jobLive.intro, vars)],
    button: { href: job.url, label: t.jobLive.button },
    after: job.expiresAt ? [fill(t.jobLive.until, { endDate: formatGermanDate(job.expiresAt) })] : [],
    reason: fill(t.reasons.jobReview, vars),
  });
}

/** The poster's mail before a job's end, with "Anzeige verlängern" into the job manager. */
export function renderJobExpiringMail(site: EmployerSite, job: { title: string; renewUrl: string; expiresAt: Date }) {
  const vars = { title: job.title, siteName: site.siteName, endDate: formatGermanDate(job.expiresAt) };
  return renderEmployerMail(site, {
    subject: fill(t.jobExpiring.subject, vars),
    before: [fill(t.jobExpiring.intro, vars), t.jobExpiring.renew],
    button: { href: job.renewUrl, label: t.jobExpiring.button },
    reason: fill(t.reasons.jobExpiring, vars),
  });
}

/**
 * Mails the poster of each job that went live (the author while still in the team, else the owner). A mail
 * that fails is logged, never undoes the publication: the job manager shows it live too.
 */
export async function mailJobsLive(db: Db, mailer: Mailer, jobIds: readonly string[]): Promise<void> {
  if (!jobIds.length) return;
  const rows = await db
    .select({
      id: jobs.id,
      regionId: jobs.regionId,
      organizationId: jobs.organizationId,
      authorId: jobs.authorId,
      title: jobs.title,
      expiresAt: jobs.expiresAt,
    })
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), eq(jobs.state, 'published')));
  for (const job of rows) {
    try {
      const poster = await personOrOwner(db, job.organizationId, job.authorId);
      await mailEmployers(db, mailer, {
        regionId: job.regionId,
        kind: 'jobReview',
        userIds: [poster],
        render: ({ site, url }) => renderJobLiveMail(site, { ...job, url: url(`/job/${job.id}`) }),
      });
    } catch (error) {
      console.error(`job ${job.id}: "online" mail failed`, error);
    }
  }
}

type Expiring = {
  id: string;
  regionId: string;
  organizationId: string;
  authorId: string | null;
  title: string;
  expiresAt: Date;
};

/**
 * Claims the live jobs ending within EXPIRY_WARNING_DAYS that were not warned for this end date, in one
 * statement (FOR UPDATE SKIP LOCKED, as the alerts and subscription reminders): two loops or a restart never
 * warn twice; a renewal moves the end date and so earns a new warning.
 */
async function claimExpiring(db: Db, now: Date, limit: number): Promise<Expiring[]> {
  const until = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, 'published'),
        isNotNull(jobs.expiresAt),
        gt(jobs.expiresAt, now),
        lte(jobs.expiresAt, until),
        or(isNull(jobs.expiryWarnedFor), ne(jobs.expiryWarnedFor, jobs.expiresAt)),
      ),
    )
    .orderBy(jobs.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ expiryWarnedFor: sql`${jobs.expiresAt}` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      regionId: jobs.regionId,
      organizationId: jobs.organizationId,
      authorId: jobs.authorId,
      title: jobs.title,
      expiresAt: jobs.expiresAt,
    });
  return rows.filter((row): row is Expiring => row.expiresAt !== null);
}

/**
 * Warns the poster of each live job that ends soon, once per job and end date. A warning that could not be
 * sent is released for the next run.
 */
export async function sendExpiryWarnings(
  db: Db,
  mailer: Mailer,
  options: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const job of await claimExpiring(db, options.now ?? new Date(), options.limit ?? 100)) {
    try {
      const poster = await personOrOwner(db, job.organizationId, job.authorId);
      await mailEmployers(db, mailer, {
        regionId: job.regionId,
        kind: 'jobExpiring',
        userIds: [poster],
        render: ({ site, url }) => renderJobExpiringMail(site, { ...job, renewUrl: url('/job-manager') }),
      });
      sent++;
    } catch (error) {
      failed++;
      console.error(`job ${job.id}: expiry warning failed`, error);
      await db.update(jobs).set({ expiryWarnedFor: null }).where(eq(jobs.id, job.id));
    }
  }
  return { sent, failed };
}
