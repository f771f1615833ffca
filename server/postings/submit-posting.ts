import { eq } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import { takeJobCharge, type Tx } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { jobRevisions, jobs, organizations, users } from '../db/schema';
import { type ChangeAuthor, logPostingChange } from './posting-change-log';
import { missingFields } from './posting-checks';
import type { FieldError } from './posting-input';
import { postingMessages as m } from './posting-messages';
import { applyRevision, loadPosting, PostingError, publishJob } from './posting-store';

export type SubmitOutcome = 'published' | 'scheduled' | 'needs_review' | 'no_credit' | 'invalid' | 'email_unconfirmed';
export type SubmitResult = { outcome: SubmitOutcome; errors: FieldError[] };

export type SubmitInput = {
  regionId: string;
  jobId: string;
  actor: { id: string; adminLike: boolean };
  /** Names who submitted in the organization's change log. */
  logAs?: ChangeAuthor;
  now?: Date;
};

export function postingRules(regionId: string) {
  const region = getRegion(regionId);
  if (!region) throw new Error(`unknown site ${regionId}`);
  return region.JOB_POSTING;
}

/**
 * Whether a submission (or a republication, server/job-manager/job-actions.ts) waits for an editor
 * (JOB_POSTING.review): 'all' always, 'untrusted' unless the organization is trusted, 'none' never. Editors
 * (admin-like users) publish their own submissions directly.
 */
export async function needsReview(
  tx: Tx,
  job: { regionId: string; organizationId: string },
  actor: SubmitInput['actor'],
): Promise<boolean> {
  if (actor.adminLike) return false;
  const policy = postingRules(job.regionId).review;
  if (policy !== 'untrusted') return policy === 'all';
  const [org] = await tx
    .select({ trusted: organizations.trusted })
    .from(organizations)
    .where(eq(organizations.id, job.organizationId));
  return !org?.trusted;
}

/**
 * docs/product.md §4 submit: in one transaction with the job row locked, checks every field, takes a charge for a new
 * publication only (a slot first, else a credit; none → no_credit, the job stays a draft) and publishes,
 * schedules or queues it for review. A live job's revision is applied at once or queued. Repeating a submit
 * changes nothing and charges nothing.
 */
export async function submitJobPosting(db: Db, input: SubmitInput): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const before = await stateOf(tx, input.jobId);
    const result = await submitWithin(tx, input, input.now ?? new Date());
    const after = await stateOf(tx, input.jobId);
    // Only a submission that moved the job or its changes is news; a repeated click is not.
    if (before && after && (before.state !== after.state || before.revision !== after.revision))
      await logPostingChange(tx, input.logAs, {
        organizationId: after.organizationId,
        action: SUBMIT_ACTIONS[result.outcome] ?? 'job.submitted',
        detail: { title: after.title, jobId: input.jobId },
      });
    return result;
  });
}

/** The change log's action for what a submission did (a live job's changes applied count as published). */
const SUBMIT_ACTIONS: Partial<Record<SubmitOutcome, string>> = {
  needs_review: 'job.submitted',
  published: 'job.published',
  scheduled: 'job.scheduled',
};

async function stateOf(tx: Tx, jobId: string) {
  const [row] = await tx
    .select({
      state: jobs.state,
      title: jobs.title,
      organizationId: jobs.organizationId,
      revision: jobRevisions.status,
    })
    .from(jobs)
    .leftJoin(jobRevisions, eq(jobRevisions.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** Editors always; everyone else once their e-mail address is confirmed (users.emailVerified). */
async function mayPublish(tx: Tx, actor: SubmitInput['actor']): Promise<boolean> {
  if (actor.adminLike) return true;
  const [user] = await tx.select({ verified: users.emailVerified }).from(users).where(eq(users.id, actor.id));
  return Boolean(user?.verified);
}

async function submitWithin(tx: Tx, input: SubmitInput, now: Date): Promise<SubmitResult> {
  const posting = await loadPosting(tx, input.regionId, input.jobId, { lock: true });
  if (!posting) throw new PostingError('NOT_FOUND', m.errors.notFound);
  const { job } = posting;
  const rules = postingRules(job.regionId);
  if (job.state === 'archived') throw new PostingError('BAD_USER_INPUT', m.errors.archived);
  if (job.state === 'needs_review') return { outcome: 'needs_review', errors: [] };
  // Nothing goes live or to review from an unconfirmed address: a sign-up cannot post with someone else's
  // address (docs/product-decisions.md "Company sign-up"). Nothing is charged or changed.
  if (!(await mayPublish(tx, input.actor))) return { outcome: 'email_unconfirmed', errors: [] };

  if (job.state === 'draft') {
    const missing = await missingFields(tx, posting.fields, rules, now);
    if (missing.length) return { outcome: 'invalid', errors: missing };
    const charge =
      job.chargedWith ??
      (await takeJobCharge(
        tx,
        { organizationId: job.organizationId, regionId: job.regionId, jobId: job.id, actorId: input.actor.id },
        now,
      ));
    if (!charge) return { outcome: 'no_credit', errors: [] };
    if (await needsReview(tx, posting.job, input.actor)) {
      await tx
        .update(jobs)
        .set({ state: 'needs_review', submittedAt: now, reviewNote: null, updatedAt: now })
        .where(eq(jobs.id, job.id));
      return { outcome: 'needs_review', errors: [] };
    }
    await tx.update(jobs).set({ submittedAt: now }).where(eq(jobs.id, job.id));
    return { outcome: await publishJob(tx, job.id, posting.fields, rules.defaultDurationDays, now), errors: [] };
  }

  // Published or scheduled: only pending changes are sent on.
  const live = job.state as 'published' | 'scheduled';
  const revision = posting.revision;
  if (!revision) return { outcome: live, errors: [] };
  if (revision.status === 'submitted') return { outcome: 'needs_review', errors: [] };
  const missing = await missingFields(tx, revision.postingFields, { ...rules, live: true }, now);
  if (missing.length) return { outcome: 'invalid', errors: missing };
  if (await needsReview(tx, posting.job, input.actor)) {
    await tx
      .update(jobRevisions)
      .set({ status: 'submitted', submittedAt: now, reviewNote: null, updatedAt: now })
      .where(eq(jobRevisions.id, revision.id));
    return { outcome: 'needs_review', errors: [] };
  }
  await applyRevision(tx, posting, revision.postingFields, rules.defaultDurationDays, now);
  return { outcome: live, errors: [] };
}
