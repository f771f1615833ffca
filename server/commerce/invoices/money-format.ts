/**
 * How the e-invoice writes money and rates ("1095.00", "19"), and how people read an IBAN. The German
 * forms on the PDF ("1.095,00 €", "02.03.2026", "19 %") are server/format's, as on pages and in mails.
 * Amounts are integer cents everywhere.
 */

/** "1095.00": the decimal form EN 16931 amounts take (two places, point, no grouping). */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 0.19 → "19": the rate as EN 16931 writes it (BT-119, BT-152). */
export function percentDecimal(rate: number): string {
  return String(Math.round(rate * 10000) / 100);
}

/** "DE02 1203 0000 0000 2020 51": an IBAN as people read it (the data keeps it without spaces). */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`An amount must be whole cents, not ${cents}.`);
}
