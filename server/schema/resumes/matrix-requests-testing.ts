/**
 * The resume operations in the authorization matrix: their requests and targets. The caller's
 * resume exists before each case (visibility acts on it); "another" is a visible, complete resume of the
 * stranger; "nonexistent" a random id. The privacy settings block and unblock the stranger's organization.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeBlockedOrganizations, resumes } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { RESUME_OPERATIONS, RESUME_PRIVACY_TARGETED } from '../../graphql/authorization-matrix-resume';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

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

const QUERIES: Record<(typeof RESUME_OPERATIONS)[number], string> = {
  myResume: '{ myResume { id personalInfo { firstName } } }',
  resume: 'query($id: ID!) { resume(id: $id) { id personalInfo { about } } }',
  saveResumeSection: 'mutation { saveResumeSection(input: { skills: { free: "Matrix" } }) { errors { field } } }',
  setResumeVisibility: 'mutation { setResumeVisibility(visible: true) { visible } }',
  completeResumeWizard: 'mutation { completeResumeWizard { errors { field } } }',
  resumePrivacy: 'query($id: ID!) { resumePrivacy(resumeId: $id) { showCurrentEmployer blockedOrganizations { id } } }',
  blockableOrganizations: 'query($id: ID!) { blockableOrganizations(resumeId: $id, name: "GmbH") { id name } }',
  blockResumeOrganization:
    'mutation($id: ID!, $o: ID!) { blockResumeOrganization(resumeId: $id, organizationId: $o) { errors { field } } }',
  unblockResumeOrganization:
    'mutation($id: ID!, $o: ID!) { unblockResumeOrganization(resumeId: $id, organizationId: $o) { resumeId } }',
  setCurrentEmployerShown:
    'mutation($id: ID!) { setCurrentEmployerShown(resumeId: $id, shown: true) { showCurrentEmployer } }',
};

/** The request for a resume operation, or null for the others. */
export async function resumeRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (!(RESUME_OPERATIONS as readonly string[]).includes(c.operation)) return null;
  const operation = c.operation as (typeof RESUME_OPERATIONS)[number];
  const own = await resumeOf(db, c.subject.id);
  const id = c.target === 'own' ? own : c.target === 'another' ? await resumeOf(db, fx.stranger.id) : randomUUID();
  if (operation in RESUME_PRIVACY_TARGETED)
    return jsonRequest({ query: QUERIES[operation], variables: { id, o: fx.strangerOrganization } }, c.options);
  return jsonRequest({ query: QUERIES[operation], variables: operation === 'resume' ? { id } : {} }, c.options);
}

/** After a block: the stranger's organization is free again, so no later case meets a block it did not make. */
export async function afterResumeCase(db: Db, fx: Fixtures, operation: Operation): Promise<void> {
  if (operation === 'blockResumeOrganization')
    await db
      .delete(resumeBlockedOrganizations)
      .where(eq(resumeBlockedOrganizations.organizationId, fx.strangerOrganization));
}
