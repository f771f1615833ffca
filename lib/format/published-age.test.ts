import { describe, expect, it } from 'vitest';
import { daysSincePublished, isNewJob, publishedAge } from './published-age';

// A fixed "now": Tuesday 24 November 2026, 10:00 in Berlin (CET, UTC+1).
const NOW = new Date('2026-11-24T09:00:00Z');

describe('publishedAge and isNewJob', () => {
  it.each([
    ['earlier the same day', '2026-11-24T06:00:00Z', 0, { kind: 'relative', days: 0 }, true],
    [
      'just after midnight in Berlin (still the previous day in UTC)',
      '2026-11-23T23:30:00Z',
      0,
      { kind: 'relative', days: 0 },
      true,
    ],
    ['just before midnight in Berlin, yesterday', '2026-11-23T22:30:00Z', 1, { kind: 'relative', days: 1 }, true],
    ['two days ago', '2026-11-22T12:00:00Z', 2, { kind: 'relative', days: 2 }, true],
    ['three days ago: no longer new', '2026-11-21T12:00:00Z', 3, { kind: 'relative', days: 3 }, false],
    ['six days ago: the last relative day', '2026-11-18T12:00:00Z', 6, { kind: 'relative', days: 6 }, false],
    ['a week ago: shown as a date', '2026-11-17T12:00:00Z', 7, { kind: 'date' }, false],
    ['across the switch from summer time', '2026-10-20T12:00:00Z', 35, { kind: 'date' }, false],
    ['in the future (clock skew) counts as today', '2026-11-24T12:00:00Z', 0, { kind: 'relative', days: 0 }, true],
  ] as const)('%s', (_name, publishedAt, days, age, isNew) => {
    const date = new Date(publishedAt);
    expect(daysSincePublished(date, NOW)).toBe(days);
    expect(publishedAge(date, NOW)).toEqual(age);
    expect(isNewJob(date, NOW)).toBe(isNew);
  });
});
