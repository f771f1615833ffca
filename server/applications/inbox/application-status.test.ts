import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../db/schema';
import { APPLICATION_STATUSES, canMoveApplication, deletionDateOf, nextStatuses } from './application-status';

const ALLOWED: Array<[ApplicationStatus, ApplicationStatus]> = [
  ['new', 'in_review'],
  ['new', 'invited'],
  ['new', 'rejected'],
  ['in_review', 'invited'],
  ['in_review', 'rejected'],
  ['invited', 'rejected'],
  ['invited', 'hired'],
  ['rejected', 'in_review'],
];

describe('application status transitions', () => {
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.map((to) => {
      const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
      return [from, to, allowed] as const;
    }),
  );

  it.each(cases)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMoveApplication(from, to)).toBe(allowed);
    expect(nextStatuses(from).includes(to)).toBe(allowed);
  });

  it('never moves out of hired and never stays in place', () => {
    expect(nextStatuses('hired')).toEqual([]);
    for (const status of APPLICATION_STATUSES) expect(canMoveApplication(status, status)).toBe(false);
  });
});

describe('deletion date of a rejected application', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-07-15T10:00:00Z'],
    ['2026-08-31T08:30:00Z', '2027-02-28T08:30:00Z'],
    ['2027-08-31T08:30:00Z', '2028-02-29T08:30:00Z'],
    ['2026-12-01T00:00:00Z', '2027-06-01T00:00:00Z'],
    ['2026-03-31T23:59:00Z', '2026-09-30T23:59:00Z'],
  ])('rejected %s → deleted %s', (rejected, deleted) => {
    expect(deletionDateOf(new Date(rejected)).toISOString()).toBe(new Date(deleted).toISOString());
  });
});
