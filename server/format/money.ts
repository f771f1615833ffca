/**
 * Money and rates as German readers see them, on pages, in mails and on invoices: "1.095,00 €", "19 %".
 * A no-break space (U+00A0) joins number and sign, so a line never ends between them. The front end
 * reaches these through lib/contract.ts; amounts are integer cents everywhere.
 */

/** Where a site writes the currency sign: after the amount (German, the default) or before it. */
export type CurrencyPosition = 'before' | 'after';

const NBSP = '\u00a0';
// Building an Intl.NumberFormat costs far more than using one; a listing formats many amounts per page.
const CENTS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const symbols = new Map<string, string>();

/** The narrow symbol of a currency ("€", "CHF"), looked up once per code. */
export function currencySymbol(code: string): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    const part = new Intl.NumberFormat('de-DE', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    symbol = part?.value ?? code;
    symbols.set(code, symbol);
  }
  return symbol;
}

/** A formatted number with its currency sign where the site wants it: "3.500 €" or "€ 3.500". */
export function withCurrency(number: string, currency: string, position: CurrencyPosition): string {
  const symbol = currencySymbol(currency);
  return position === 'before' ? `${symbol}${NBSP}${number}` : `${number}${NBSP}${symbol}`;
}

/**
 * An amount in cents, always with its cents: "1.095,00 €" (currency after, the default) or "€ 1.095,00";
 * a cancellation's negative amounts as "-1.095,00 €". Fractions of a cent are a bug and throw.
 */
export function formatCents(cents: number, currency = 'EUR', position: CurrencyPosition = 'after'): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`An amount must be whole cents, not ${cents}.`);
  return withCurrency(CENTS.format(cents / 100), currency, position);
}

/** A rate given as a fraction: 0.19 → "19 %", 0.075 → "7,5 %" (German puts a space before the sign). */
export function formatPercent(rate: number): string {
  return `${PERCENT.format(rate * 100)}${NBSP}%`;
}
