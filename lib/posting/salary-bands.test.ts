import { describe, expect, it } from 'vitest';
import { SALARY_BANDS, salaryBandLabel } from './salary-bands';

const WORDS = { from: 'ab', upTo: 'bis' };

describe('salary bands', () => {
  it.each([
    ['bis-30000', 'bis 30.000 €'],
    ['30000-40000', '30.000 – 40.000 €'],
    ['ab-80000', 'ab 80.000 €'],
  ])('%s reads %s', (key, label) => {
    const band = SALARY_BANDS.find((b) => b.key === key)!;
    expect(salaryBandLabel(band, WORDS)).toBe(label);
  });

  it('leaves no gap and no overlap between bands', () => {
    for (let i = 1; i < SALARY_BANDS.length; i++) expect(SALARY_BANDS[i].min).toBe(SALARY_BANDS[i - 1].max);
  });
});
