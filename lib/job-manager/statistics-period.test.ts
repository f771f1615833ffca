import { describe, expect, it } from 'vitest';
import { statisticsPeriod } from './statistics-period';

describe("a job statistics page's period", () => {
  it.each([
    ['', { days: 30, from: '2026-10-26', to: '2026-11-24' }],
    ['7', { days: 7, from: '2026-11-18', to: '2026-11-24' }],
    ['90', { days: 90, from: '2026-08-27', to: '2026-11-24' }],
    ['365', { days: 30, from: '2026-10-26', to: '2026-11-24' }],
  ])('?tage=%s', (asked, period) => {
    expect(statisticsPeriod(asked, new Date('2026-11-24T10:00:00Z'))).toEqual(period);
  });

  it('ends on the German day, also late in the evening by UTC', () => {
    expect(statisticsPeriod('7', new Date('2026-11-24T23:30:00Z')).to).toBe('2026-11-25');
  });
});
