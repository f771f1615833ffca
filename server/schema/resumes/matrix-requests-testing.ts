/**
 * The resume operations in the authorization matrix: their requests and targets. The caller's
 * resume exists before each case (visibility acts on it); "another" is a visible, complete resume of the
 * stranger; "nonexistent" a random id.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { RESUME_OPERATIONS } from '../../graphql/authorization-matrix-resume';
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
};

/** The request for a resume operation, or null for the others. */
export async function resumeRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (!(RESUME_OPERATIONS as readonly string[]).includes(c.operation)) return null;
  const operation = c.operation as (typeof RESUME_OPERATIONS)[number];
  const own = await resumeOf(db, c.subject.id);
  const id = c.target === 'own' ? own : c.target === 'another' ? await resumeOf(db, fx.stranger.id) : randomUUID();
  return jsonRequest({ query: QUERIES[operation], variables: operation === 'resume' ? { id } : {} }, c.options);
}
