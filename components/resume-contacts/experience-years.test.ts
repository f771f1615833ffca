import { describe, expect, it } from 'vitest';
import { experienceYears } from './experience-years';

const today = new Date('2026-11-24T12:00:00Z');

describe('experienceYears', () => {
  it.each([
    [[], 0],
    [[{ start: '2018-11', end: null, current: true }], 8],
    [[{ start: '2020-01', end: '2021-12', current: false }], 2],
    // Two jobs at once count once.
    [
      [
        { start: '2020-01', end: '2021-12', current: false },
        { start: '2021-01', end: '2022-12', current: false },
      ],
      3,
    ],
    [[{ start: null, end: '2020-01', current: false }], 0],
  ])('%j → %i years', (periods, years) => {
    expect(experienceYears(periods, today)).toBe(years);
  });
});
