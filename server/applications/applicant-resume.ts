import type { Db } from '../db/client';
import { loadOwnResume, type ResumeRow } from '../resumes/own-resume';

/** The signed-in applicant's resume on this site (the resume domain's row), or null when they have none. */
export async function findApplicantResume(db: Db, owner: { userId: string; regionId: string }) {
  return loadOwnResume(db, owner);
}

export type ApplicantResume = ResumeRow;
