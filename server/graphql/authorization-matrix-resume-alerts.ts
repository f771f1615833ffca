import { all, type ByTarget, type Caller, type Cell } from './authorization-matrix-types';

/**
 * Resume alerts in the authorization matrix: exactly who may search resumes keeps alerts (admin-like
 * users, recruiters whose organization has an active subscription on the site; the fixtures' recruiter has
 * one); job seekers are refused before anything is read, anonymous callers and refused tokens are
 * UNAUTHENTICATED. Changing and deleting act on an alert: the caller's own, or someone else's, which does not
 * exist for them (NOT_FOUND), also for admin-like users: an alert is its recruiter's, not the site's.
 */
export const RESUME_ALERT_OPERATIONS = [
  'myResumeAlerts',
  'saveResumeAlert',
  'updateResumeAlert',
  'deleteResumeAlert',
] as const;
type ResumeAlertOperation = (typeof RESUME_ALERT_OPERATIONS)[number];

export const RESUME_ALERT_TARGETED = {
  updateResumeAlert: 'resume_alert',
  deleteResumeAlert: 'resume_alert',
} as const satisfies Partial<Record<ResumeAlertOperation, 'resume_alert'>>;

const ownAlertOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

const cells = (plain: Cell, targeted: ByTarget): Record<ResumeAlertOperation, Cell> => ({
  myResumeAlerts: plain,
  saveResumeAlert: plain,
  updateResumeAlert: targeted,
  deleteResumeAlert: targeted,
});

export function resumeAlertCells(caller: Caller): Record<ResumeAlertOperation, Cell> {
  if (caller === 'anonymous' || caller === 'forged_token' || caller === 'expired_token')
    return cells('UNAUTHENTICATED', all('UNAUTHENTICATED'));
  if (caller === 'applicant') return cells('FORBIDDEN', all('FORBIDDEN'));
  return cells('data', ownAlertOnly);
}
