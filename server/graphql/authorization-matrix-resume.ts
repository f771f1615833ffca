import { all, anyTarget, type ByTarget, type Cell, ownOnly } from './authorization-matrix-types';

/**
 * The resume in the authorization matrix. Every signed-in user keeps their own resume on the site
 * (myResume, saving a section, visibility, finishing the wizard). `resume(id)`: own is the caller's resume,
 * another a visible, complete resume of someone else, which recruiters and admin-like users may read without
 * the private fields (server/schema/resumes/resume-privacy.test.ts checks which fields); job seekers may not.
 * The privacy settings (block list, suggestions, current employer) name the resume too: own is the caller's,
 * another someone else's, which for these operations does not exist (NOT_FOUND, as an unknown id), so nobody, a
 * recruiter of a blocked organization least of all, learns from them whose a resume is or that it exists.
 */
export const RESUME_PRIVACY_OPERATIONS = [
  'resumePrivacy',
  'blockableOrganizations',
  'blockResumeOrganization',
  'unblockResumeOrganization',
  'setCurrentEmployerShown',
] as const;
export const RESUME_OPERATIONS = [
  'myResume',
  'resume',
  'saveResumeSection',
  'setResumeVisibility',
  'completeResumeWizard',
  ...RESUME_PRIVACY_OPERATIONS,
] as const;

/** own: the caller's resume; another: someone else's visible, complete one. */
export const RESUME_PRIVACY_TARGETED = Object.fromEntries(
  RESUME_PRIVACY_OPERATIONS.map((operation) => [operation, 'resume' as const]),
) as Record<(typeof RESUME_PRIVACY_OPERATIONS)[number], 'resume'>;

/** The caller's own resume only; anyone else's is not there. */
const ownResumeOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

function cells(own: Cell, read: ByTarget, privacy: ByTarget) {
  return {
    myResume: own,
    resume: read,
    saveResumeSection: own,
    setResumeVisibility: own,
    completeResumeWizard: own,
    resumePrivacy: privacy,
    blockableOrganizations: privacy,
    blockResumeOrganization: privacy,
    unblockResumeOrganization: privacy,
    setCurrentEmployerShown: privacy,
  } satisfies Record<(typeof RESUME_OPERATIONS)[number], Cell>;
}

/**
 * The rows by kind of caller: refused (anonymous, refused tokens), job seekers, recruiters and admin-like users.
 * Support has no part in a job seeker's privacy settings: admin-like users keep their own only.
 */
export const resumeCells = {
  refused: cells('UNAUTHENTICATED', all('UNAUTHENTICATED'), all('UNAUTHENTICATED')),
  applicant: cells('data', ownOnly, ownResumeOnly),
  recruiting: cells('data', anyTarget, ownResumeOnly),
};
