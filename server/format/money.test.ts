import { describe, expect, it } from 'vitest';
import { currencySymbol, formatCents, formatPercent, withCurrency } from './money';

/** Expected texts are written with plain spaces; the formatter joins number and sign with a no-break space. */
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatCents: German amounts with their cents, on pages, in mails and on invoices', () => {
  it.each([
    [109_500, 'EUR', 'after', '1.095,00 €'],
    [20_805, 'EUR', 'after', '208,05 €'],
    [5, 'EUR', 'after', '0,05 €'],
    [0, 'EUR', 'after', '0,00 €'],
    [123_456_789, 'EUR', 'after', '1.234.567,89 €'],
    [-130_305, 'EUR', 'after', '-1.303,05 €'],
    [109_500, 'EUR', 'before', '€ 1.095,00'],
    [250_000, 'CHF', 'after', '2.500,00 CHF'],
  ] as const)('%i cents in %s, currency %s → %s', (cents, currency, position, expected) => {
    expect(formatCents(cents, currency, position)).toBe(nb(expected));
  });

  it('writes euros after the amount unless told otherwise', () => {
    expect(formatCents(109_500)).toBe(nb('1.095,00 €'));
  });

  it('never breaks a line between amount and sign', () => {
    expect(formatCents(109_500)).not.toContain(' ');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(10.5)).toThrow(/whole cents/);
    expect(() => formatCents(Number.NaN)).toThrow(/whole cents/);
  });
});

describe('withCurrency and currencySymbol', () => {
  it.each([
    ['3.500', 'EUR', 'after', '3.500 €'],
    ['3.500', 'EUR', 'before', '€ 3.500'],
    ['15,50', 'USD', 'after', '15,50 $'],
  ] as const)('%s %s (%s) → %s', (number, currency, position, expected) => {
    expect(withCurrency(number, currency, position)).toBe(nb(expected));
  });

  it.each([
    ['EUR', '€'],
    ['CHF', 'CHF'],
    ['GBP', '£'],
  ])('%s → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.19, '19 %'],
    [0.07, '7 %'],
    [0, '0 %'],
    [0.075, '7,5 %'],
  ])('%f → %s', (rate, expected) => {
    expect(formatPercent(rate)).toBe(nb(expected));
  });
});
