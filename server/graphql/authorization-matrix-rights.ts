import type { Cell, Outcome } from './authorization-matrix-types';

/**
 * Data rights: the data page and asking for an erasure are for any signed-in user (the session
 * names whose data; no operation takes another user's id, so "another's" cannot be asked for); a mailed
 * link's state and its confirmation are open to whoever holds the link, as an invitation's are.
 */
export const RIGHTS_OPERATIONS = [
  'privacyOverview',
  'requestAccountErasure',
  'accountErasureLink',
  'confirmAccountErasure',
] as const;

export function rightsCells(signedIn: Outcome, link: Outcome) {
  return {
    privacyOverview: signedIn,
    requestAccountErasure: signedIn,
    accountErasureLink: link,
    confirmAccountErasure: link,
  } satisfies Record<string, Cell>;
}
