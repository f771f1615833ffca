import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatIban, percentDecimal } from './money-format';

describe('money in the e-invoice (EN 16931 decimal form)', () => {
  it.each([
    [109_500, '1095.00'],
    [5, '0.05'],
    [0, '0.00'],
    [123_456_789, '1234567.89'],
    [-130_305, '-1303.05'],
  ])('%i cents → %s', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(10.5)).toThrow(/whole cents/);
    expect(() => centsToDecimal(Number.NaN)).toThrow(/whole cents/);
  });

  it.each([
    [0.19, '19'],
    [0.07, '7'],
    [0, '0'],
    [0.075, '7.5'],
  ])('rate %d → %s', (rate, decimal) => {
    expect(percentDecimal(rate)).toBe(decimal);
  });
});

describe('IBAN', () => {
  it('is grouped in fours for reading', () => {
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
  });
});
