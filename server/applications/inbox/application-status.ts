import type { ApplicationStatus } from '../../db/schema';

export const APPLICATION_STATUSES = [
  'new',
  'in_review',
  'invited',
  'rejected',
  'hired',
] as const satisfies readonly ApplicationStatus[];

/**
 * The inbox's workflow as a table: where an application may go from each status. An invited applicant can
 * still be rejected or hired; a rejection can be taken back into review until the application is deleted;
 * hired is final (the applicant has the job). Staying in the same status is no change.
 */
const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['in_review', 'invited', 'rejected'],
  in_review: ['invited', 'rejected'],
  invited: ['rejected', 'hired'],
  rejected: ['in_review'],
  hired: [],
};

/** The statuses an application in `from` may be moved to, in the order the inbox offers them. */
export function nextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return TRANSITIONS[from];
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Rejected applications are kept this long after the rejection, then deleted with their files. */
export const REJECTED_RETENTION_MONTHS = 6;

/** When a rejected application is deleted: six calendar months after the rejection (UTC). */
export function deletionDateOf(rejectedAt: Date): Date {
  const at = new Date(rejectedAt);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + REJECTED_RETENTION_MONTHS);
  // 31 August + 6 months is the last of February, not 3 March.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** The same rule in SQL (PostgreSQL clamps to the month's end as deletionDateOf does). */
export const RETENTION_INTERVAL = `${REJECTED_RETENTION_MONTHS} months`;
