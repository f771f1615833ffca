import { describe, expect, it } from 'vitest';
import { bandSalary, SALARY_BANDS } from './salary-bands';

describe('salary bands', () => {
  it('leave no gap and no overlap between them', () => {
    for (let i = 1; i < SALARY_BANDS.length; i++) expect(SALARY_BANDS[i].min).toBe(SALARY_BANDS[i - 1].max);
  });

  it.each([
    ['30000-40000', { min: 30000, max: 40000, currencyCode: 'EUR', unit: 'year' }],
    ['bis-30000', { min: null, max: 30000, currencyCode: 'EUR', unit: 'year' }],
    ['ab-80000', { min: 80000, max: null, currencyCode: 'EUR', unit: 'year' }],
    ['unbekannt', null],
  ])('%s is paid as %o a year', (key, salary) => {
    expect(bandSalary(key)).toEqual(salary);
  });
});
