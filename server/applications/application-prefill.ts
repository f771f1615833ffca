import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { loadOwnResume } from '../resumes/own-resume';
import { lastApplicationAt } from './my-applications';

/**
 * What the apply form is filled in with for a signed-in user (docs/product.md §3 application fields): the names from
 * their resume on this site where it has them (what they present to employers), else from the account, and the
 * account's address. Whether the resume can go along as a PDF depends on the resume and on the renderer. With a
 * job: when they last applied to it, so the form can say so before they send again.
 */
export async function applicationPrefill(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  options: { regionId: string; jobId?: string | null },
) {
  const [resume, appliedAt] = await Promise.all([
    loadOwnResume(db, { userId: user.id, regionId: options.regionId }),
    options.jobId ? lastApplicationAt(db, { userId: user.id, regionId: options.regionId, jobId: options.jobId }) : null,
  ]);
  const info = resume?.personalInfo ?? {};
  const pick = (...values: Array<string | null | undefined>) => values.map((v) => v?.trim()).find(Boolean) ?? null;
  return {
    firstName: pick(info.firstName, user.firstName),
    lastName: pick(info.lastName, user.lastName),
    emailAddress: user.email,
    fromResume: !!pick(info.firstName, info.lastName),
    canAttachResume: resume !== null,
    appliedAt,
  };
}
