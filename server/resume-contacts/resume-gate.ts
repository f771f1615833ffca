import { hasRole, isAdminLike, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { resumeSearchAccess } from '../search/resume-search-access';
import { loadResumeForViewer, type ViewerResume } from './resume-for-viewer';

export type ShownResume = Extract<ViewerResume, { resume: unknown }>;

/** What the gate answers: the resume as the caller may see it, or why not (unknown here, or not theirs to see). */
export type ResumeGate = { outcome: 'shown'; seen: ShownResume } | { outcome: 'notFound' } | { outcome: 'forbidden' };

/**
 * The resume access gate, for both `resume(id)` and `recruiterResume`: the owner sees a resume whole; a
 * recruiter sees its public shape only while the resume search is theirs (an active subscription on the
 * site) or one of their organizations (`organizationIds`, their own on this site) already has a request for
 * it (a contact slot was spent on it), and the private fields while a request is approved. Admin-like users
 * see the public shape of every resume of the site. For the people of an organization the owner blocked, the
 * resume is not found, as if it did not exist (server/resumes/resume-blocks.ts).
 */
export async function openResumeFor(
  db: Db,
  input: { user: SessionUser; regionId: string; resumeId: string; organizationIds: string[]; now: Date },
): Promise<ResumeGate> {
  const { user } = input;
  const viewer = { userId: user.id, recruiter: hasRole(user, 'recruiter'), adminLike: isAdminLike(user) };
  const seen = await loadResumeForViewer(db, {
    regionId: input.regionId,
    resumeId: input.resumeId,
    viewer,
    person: user,
    organizationIds: input.organizationIds,
  });
  if (!seen.found) return { outcome: 'notFound' };
  if (seen.access === 'none') return { outcome: 'forbidden' };
  if (seen.access === 'public' && !viewer.adminLike && seen.requests.length === 0) {
    const search = await resumeSearchAccess(db, user, input.regionId, input.now);
    if (search !== 'granted') return { outcome: 'forbidden' };
  }
  return { outcome: 'shown', seen };
}
