import type { Outcome } from './authorization-matrix-types';

/**
 * Applying with an account: the signed-in user's own applications ("Meine Bewerbungen") and the apply
 * form's values. Neither takes a target: each answers about the caller only, so every signed-in role gets data
 * (its own; another's applications never appear, tested in server/schema/applications/my-applications.test.ts),
 * anonymous callers and refused tokens are UNAUTHENTICATED.
 */
export const APPLY_OPERATIONS = ['myApplications', 'applicationPrefill'] as const;

export const applyCells = (outcome: Outcome) => ({ myApplications: outcome, applicationPrefill: outcome });

/** The request of each operation in authorization-matrix.test.ts. */
export const APPLY_REQUESTS: Record<(typeof APPLY_OPERATIONS)[number], string> = {
  myApplications: '{ myApplications(limit: 5) { total items { id status } } }',
  applicationPrefill: '{ applicationPrefill { emailAddress canAttachResume } }',
};
