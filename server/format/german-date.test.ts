import { describe, expect, it } from 'vitest';
import { berlinDay, formatGermanDate } from './german-date';

describe('dates are German calendar days', () => {
  it.each([
    ['2026-11-28T10:00:00Z', '28.11.2026', '2026-11-28'],
    ['2026-03-02T09:15:00Z', '02.03.2026', '2026-03-02'],
    // 23:30 UTC on 31 December is already New Year in Germany (CET, UTC+1).
    ['2026-12-31T23:30:00Z', '01.01.2027', '2027-01-01'],
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (CEST, UTC+2).
    ['2026-06-30T22:30:00Z', '01.07.2026', '2026-07-01'],
    // 21:59 UTC on 30 June is still 23:59 on 30 June in Germany.
    ['2026-06-30T21:59:00Z', '30.06.2026', '2026-06-30'],
  ])('%s → %s / %s', (instant, german, iso) => {
    expect(formatGermanDate(new Date(instant))).toBe(german);
    expect(berlinDay(new Date(instant))).toBe(iso);
  });
});
