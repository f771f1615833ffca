import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';

/**
 * The signed-in applicant's resume on this site, as applying needs it (its id and the names and phone the form
 * is prefilled with), or null. A small query of our own: the resume domain (server/resumes/) owns the rest.
 */
export async function findApplicantResume(db: Db, owner: { userId: string; regionId: string }) {
  const [resume] = await db
    .select({ id: resumes.id, userId: resumes.userId, regionId: resumes.regionId, personalInfo: resumes.personalInfo })
    .from(resumes)
    .where(and(eq(resumes.userId, owner.userId), eq(resumes.regionId, owner.regionId)))
    .limit(1);
  return resume ?? null;
}

export type ApplicantResume = NonNullable<Awaited<ReturnType<typeof findApplicantResume>>>;
