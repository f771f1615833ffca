import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  formatEuro,
  formatGermanDate,
  formatIban,
  formatPercent,
  isoDate,
  percentDecimal,
} from './money-format';

describe('money on the invoice', () => {
  it.each([
    [109_500, '1.095,00 €', '1095.00'],
    [5, '0,05 €', '0.05'],
    [0, '0,00 €', '0.00'],
    [123_456_789, '1.234.567,89 €', '1234567.89'],
    [-130_305, '-1.303,05 €', '-1303.05'],
  ])('%i cents → %s (PDF) and %s (EN 16931)', (cents, german, decimal) => {
    expect(formatEuro(cents)).toBe(german);
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatEuro(10.5)).toThrow(/whole cents/);
    expect(() => centsToDecimal(Number.NaN)).toThrow(/whole cents/);
  });

  it.each([
    [0.19, '19 %', '19'],
    [0.07, '7 %', '7'],
    [0, '0 %', '0'],
    [0.075, '7,5 %', '7.5'],
  ])('rate %d → %s and %s', (rate, german, decimal) => {
    expect(formatPercent(rate)).toBe(german);
    expect(percentDecimal(rate)).toBe(decimal);
  });
});

describe('dates on the invoice are German calendar days', () => {
  it.each([
    ['2026-03-02T09:15:00Z', '02.03.2026', '2026-03-02'],
    // 23:30 UTC on 31 December is already New Year in Germany (CET, UTC+1).
    ['2026-12-31T23:30:00Z', '01.01.2027', '2027-01-01'],
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (CEST, UTC+2).
    ['2026-06-30T22:30:00Z', '01.07.2026', '2026-07-01'],
  ])('%s → %s / %s', (instant, german, iso) => {
    expect(formatGermanDate(new Date(instant))).toBe(german);
    expect(isoDate(new Date(instant))).toBe(iso);
  });
});

describe('IBAN', () => {
  it('is grouped in fours for reading', () => {
    expect(formatIban('DE02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
  });
});
