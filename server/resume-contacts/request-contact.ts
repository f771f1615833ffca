import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { activeSubscriptionCondition } from '../commerce/active-subscriptions';
import type { Db } from '../db/client';
import { resumeContactRequests, resumes, subscriptions } from '../db/schema';
import { blockedForSql, type RecruitingPerson } from '../resumes/resume-blocks';

export type ContactRequestRow = typeof resumeContactRequests.$inferSelect;
export type ContactRefusal = 'notFound' | 'ownResume' | 'notAvailable' | 'alreadyRequested' | 'noSlot';
export type RequestContactResult =
  { ok: true; request: ContactRequestRow; candidateId: string } | { ok: false; refusal: ContactRefusal };

export type RequestContactInput = {
  regionId: string;
  resumeId: string;
  organizationId: string;
  /** Who asks: their organizations count for the owner's blocks too (server/resumes/resume-blocks.ts). */
  requester: RecruitingPerson;
  message: string;
  now?: Date;
};

/**
 * docs/product.md §4: an organization asks a candidate for contact. The request takes one resume-contact slot of the
 * organization's active subscription on this site, exactly once: the subscription row is locked, the request
 * inserted (the unique constraint refuses a second one of the same organization for the same resume), and
 * only an inserted request counts a slot, all in one transaction. Of several subscriptions the one ending
 * first gives the slot. One request per organization and resume, whatever became of it: a declined or
 * revoked request is the candidate's answer (docs/product-decisions.md). A resume whose owner blocked the
 * organization, or another of the requester's, is not found, as if it did not exist.
 */
export async function requestContact(db: Db, input: RequestContactInput): Promise<RequestContactResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<RequestContactResult> => {
    const [resume] = await tx
      .select({
        userId: resumes.userId,
        visible: resumes.visible,
        complete: resumes.complete,
        blocked: blockedForSql(tx, resumes.id, input.requester, [input.organizationId]),
      })
      .from(resumes)
      .where(and(eq(resumes.id, input.resumeId), eq(resumes.regionId, input.regionId)));
    if (!resume) return { ok: false, refusal: 'notFound' };
    if (resume.userId === input.requester.id) return { ok: false, refusal: 'ownResume' };
    if (resume.blocked) return { ok: false, refusal: 'notFound' };
    if (!resume.visible || !resume.complete) return { ok: false, refusal: 'notAvailable' };
    const [existing] = await tx
      .select({ id: resumeContactRequests.id })
      .from(resumeContactRequests)
      .where(
        and(
          eq(resumeContactRequests.resumeId, input.resumeId),
          eq(resumeContactRequests.organizationId, input.organizationId),
        ),
      );
    if (existing) return { ok: false, refusal: 'alreadyRequested' };

    const [subscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.organizationId, input.organizationId),
          activeSubscriptionCondition(input.regionId, now),
          gt(subscriptions.resumeContactSlotsTotal, subscriptions.resumeContactSlotsUsed),
        ),
      )
      .orderBy(asc(subscriptions.endDate), asc(subscriptions.id))
      .limit(1)
      .for('update');
    if (!subscription) return { ok: false, refusal: 'noSlot' };

    // Two requests racing for the same resume both passed the check above; the constraint lets one in.
    const [request] = await tx
      .insert(resumeContactRequests)
      .values({
        resumeId: input.resumeId,
        organizationId: input.organizationId,
        requestedById: input.requester.id,
        message: input.message,
        subscriptionId: subscription.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!request) return { ok: false, refusal: 'alreadyRequested' };
    await tx
      .update(subscriptions)
      .set({ resumeContactSlotsUsed: sql`${subscriptions.resumeContactSlotsUsed} + 1`, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    return { ok: true, request, candidateId: resume.userId };
  });
}

/** Free resume-contact slots of the organization's active subscriptions on the site now. */
export async function freeContactSlots(
  db: Db,
  { organizationId, regionId, now = new Date() }: { organizationId: string; regionId: string; now?: Date },
): Promise<number> {
  const [row] = await db
    .select({
      free: sql<number>`coalesce(sum(${subscriptions.resumeContactSlotsTotal} - ${subscriptions.resumeContactSlotsUsed}), 0)::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), activeSubscriptionCondition(regionId, now)));
  return row?.free ?? 0;
}
