import type { Caller, Cell } from './authorization-matrix-types';

/**
 * The resume search in the authorization matrix. It acts on no target (a search of the site):
 * admin-like users and recruiters whose organization has an active subscription on the site search; job
 * seekers are refused; anonymous callers and refused tokens are UNAUTHENTICATED. The fixtures' recruiter
 * has an active subscription; a recruiter without one is refused in
 * server/schema/resume-search/search-resumes.test.ts, which also shows that no hit carries a private field.
 */
export const RESUME_SEARCH_OPERATIONS = ['searchResumes'] as const;
type ResumeSearchOperation = (typeof RESUME_SEARCH_OPERATIONS)[number];

export function resumeSearchCells(caller: Caller): Record<ResumeSearchOperation, Cell> {
  if (caller === 'anonymous' || caller === 'forged_token' || caller === 'expired_token')
    return { searchResumes: 'UNAUTHENTICATED' };
  return { searchResumes: caller === 'applicant' ? 'FORBIDDEN' : 'data' };
}
