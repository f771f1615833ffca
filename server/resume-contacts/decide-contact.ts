import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ContactRequestStatus, resumeContactRequests, resumes } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { mailContactAnswer } from '../notifications/contact-answer-mail';
import type { ContactRequestRow } from './request-contact';

export type ContactDecision = 'approve' | 'decline' | 'revoke';
export type DecideContactResult =
  { ok: true; request: ContactRequestRow } | { ok: false; refusal: 'notFound' | 'notOwner' | 'notAllowed' };

/**
 * docs/product.md §4 the candidate's answers: a pending request is approved or declined; an approval is revoked at any
 * time. Nothing else: a declined or revoked request stays as it is (the organization may not ask again, see
 * request-contact.ts). The slot the request took stays used: it paid for asking, not for the answer.
 */
const TRANSITIONS: Record<ContactDecision, { from: ContactRequestStatus; to: ContactRequestStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  decline: { from: 'pending', to: 'declined' },
  revoke: { from: 'approved', to: 'revoked' },
};

export type DecideContactInput = {
  regionId: string;
  requestId: string;
  /** The candidate: only the resume's owner decides. */
  userId: string;
  decision: ContactDecision;
  now?: Date;
};

/**
 * Applies the candidate's decision. The request row is locked, so two answers given at once (two tabs) cannot
 * both pass the state check; the private fields follow the status at once, as every read asks for it anew.
 */
export async function decideContact(db: Db, input: DecideContactInput, mailer?: Mailer): Promise<DecideContactResult> {
  const now = input.now ?? new Date();
  const step = TRANSITIONS[input.decision];
  const result = await db.transaction(async (tx): Promise<DecideContactResult> => {
    const [found] = await tx
      .select({ status: resumeContactRequests.status, ownerId: resumes.userId })
      .from(resumeContactRequests)
      .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
      .where(and(eq(resumeContactRequests.id, input.requestId), eq(resumes.regionId, input.regionId)))
      .for('update', { of: resumeContactRequests });
    if (!found) return { ok: false, refusal: 'notFound' };
    if (found.ownerId !== input.userId) return { ok: false, refusal: 'notOwner' };
    if (found.status !== step.from) return { ok: false, refusal: 'notAllowed' };
    const [request] = await tx
      .update(resumeContactRequests)
      .set({
        status: step.to,
        updatedAt: now,
        ...(step.to === 'approved' ? { approvedAt: now } : {}),
        ...(step.to === 'revoked' ? { revokedAt: now } : {}),
      })
      .where(eq(resumeContactRequests.id, input.requestId))
      .returning();
    return { ok: true, request };
  });
  // An approval or its withdrawal reaches the recruiter who asked; a decline stays silent
  // (docs/product-decisions.md, "Mails an Arbeitgeber"). The decision stands without the mail.
  if (mailer && result.ok && input.decision !== 'decline')
    await mailContactAnswer(db, mailer, {
      regionId: input.regionId,
      organizationId: result.request.organizationId,
      requestedById: result.request.requestedById,
      approved: input.decision === 'approve',
    }).catch((error: unknown) => console.error('contact answer mail', error));
  return result;
}
