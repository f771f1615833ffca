export type SalaryInput = { min: number | null; max: number | null; currencyCode: string; unit: string | null };

/** German words around the amounts (from messages/de.json "salary"). */
export type SalaryWords = { from: string; upTo: string; per: Record<string, string> };

export type CurrencyPosition = 'before' | 'after';

// Building an Intl.NumberFormat costs far more than using one; a listing formats twenty amounts per page.
const WHOLE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const symbols = new Map<string, string>();

/** The narrow symbol of a currency ("€"), looked up once per code. */
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

/**
 * One amount with the currency where the site wants it (docs/product.md §9): "3.500 €" (after) or "€ 3.500" (before).
 */
export function formatAmount(value: number, currencyCode: string, position: CurrencyPosition): string {
  const number = (Number.isInteger(value) ? WHOLE : CENTS).format(value);
  const symbol = currencySymbol(currencyCode);
  // A no-break space keeps amount and currency on one line.
  return position === 'before' ? `${symbol}\u00a0${number}` : `${number}\u00a0${symbol}`;
}

/**
 * A salary as German job seekers read it: "3.300 – 4.300 € pro Monat", "ab 15,50 € pro Stunde",
 * "bis 60.000 € pro Jahr"; null when the job names no amount.
 */
export function formatSalary(
  salary: SalaryInput | null | undefined,
  position: CurrencyPosition,
  words: SalaryWords,
): string | null {
  if (!salary || (salary.min == null && salary.max == null)) return null;
  const { min, max, currencyCode } = salary;
  const amount = (v: number) => formatAmount(v, currencyCode, position);
  let text: string;
  if (min != null && max != null && min !== max) {
    const range =
      position === 'after'
        ? `${amount(min).replace(/\u00a0\S+$/, '')}\u00a0–\u00a0${amount(max)}`
        : `${amount(min)}\u00a0–\u00a0${amount(max).replace(/^\S+\u00a0/, '')}`;
    text = range;
  } else if (min != null && max != null) text = amount(min);
  else if (min != null) text = `${words.from} ${amount(min)}`;
  else text = `${words.upTo} ${amount(max!)}`;
  const per = salary.unit ? words.per[salary.unit] : undefined;
  return per ? `${text} ${per}` : text;
}
