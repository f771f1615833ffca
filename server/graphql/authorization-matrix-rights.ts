import { all, type ByTarget, type Cell, type Outcome } from './authorization-matrix-types';

/**
 * Data rights: the data page and asking for an erasure are for any signed-in user (the session
 * names whose data; no operation takes another user's id, so "another's" cannot be asked for); a mailed
 * link's state and its confirmation are open to whoever holds the link, as an invitation's are.
 * Deleting a kept file targets a file: the caller's own only, for every role (support does not delete a
 * person's files); another's file is answered like one that does not exist (NOT_FOUND).
 */
export const RIGHTS_OPERATIONS = [
  'privacyOverview',
  'requestAccountErasure',
  'accountErasureLink',
  'confirmAccountErasure',
  'deleteKeptFile',
] as const;

export const RIGHTS_TARGETED = { deleteKeptFile: 'file' } as const;

const ownFileOnly: ByTarget = { own: 'data', another: 'NOT_FOUND', nonexistent: 'NOT_FOUND' };

export function rightsCells(signedIn: Outcome, link: Outcome) {
  return {
    privacyOverview: signedIn,
    requestAccountErasure: signedIn,
    accountErasureLink: link,
    confirmAccountErasure: link,
    deleteKeptFile: signedIn === 'data' ? ownFileOnly : all(signedIn),
  } satisfies Record<string, Cell>;
}
