import { eq } from 'drizzle-orm';
import { isAdminLike, type SessionUser } from '../auth/session-user';
import { giveBackJobCharge, type JobCharge, takeJobCharge, type Tx } from '../commerce/job-charges';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { recordOrganizationChange } from '../organizations/change-log';
import { editedFields, insertDraft, loadPosting, PostingError } from '../postings/posting-store';
import { archiveWithin } from '../postings/review-posting';
import { runtimeDays } from '../postings/posting-runtime';
import { needsReview, postingRules } from '../postings/submit-posting';
import { wasPublished } from '../jobs/open-jobs';
import messages from '../../messages/de.json';
import { managedStateOf } from './list-jobs';

const m = messages.graphql.jobManager;
const DAY = 86_400_000;

/**
 * Who acts, and whether as support for an organization not their own (docs/product.md §6 masquerade, marked in the
 * log).
 */
export type JobAction = { actor: SessionUser; viaSupport: boolean; now?: Date };

/** A job of an organization (on any of its frontends), locked; NOT_FOUND when the organization has none such. */
async function lockedJob(tx: Tx, organizationId: string, id: string) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!job || job.organizationId !== organizationId) throw new PostingError('NOT_FOUND', m.notFound);
  return job;
}

/** A new draft with the job's fields (a live job's pending changes included), on the same frontend. */
export async function duplicateJob(
  db: Db,
  input: JobAction & { organizationId: string; jobId: string },
): Promise<string> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const job = await lockedJob(tx, input.organizationId, input.jobId);
    const posting = await loadPosting(tx, job.regionId, job.id);
    if (!posting) throw new PostingError('NOT_FOUND', m.notFound);
    // The copy waits for its own publication time; it is a draft until submitted like any other.
    const fields = { ...editedFields(posting), publishAt: null };
    const copy = await insertDraft(tx, {
      regionId: job.regionId,
      organizationId: job.organizationId,
      authorId: input.actor.id,
      fields,
      now,
    });
    await recordOrganizationChange(tx, {
      organizationId: job.organizationId,
      actor: input.actor,
      viaSupport: input.viaSupport,
      action: 'job.duplicated',
      detail: { title: job.title, jobId: job.id, copyId: copy },
    });
    return copy;
  });
}

export type ExtendOutcome = 'extended' | 'republished' | 'needs_review' | 'no_credit' | 'charge_changed';

/** What extending takes and gives: the outcome, the charge (slot or credit) and the new end (none in review). */
export type ExtendResult = { outcome: ExtendOutcome; charge: JobCharge | null; expiresAt: Date | null };

type ExtendInput = JobAction & { organizationId: string; jobId: string; expectedCharge?: JobCharge | null };

/**
 * A running job gets another runtime from its current end; an ended one (archived or expired) runs again for a
 * runtime from now. Only a job that once went live may: going live is what passing every publication rule
 * (submit, review) records, and a draft archived, a rejected or a withdrawn job never did. Either takes what a
 * publication takes (a free slot first, else a job credit, through the publishing's own takeJobCharge): without
 * one nothing changes (no_credit). A slot the running job holds is given back first, so a job on a subscription
 * keeps one slot, not two. Republishing follows the site's review policy like a submission
 * (docs/product-decisions.md "Extending, runtime and dates of postings").
 *
 * With expectedCharge (what the confirmation showed), a different charge changes nothing (charge_changed):
 * the employer is never charged other than they agreed (docs/product-decisions.md "Extending asks first").
 */
export async function extendJob(db: Db, input: ExtendInput): Promise<ExtendOutcome> {
  return (await runExtension(db, input, false)).outcome;
}

/**
 * What extendJob would do now, without doing it: the same transaction, rolled back at its end, so the
 * confirmation shows exactly the charge the same rules take.
 */
export async function previewExtension(db: Db, input: JobAction & { organizationId: string; jobId: string }) {
  return runExtension(db, input, true);
}

/**
 * Ends a transaction without its changes, carrying what it found. Our own class rather than Drizzle's
 * tx.rollback(): in the production build the server's bundle and the external database driver may hold two
 * copies of drizzle-orm, and `instanceof TransactionRollbackError` then fails for the other copy's error.
 */
class RolledBack extends Error {
  constructor(readonly result: ExtendResult) {
    super('rolled back');
  }
}

async function runExtension(db: Db, input: ExtendInput, dryRun: boolean): Promise<ExtendResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      let result = await extendWithin(tx, input, now);
      const unexpected = input.expectedCharge != null && result.charge !== input.expectedCharge;
      if (!dryRun && unexpected && result.outcome !== 'no_credit') result = { ...result, outcome: 'charge_changed' };
      // Nothing may change without a charge (also not the slot given back) nor against the agreed one.
      if (dryRun || result.outcome === 'no_credit' || result.outcome === 'charge_changed') throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
}

async function extendWithin(tx: Tx, input: ExtendInput, now: Date): Promise<ExtendResult> {
  const job = await lockedJob(tx, input.organizationId, input.jobId);
  const state = managedStateOf(job, now);
  if (state !== 'published' && state !== 'archived' && state !== 'expired')
    throw new PostingError('BAD_USER_INPUT', m.notExtendable);
  // Archiving clears the publication time of a job that never went live (review-posting.ts archiveWithin).
  if (!wasPublished(job, now)) throw new PostingError('BAD_USER_INPUT', m.neverPublished);
  // One charge buys one runtime of the site (the price list's), also when the job asked for more once.
  const days = runtimeDays(job.durationDays, postingRules(job.regionId).defaultDurationDays);
  const running = state === 'published';
  if (running) await giveBackJobCharge(tx, job.id, input.actor.id, { credit: false });
  const target = { organizationId: job.organizationId, regionId: job.regionId, jobId: job.id };
  const charge = await takeJobCharge(tx, { ...target, actorId: input.actor.id }, now);
  if (!charge) return { outcome: 'no_credit', charge: null, expiresAt: null };
  const log = { organizationId: job.organizationId, actor: input.actor, viaSupport: input.viaSupport };
  const actor = { id: input.actor.id, adminLike: isAdminLike(input.actor) };
  if (!running && (await needsReview(tx, job, actor))) {
    // An editor puts it live (approval gives it its runtime from then) or sends it back with the charge.
    await tx
      .update(jobs)
      .set({ state: 'needs_review', submittedAt: now, reviewNote: null, updatedAt: now })
      .where(eq(jobs.id, job.id));
    await recordOrganizationChange(tx, {
      ...log,
      action: 'job.submitted',
      detail: { title: job.title, jobId: job.id, charge },
    });
    return { outcome: 'needs_review', charge, expiresAt: null };
  }
  const from = running && job.expiresAt && job.expiresAt > now ? job.expiresAt : now;
  const expiresAt = new Date(from.getTime() + days * DAY);
  const live = running ? {} : { state: 'published' as const, publishedAt: now };
  await tx
    .update(jobs)
    .set({ ...live, expiresAt, updatedAt: now })
    .where(eq(jobs.id, job.id));
  await recordOrganizationChange(tx, {
    ...log,
    action: running ? 'job.extended' : 'job.republished',
    detail: { title: job.title, jobId: job.id, until: expiresAt.toISOString(), charge },
  });
  return { outcome: running ? 'extended' : 'republished', charge, expiresAt };
}

/** Ends several jobs of an organization at once (the archive rule of archiveJobPosting); returns those ended. */
export async function archiveJobs(
  db: Db,
  input: JobAction & { organizationId: string; jobIds: string[] },
): Promise<string[]> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const archived: string[] = [];
    for (const id of [...new Set(input.jobIds)]) {
      const job = await lockedJob(tx, input.organizationId, id);
      const outcome = await archiveWithin(tx, { regionId: job.regionId, jobId: id, actorId: input.actor.id, now });
      if (outcome === 'unchanged') continue;
      archived.push(id);
      await recordOrganizationChange(tx, {
        organizationId: job.organizationId,
        actor: input.actor,
        viaSupport: input.viaSupport,
        action: 'job.archived',
        detail: { title: job.title, jobId: id },
      });
    }
    return archived;
  });
}
