import { type CurrencyPosition, withCurrency } from '@/lib/contract';

export type SalaryInput = { min: number | null; max: number | null; currencyCode: string; unit: string | null };

/** German words around the amounts (from messages/de.json "salary"). */
export type SalaryWords = { from: string; upTo: string; per: Record<string, string> };

// Building an Intl.NumberFormat costs far more than using one; a listing formats twenty amounts per page.
const WHOLE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * One amount with the currency where the site wants it (docs/product.md §9): "3.500 €" (after) or "€ 3.500" (before).
 */
export function formatAmount(value: number, currencyCode: string, position: CurrencyPosition): string {
  return withCurrency((Number.isInteger(value) ? WHOLE : CENTS).format(value), currencyCode, position);
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
