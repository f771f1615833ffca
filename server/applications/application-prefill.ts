import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { loadOwnResume } from '../resumes/own-resume';

/**
 * What the apply form is filled in with for a signed-in user (docs/product.md §3 application fields): the names from
 * their resume on this site where it has them (what they present to employers), else from the account, and the
 * account's address. Whether the resume can go along as a PDF depends on the resume and on the renderer.
 */
export async function applicationPrefill(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  options: { regionId: string },
) {
  const resume = await loadOwnResume(db, { userId: user.id, regionId: options.regionId });
  const info = resume?.personalInfo ?? {};
  const pick = (...values: Array<string | null | undefined>) => values.map((v) => v?.trim()).find(Boolean) ?? null;
  return {
    firstName: pick(info.firstName, user.firstName),
    lastName: pick(info.lastName, user.lastName),
    emailAddress: user.email,
    fromResume: !!pick(info.firstName, info.lastName),
    canAttachResume: resume !== null,
  };
}
