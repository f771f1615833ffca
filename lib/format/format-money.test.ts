import { describe, expect, it } from 'vitest';
import { formatCents, formatVatRate } from './format-money';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatCents: prices with their cents, as German invoices write them', () => {
  it.each([
    [109500, 'after', '1.095,00 €'],
    [20805, 'after', '208,05 €'],
    [130305, 'after', '1.303,05 €'],
    [0, 'after', '0,00 €'],
    [499000, 'after', '4.990,00 €'],
    [5, 'after', '0,05 €'],
    [109500, 'before', '€ 1.095,00'],
  ] as const)('%i cents, currency %s → %s', (cents, position, expected) => {
    expect(formatCents(cents, 'EUR', position)).toBe(nb(expected));
  });
});

describe('formatVatRate', () => {
  it.each([
    [0.19, '19 %'],
    [0.07, '7 %'],
    [0, '0 %'],
  ])('%f → %s', (rate, expected) => {
    expect(formatVatRate(rate)).toBe(nb(expected));
  });
});
