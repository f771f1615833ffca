import type { Caller, Cell } from './authorization-matrix-types';
import { ACCOUNT_OPERATIONS, accountCells } from './authorization-matrix-account';
import { APPLY_OPERATIONS, applyCells } from './authorization-matrix-apply';
import { BOOKMARK_OPERATIONS, bookmarkCells } from './authorization-matrix-bookmarks';
import { CONTACT_OPERATIONS, contactCells } from './authorization-matrix-contact';
import { RESUME_OPERATIONS, resumeCells } from './authorization-matrix-resume';
import { RESUME_ALERT_OPERATIONS, resumeAlertCells } from './authorization-matrix-resume-alerts';
import { RESUME_IMPORT_OPERATIONS, resumeImportCells } from './authorization-matrix-resume-import';
import { RESUME_SEARCH_OPERATIONS, resumeSearchCells } from './authorization-matrix-resume-search';
import { RIGHTS_OPERATIONS, rightsCells } from './authorization-matrix-rights';

/**
 * The operations on a person's own data (resume, CV import, account, applications, data rights, Merkliste), and
 * the recruiter's resume search, contact requests and resume alerts. Each domain keeps its rows in its own module;
 * this one joins them, so the matrix names them once per caller.
 */
export const OWN_DATA_OPERATIONS = [
  ...ACCOUNT_OPERATIONS,
  ...APPLY_OPERATIONS,
  ...RIGHTS_OPERATIONS,
  ...RESUME_OPERATIONS,
  ...RESUME_IMPORT_OPERATIONS,
  ...RESUME_SEARCH_OPERATIONS,
  ...CONTACT_OPERATIONS,
  ...RESUME_ALERT_OPERATIONS,
  ...BOOKMARK_OPERATIONS,
] as const;
type OwnDataOperation = (typeof OWN_DATA_OPERATIONS)[number];

/** Any valid session, whatever its role. */
export const signedIn = (caller: Caller) =>
  caller !== 'anonymous' && caller !== 'forged_token' && caller !== 'expired_token';

function resumeRows(caller: Caller) {
  if (!signedIn(caller)) return resumeCells.refused;
  return caller === 'applicant' ? resumeCells.applicant : resumeCells.recruiting;
}

export function ownDataCells(caller: Caller): Record<OwnDataOperation, Cell> {
  const session = signedIn(caller) ? 'data' : 'UNAUTHENTICATED';
  // A mailed erasure link is open to whoever holds it; a refused token is refused before anything else.
  const link = caller === 'forged_token' || caller === 'expired_token' ? 'UNAUTHENTICATED' : 'data';
  return {
    ...accountCells(caller),
    ...applyCells(session),
    ...rightsCells(session, link),
    ...resumeRows(caller),
    ...resumeImportCells(caller),
    ...resumeSearchCells(caller),
    ...contactCells(caller),
    ...resumeAlertCells(caller),
    ...bookmarkCells(caller),
  };
}
