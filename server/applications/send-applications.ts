import { asc, eq, sql } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import { files, jobApplicationAttachments, jobApplications, jobs, organizations } from '../db/schema';
import { type Mailer, senderAddress } from '../mail/mailer';
import { drainOutbox, OUTBOX_MAX_ATTEMPTS, storedAttachments } from '../mail/outbox';
import { EMPLOYER_MAIL_SETTINGS_PATH } from '../notifications/employer-mail';
import { personOrOwner, recipientsWanting } from '../notifications/employer-mail-settings';
import type { FileStorage } from '../storage/storage';
import { renderApplicantMail, renderRecruiterMail } from './application-mails';
import { siteUrl } from '@/regions/site-origin';
import { mailButtonColor } from '../mail/button-color';

/** A claim older than this belongs to an instance that died while sending: it is taken over. */
const STALE_CLAIM_MINUTES = 10;

type Claimed = typeof jobApplications.$inferSelect;

/**
 * Claims due applications in one statement (FOR UPDATE SKIP LOCKED): two app instances never claim the
 * same one, so the employer never gets an application twice.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
  const due = sql`select ${jobApplications.id} from ${jobApplications}
    where ((${jobApplications.sendStatus} in ('pending', 'failed') and ${jobApplications.nextAttemptAt} <= ${now.toISOString()}::timestamptz
            and ${jobApplications.sendAttempts} < ${OUTBOX_MAX_ATTEMPTS})
        or (${jobApplications.sendStatus} = 'sending' and ${jobApplications.updatedAt} < ${stale.toISOString()}::timestamptz))
    order by ${jobApplications.nextAttemptAt} limit ${limit} for update skip locked`;
  return db
    .update(jobApplications)
    .set({ sendStatus: 'sending', sendAttempts: sql`${jobApplications.sendAttempts} + 1`, updatedAt: now })
    .where(sql`${jobApplications.id} in (${due})`)
    .returning();
}

/**
 * Who gets the application (docs/product-decisions.md, "Mails an Arbeitgeber"): the job's poster (its author
 * while still in the team, else the owner) unless they switched new applications off, and every address the
 * job names for applications (the per-job contact people), each once. Where the site has no inbox the mail is
 * the application's only way to the employer, so the poster gets it anyway (docs/product-decisions.md
 * "Applicant management off").
 */
async function recipients(
  db: Db,
  job: { applicationEmails: string[]; organizationId: string; authorId: string | null },
  inbox: boolean,
): Promise<string[]> {
  const poster = await personOrOwner(db, job.organizationId, job.authorId);
  const people = await recipientsWanting(db, [poster], inbox ? 'applications' : null);
  const seen = new Set<string>();
  return [...people.map((p) => p.email), ...job.applicationEmails].filter((address) => {
    const key = address.toLowerCase();
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

async function sendOne(db: Db, mailer: Mailer, storage: FileStorage, application: Claimed): Promise<void> {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organizationId: jobs.organizationId,
      authorId: jobs.authorId,
      applicationEmails: jobs.applicationEmails,
      questions: jobs.applicationQualifyingQuestions,
      organizationName: organizations.name,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobs.id, application.jobId))
    .limit(1);
  const region = getRegion(application.regionId);
  if (!job || !region) throw new Error('job or site no longer exists');
  const to = await recipients(db, job, region.FEATURES.APPLICANT_FEATURE_ACTIVE);
  const attachments = await db
    .select({ name: files.originalName, mimeType: files.mimeType, storageKey: files.storageKey })
    .from(jobApplicationAttachments)
    .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
    .where(eq(jobApplicationAttachments.applicationId, application.id))
    .orderBy(asc(jobApplicationAttachments.position));
  const host = region.HOSTS[0];
  const questionOf = new Map(job.questions.map((q) => [q.id, q.question]));
  const input = {
    site: {
      siteName: region.SITENAME,
      host,
      buttonColor: mailButtonColor(region),
      jobUrl: siteUrl(region, `/job/${job.id}`),
      // Sent with an account: the applicant can follow it there (a fixed link of ours, never typed text).
      myApplicationsUrl: application.applicantId ? siteUrl(region, '/user/bewerbungen') : undefined,
      inbox: region.FEATURES.APPLICANT_FEATURE_ACTIVE,
      settingsUrl: siteUrl(region, EMPLOYER_MAIL_SETTINGS_PATH),
    },
    job: { title: job.title, organizationName: job.organizationName },
    applicant: application,
    answers: application.qualifyingAnswers.map((a) => ({
      question: questionOf.get(a.questionId) ?? a.questionId,
      answer: a.answer,
    })),
    attachmentNames: attachments.map((a) => a.name),
  };
  const from = senderAddress(region.SITENAME, host);
  const recruiterMail = renderRecruiterMail(input);
  // Nobody wants it by mail (the poster switched it off, no contact address): it waits in the site's inbox.
  if (to.length)
    await mailer.send({
      from,
      to: to.join(', '),
      replyTo: application.emailAddress,
      ...recruiterMail,
      regionId: region.id,
      attachments: await storedAttachments(storage, attachments),
    });
  // The employer has it: from here on the application counts as sent, whatever happens to the confirmation.
  await db
    .update(jobApplications)
    .set({ sendStatus: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(eq(jobApplications.id, application.id));
  await mailer
    .send({ from, to: application.emailAddress, ...renderApplicantMail(input), regionId: region.id })
    .catch((error: unknown) => {
      console.error(`application ${application.id}: confirmation to the applicant failed`, error);
    });
}

/**
 * The application outbox: sends due applications to their employers with the files attached, and a
 * confirmation to the applicant. A failure is recorded and retried later with growing waits; it never
 * loses the application, which was stored before anything was sent.
 */
export async function sendPendingApplications(
  db: Db,
  mailer: Mailer,
  storage: FileStorage,
  options: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.limit ?? 10);
  return drainOutbox(
    claimed,
    now,
    (application) => sendOne(db, mailer, storage, application),
    (application, failure) =>
      db
        .update(jobApplications)
        .set({ ...failure, updatedAt: new Date() })
        .where(eq(jobApplications.id, application.id)),
  );
}
