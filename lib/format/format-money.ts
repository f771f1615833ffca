import { currencySymbol, type CurrencyPosition } from './format-salary';

// Prices always show their cents ("1.095,00 €"), unlike salaries, which drop ",00".
const CENTS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 2 });

/**
 * An amount in cents as German invoices write it: "1.095,00 €" (docs/product.md §9 currency after, the default) or
 * "€ 1.095,00" (before); a no-break space keeps number and currency together.
 */
export function formatCents(cents: number, currency = 'EUR', position: CurrencyPosition = 'after'): string {
  const number = CENTS.format(cents / 100);
  const symbol = currencySymbol(currency);
  return position === 'before' ? `${symbol}\u00a0${number}` : `${number}\u00a0${symbol}`;
}

/** A VAT rate given as a fraction: 0.19 → "19 %", 0 → "0 %". */
export function formatVatRate(rate: number): string {
  return PERCENT.format(rate);
}
