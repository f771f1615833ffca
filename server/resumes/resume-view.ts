import { RESUME_PRIVATE_FIELDS, type ResumePersonalInfo } from '../db/schema';
import { withCurrentEmployerHidden } from './current-employer';
import type { ResumeRow } from './own-resume';

/**
 * How much of a resume a caller sees (docs/product.md §6.4), decided here once so every answer that carries a
 * resume is shaped by the same rule (privacy by construction):
 * - owner: everything;
 * - contact: everything, for a recruiter whose organization holds a contact request the owner approved and has
 *   not revoked, even while the resume is hidden (`contactApproved`, decided by the contact-request domain's
 *   `loadResumeForViewer` in server/resume-contacts/resume-for-viewer.ts);
 * - public: a visible, complete resume for recruiters and admin-like users, without the private fields and, unless
 *   the owner shows it, without the company of a current job;
 * - absent: a recruiter (or support) of an organization the owner blocked (`blocked`, decided by
 *   server/resumes/resume-blocks.ts): for them the resume does not exist, whatever else holds, so no answer
 *   tells them apart from a deleted resume (docs/product-decisions.md "Privacy from one's employer");
 * - none: everybody else, and every hidden or incomplete resume of someone else.
 */
export type ResumeAccess = 'owner' | 'contact' | 'public' | 'absent' | 'none';
export type ResumeViewer = { userId: string | null; recruiter: boolean; adminLike: boolean };

export function resumeAccess(
  viewer: ResumeViewer,
  resume: ResumeRow,
  { contactApproved = false, blocked = false } = {},
): ResumeAccess {
  if (viewer.userId && viewer.userId === resume.userId) return 'owner';
  // Before the block: a job seeker who belongs to a blocked organization gets what every job seeker gets.
  if (!viewer.recruiter && !viewer.adminLike) return 'none';
  if (blocked) return 'absent';
  if (contactApproved) return 'contact';
  return resume.visible && resume.complete ? 'public' : 'none';
}

/**
 * personal_info without the docs/product.md §3 private fields (first and last name, phone, birthday, home location).
 */
export function publicPersonalInfo(info: ResumePersonalInfo): ResumePersonalInfo {
  const shown: Record<string, unknown> = { ...info };
  for (const field of RESUME_PRIVATE_FIELDS) delete shown[field];
  return shown as ResumePersonalInfo;
}

/**
 * The resume as `access` allows: null for none and absent; for public the private fields taken out and the current
 * employer too while the owner hides it. An approved contact sees the current employer as well (docs/product.md §4.6).
 */
export function shapeResumeFor(resume: ResumeRow, access: ResumeAccess): ResumeRow | null {
  if (access === 'none' || access === 'absent') return null;
  if (access === 'public')
    return {
      ...resume,
      personalInfo: publicPersonalInfo(resume.personalInfo),
      workExperience: resume.showCurrentEmployer
        ? resume.workExperience
        : withCurrentEmployerHidden(resume.workExperience),
    };
  return resume;
}
