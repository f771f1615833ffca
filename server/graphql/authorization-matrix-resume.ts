import { all, anyTarget, type ByTarget, type Cell, ownOnly } from './authorization-matrix-types';

/**
 * The resume in the authorization matrix. Every signed-in user keeps their own resume on the site
 * (myResume, saving a section, visibility, finishing the wizard). `resume(id)`: own is the caller's resume,
 * another a visible, complete resume of someone else, which recruiters and admin-like users may read without
 * the private fields (server/schema/resumes/resume-privacy.test.ts checks which fields); job seekers may not.
 */
export const RESUME_OPERATIONS = [
  'myResume',
  'resume',
  'saveResumeSection',
  'setResumeVisibility',
  'completeResumeWizard',
] as const;

function cells(own: Cell, read: ByTarget) {
  return {
    myResume: own,
    resume: read,
    saveResumeSection: own,
    setResumeVisibility: own,
    completeResumeWizard: own,
  } satisfies Record<(typeof RESUME_OPERATIONS)[number], Cell>;
}

/** The rows by kind of caller: refused (anonymous, refused tokens), job seekers, recruiters and admin-like users. */
export const resumeCells = {
  refused: cells('UNAUTHENTICATED', all('UNAUTHENTICATED')),
  applicant: cells('data', ownOnly),
  recruiting: cells('data', anyTarget),
};
