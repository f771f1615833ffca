import { eq } from 'drizzle-orm';
import { giveBackJobCharge, type Tx } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { jobRevisions, jobs } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { mailEmployers } from '../notifications/employer-mail';
import { mailJobsLive } from '../notifications/job-mails';
import { missingFields } from './posting-checks';
import { renderRejectionMail } from './posting-mails';
import { postingMessages as m } from './posting-messages';
import { applyRevision, loadPosting, PostingError, publishJob } from './posting-store';
import { postingRules } from './submit-posting';
import { type ChangeAuthor, logPostingChange } from './posting-change-log';

export type ReviewInput = { regionId: string; jobId: string; actorId: string; now?: Date };

/**
 * Review approves: a new job goes live (or is scheduled), pending changes of a live job are applied.
 * Anything else waits for no review (BAD_USER_INPUT).
 */
export async function approveJobPosting(
  db: Db,
  input: ReviewInput,
  mailer?: Mailer,
): Promise<'published' | 'scheduled'> {
  const now = input.now ?? new Date();
  const { state, wentLive } = await db.transaction(async (tx) => {
    const posting = await loadPosting(tx, input.regionId, input.jobId, { lock: true });
    if (!posting) throw new PostingError('NOT_FOUND', m.errors.notFound);
    const rules = postingRules(posting.job.regionId);
    const { defaultDurationDays } = rules;
    if (posting.job.state === 'needs_review') {
      // Its author may have edited it while it waited; an incomplete job is never put live. A publication
      // time that has passed meanwhile means now.
      const [missing] = await missingFields(tx, posting.fields, { ...rules, live: true }, now);
      if (missing) throw new PostingError('BAD_USER_INPUT', missing.message);
      const published = await publishJob(tx, posting.job.id, posting.fields, defaultDurationDays, now);
      return { state: published, wentLive: published === 'published' };
    }
    const revision = posting.revision;
    if (revision?.status !== 'submitted' || (posting.job.state !== 'published' && posting.job.state !== 'scheduled'))
      throw new PostingError('BAD_USER_INPUT', m.errors.nothingToReview);
    await applyRevision(tx, posting, revision.postingFields, defaultDurationDays, now);
    return { state: posting.job.state, wentLive: false };
  });
  // After the commit: the poster hears of a live job only once it is live; a scheduled job's mail comes
  // when its time has come (scheduled-postings.ts).
  if (wentLive && mailer) await mailJobsLive(db, mailer, [input.jobId]);
  return state;
}

/**
 * Review sends back: a new job returns to draft with the reason and its credit or slot given back; rejected
 * changes of a live job stay as a rejected revision (the job stays online). The reason is mailed to the author.
 */
export async function rejectJobPosting(db: Db, mailer: Mailer, input: ReviewInput & { reason: string }): Promise<void> {
  const now = input.now ?? new Date();
  const rejected = await db.transaction(async (tx) => {
    const posting = await loadPosting(tx, input.regionId, input.jobId, { lock: true });
    if (!posting) throw new PostingError('NOT_FOUND', m.errors.notFound);
    const { job, revision } = posting;
    if (job.state === 'needs_review') {
      await giveBackJobCharge(tx, job.id, input.actorId);
      await tx
        .update(jobs)
        .set({ state: 'draft', reviewNote: input.reason, submittedAt: null, updatedAt: now })
        .where(eq(jobs.id, job.id));
      return { title: job.title, authorId: job.authorId, revision: false };
    }
    if (revision?.status !== 'submitted') throw new PostingError('BAD_USER_INPUT', m.errors.nothingToReview);
    await tx
      .update(jobRevisions)
      .set({ status: 'rejected', reviewNote: input.reason, updatedAt: now })
      .where(eq(jobRevisions.id, revision.id));
    return { title: revision.postingFields.title || job.title, authorId: revision.authorId, revision: true };
  });
  // The rejection stands without the mail: the wizard shows the reason too.
  await mailAuthor(db, mailer, { ...input, ...rejected }).catch((error: unknown) =>
    console.error('rejection mail', error),
  );
}

/** The author hears the reason, unless they switched review results off (account, "E-Mail-Benachrichtigungen"). */
async function mailAuthor(
  db: Db,
  mailer: Mailer,
  mail: { regionId: string; jobId: string; reason: string; title: string; authorId: string | null; revision: boolean },
): Promise<void> {
  await mailEmployers(db, mailer, {
    regionId: mail.regionId,
    kind: 'jobReview',
    userIds: [mail.authorId],
    render: ({ site, url }) => renderRejectionMail({ ...site, ...mail, editUrl: url(`/job/wizard/${mail.jobId}`) }),
  });
}

/**
 * Ends a job: archived at once (out of search, its page answers 410 once it was public). A slot goes back to
 * its subscription; a credit only when the job never went live (withdrawn from review or before its scheduled time).
 */
export async function archiveJobPosting(db: Db, input: ReviewInput & { logAs?: ChangeAuthor }): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await archiveWithin(tx, input)) === 'unchanged') return;
    const [job] = await tx
      .select({ title: jobs.title, organizationId: jobs.organizationId })
      .from(jobs)
      .where(eq(jobs.id, input.jobId));
    await logPostingChange(tx, input.logAs, {
      organizationId: job.organizationId,
      action: 'job.archived',
      detail: { title: job.title, jobId: input.jobId },
    });
  });
}

/** archiveJobPosting inside the caller's transaction (the job manager records each in the change log). */
export async function archiveWithin(tx: Tx, input: ReviewInput): Promise<'archived' | 'unchanged'> {
  const now = input.now ?? new Date();
  const posting = await loadPosting(tx, input.regionId, input.jobId, { lock: true });
  if (!posting) throw new PostingError('NOT_FOUND', m.errors.notFound);
  if (posting.job.state === 'archived') return 'unchanged';
  const wentLive = posting.job.state === 'published';
  await giveBackJobCharge(tx, posting.job.id, input.actorId, { credit: !wentLive });
  // A job that never went live loses its wanted publication time, so it never counts as once public.
  const never = wentLive ? {} : { publishedAt: null };
  await tx
    .update(jobs)
    .set({ state: 'archived', ...never, updatedAt: now })
    .where(eq(jobs.id, posting.job.id));
  return 'archived';
}
