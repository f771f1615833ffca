import { RESUME_PRIVATE_FIELDS, type ResumePersonalInfo } from '../db/schema';
import type { ResumeRow } from './own-resume';

/**
 * How much of a resume a caller sees (docs/product.md §6.4), decided here once so every answer that carries a
 * resume is shaped by the same rule (privacy by construction):
 * - owner: everything;
 * - contact: everything, for a recruiter whose organization holds a contact request the owner approved and has
 *   not revoked, even while the resume is hidden (`contactApproved`, decided by the contact-request domain's
 *   `loadResumeForViewer` in server/resume-contacts/resume-for-viewer.ts);
 * - public: a visible, complete resume for recruiters and admin-like users, without the private fields;
 * - none: everybody else, and every hidden or incomplete resume of someone else.
 */
export type ResumeAccess = 'owner' | 'contact' | 'public' | 'none';
export type ResumeViewer = { userId: string | null; recruiter: boolean; adminLike: boolean };

export function resumeAccess(viewer: ResumeViewer, resume: ResumeRow, { contactApproved = false } = {}): ResumeAccess {
  if (viewer.userId && viewer.userId === resume.userId) return 'owner';
  if (!viewer.recruiter && !viewer.adminLike) return 'none';
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

/** The resume as `access` allows: null for none, the private fields taken out for public. */
export function shapeResumeFor(resume: ResumeRow, access: ResumeAccess): ResumeRow | null {
  if (access === 'none') return null;
  if (access === 'public') return { ...resume, personalInfo: publicPersonalInfo(resume.personalInfo) };
  return resume;
}
