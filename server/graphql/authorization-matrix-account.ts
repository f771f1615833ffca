import { all, type ByTarget, type Caller, type Cell } from './authorization-matrix-types';

/**
 * The account's operations in the authorization matrix:
 * - The account page (myAccount, names, e-mail change, password change/set, the user's alerts and consents) is for
 *   any signed-in user, about themselves only; there is no target to name but an alert.
 * - The `my…JobAlert` operations act on the caller's own alerts: another's alert, even for admin-like users,
 *   does not exist for them (NOT_FOUND); docs/product.md §6 support for job seekers' alerts is not an account page
 *   matter.
 * - The employer mail switches (myEmployerMailSettings and its update) are the caller's own, like the names.
 * - Asking for a reset link, using it, and confirming a new address are for the link's holder, signed in or not.
 */
export const ACCOUNT_OPERATIONS = [
  'myAccount',
  'myJobAlerts',
  'myConsents',
  'mySeekerOverview',
  'updateAccountName',
  'requestEmailChange',
  'confirmEmailChange',
  'changePassword',
  'requestPasswordReset',
  'resetPassword',
  'updateMyJobAlert',
  'setMyJobAlertPaused',
  'deleteMyJobAlert',
  'myEmployerMailSettings',
  'updateMyEmployerMailSettings',
] as const;
export type AccountOperation = (typeof ACCOUNT_OPERATIONS)[number];

/** The alert operations' target is an alert: the caller's own, someone else's, or none. */
export const ACCOUNT_TARGETED = {
  updateMyJobAlert: 'alert',
  setMyJobAlertPaused: 'alert',
  deleteMyJobAlert: 'alert',
} as const satisfies Partial<Record<AccountOperation, 'alert'>>;

const ownAlertOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

function cellsOf(self: Cell, alerts: ByTarget, links: Cell): Record<AccountOperation, Cell> {
  return {
    myAccount: self,
    myJobAlerts: self,
    myConsents: self,
    mySeekerOverview: self,
    updateAccountName: self,
    requestEmailChange: self,
    changePassword: self,
    confirmEmailChange: links,
    requestPasswordReset: links,
    resetPassword: links,
    updateMyJobAlert: alerts,
    setMyJobAlertPaused: alerts,
    deleteMyJobAlert: alerts,
    myEmployerMailSettings: self,
    updateMyEmployerMailSettings: self,
  };
}

const SIGNED_IN = cellsOf('data', ownAlertOnly, 'data');
const REFUSED = cellsOf('UNAUTHENTICATED', all('UNAUTHENTICATED'), 'UNAUTHENTICATED');

const ACCOUNT_MATRIX: Record<Caller, Record<AccountOperation, Cell>> = {
  anonymous: cellsOf('UNAUTHENTICATED', all('UNAUTHENTICATED'), 'data'),
  applicant: SIGNED_IN,
  recruiter: SIGNED_IN,
  administrator: SIGNED_IN,
  site_admin: SIGNED_IN,
  job_editor: SIGNED_IN,
  forged_token: REFUSED,
  expired_token: REFUSED,
};

/** The account's cells of one caller (joined with the other own-data rows in authorization-matrix-own-data.ts). */
export const accountCells = (caller: Caller): Record<AccountOperation, Cell> => ACCOUNT_MATRIX[caller];
