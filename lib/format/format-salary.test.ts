import { describe, expect, it } from 'vitest';
import { formatSalary } from './format-salary';

const words = { from: 'ab', upTo: 'bis', per: { hour: 'pro Stunde', month: 'pro Monat', year: 'pro Jahr' } };
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatSalary (docs/product.md §9 currency before the amount with spacing, or after)', () => {
  it.each([
    [
      'a range, currency after (default)',
      { min: 3300, max: 4300, currencyCode: 'EUR', unit: 'month' },
      'after',
      `${nb('3.300 – 4.300 €')} pro Monat`,
    ],
    [
      'a range, currency before with a space',
      { min: 3300, max: 4300, currencyCode: 'EUR', unit: 'month' },
      'before',
      `${nb('€ 3.300 – 4.300')} pro Monat`,
    ],
    [
      'only a minimum',
      { min: 15.5, max: null, currencyCode: 'EUR', unit: 'hour' },
      'after',
      `ab ${nb('15,50 €')} pro Stunde`,
    ],
    [
      'only a maximum',
      { min: null, max: 60000, currencyCode: 'EUR', unit: 'year' },
      'after',
      `bis ${nb('60.000 €')} pro Jahr`,
    ],
    ['equal ends as one amount', { min: 2000, max: 2000, currencyCode: 'EUR', unit: null }, 'after', nb('2.000 €')],
    [
      'another currency',
      { min: 5000, max: 6000, currencyCode: 'CHF', unit: 'month' },
      'after',
      `${nb('5.000 – 6.000 CHF')} pro Monat`,
    ],
  ] as const)('%s', (_name, salary, position, expected) => {
    expect(formatSalary(salary, position, words)).toBe(expected);
  });

  it('is null when the job names no amount', () => {
    expect(formatSalary(null, 'after', words)).toBeNull();
    expect(formatSalary({ min: null, max: null, currencyCode: 'EUR', unit: 'month' }, 'after', words)).toBeNull();
  });
});
