/**
 * The contact-request operations in the authorization matrix: their requests and targets. "own" is
 * the caller's resume (recruiterResume, requestResumeContact) or a pending request for it
 * (decideResumeContactRequest); "another" the stranger's visible, complete resume or a request for it;
 * "nonexistent" a random id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeContactRequests, resumes } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { CONTACT_OPERATIONS } from '../../graphql/authorization-matrix-contact';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };
type ContactOperation = (typeof CONTACT_OPERATIONS)[number];

const QUERIES: Record<ContactOperation, string> = {
  recruiterResume: 'query($id: ID!) { recruiterResume(id: $id) { contactApproved resume { id } } }',
  myResumeContactRequests: '{ myResumeContactRequests { id status } }',
  sentResumeContactRequests: '{ sentResumeContactRequests { id status } }',
  requestResumeContact:
    'mutation($id: ID!) { requestResumeContact(resumeId: $id, message: "Matrix") { errors { field } } }',
  decideResumeContactRequest:
    'mutation($id: ID!) { decideResumeContactRequest(id: $id, decision: approve) { status } }',
};

/** The user's resume id, made (visible and complete) when missing. */
async function resumeOf(db: Db, userId: string): Promise<string> {
  await db
    .insert(resumes)
    .values({ userId, regionId: REGION, visible: true, complete: true, personalInfo: { firstName: 'Matrix' } })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.regionId, REGION)));
  return row.id;
}

/** A pending request of `organizationId` for the resume, made or set back to pending. */
async function pendingRequest(db: Db, resumeId: string, organizationId: string): Promise<string> {
  const [row] = await db
    .insert(resumeContactRequests)
    .values({ resumeId, organizationId, message: 'Matrix' })
    .onConflictDoUpdate({
      target: [resumeContactRequests.resumeId, resumeContactRequests.organizationId],
      set: { status: 'pending', approvedAt: null, revokedAt: null },
    })
    .returning({ id: resumeContactRequests.id });
  return row.id;
}

async function targetId(db: Db, fx: Fixtures, c: Case, operation: ContactOperation): Promise<string> {
  if (c.target === 'nonexistent') return randomUUID();
  const owner = c.target === 'own' ? c.subject.id : fx.stranger.id;
  const resumeId = await resumeOf(db, owner);
  if (operation !== 'decideResumeContactRequest') return resumeId;
  return pendingRequest(db, resumeId, fx.foreignOrganization);
}

/** The request for a contact-request operation, or null for the others. */
export async function contactRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (!(CONTACT_OPERATIONS as readonly string[]).includes(c.operation)) return null;
  const operation = c.operation as ContactOperation;
  const variables = c.target ? { id: await targetId(db, fx, c, operation) } : {};
  return jsonRequest({ query: QUERIES[operation], variables }, c.options);
}
