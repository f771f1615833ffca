import { all, type ByTarget, type Caller } from './authorization-matrix-types';

/**
 * CV import: proposeResumeFromCv reads a file, so its target is an uploaded file. Anyone signed in
 * may import their own CV (a resume is every user's own); nobody, admin-like users included, reads another
 * person's CV this way, and another's file is answered like one that does not exist (NOT_FOUND), so the
 * answer says nothing about which ids exist. Without a valid session: UNAUTHENTICATED.
 */
export const RESUME_IMPORT_OPERATIONS = ['proposeResumeFromCv'] as const;

const ownFileOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

export function resumeImportCells(caller: Caller): Record<(typeof RESUME_IMPORT_OPERATIONS)[number], ByTarget> {
  const signedIn = caller !== 'anonymous' && caller !== 'forged_token' && caller !== 'expired_token';
  return { proposeResumeFromCv: signedIn ? ownFileOnly : all('UNAUTHENTICATED') };
}
