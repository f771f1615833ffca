import { describe, expect, it } from 'vitest';
import { salaryBandLabel } from './salary-bands';

const WORDS = { from: 'ab', upTo: 'bis' };

describe('salary band labels', () => {
  it.each([
    [{ key: 'bis-30000', min: null, max: 30000 }, 'bis 30.000 €'],
    [{ key: '30000-40000', min: 30000, max: 40000 }, '30.000 – 40.000 €'],
    [{ key: 'ab-80000', min: 80000, max: null }, 'ab 80.000 €'],
  ])('%o reads %s', (band, label) => {
    expect(salaryBandLabel(band, WORDS)).toBe(label);
  });
});
