/**
 * How an invoice writes money, dates and rates: German on the PDF ("1.095,00 €", "02.03.2026", "19 %"),
 * machine form in the e-invoice ("1095.00", "2026-03-02"). Amounts are integer cents everywhere.
 */

/** The seller is German: an invoice's calendar day is the day in Germany, not in UTC. */
const TIME_ZONE = 'Europe/Berlin';

const germanNumber = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const germanDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const isoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "1.095,00 €"; negative amounts (a cancellation's PDF) as "-1.095,00 €". */
export function formatEuro(cents: number): string {
  assertCents(cents);
  return `${germanNumber.format(cents / 100)} €`;
}

/** "1095.00": the decimal form EN 16931 amounts take (two places, point, no grouping). */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "02.03.2026", the German calendar day of the instant. */
export function formatGermanDate(date: Date): string {
  return germanDate.format(date);
}

/** "2026-03-02", the German calendar day of the instant (the e-invoice's dates). */
export function isoDate(date: Date): string {
  const parts = Object.fromEntries(isoParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 0.19 → "19 %" (German puts a space before the sign); 0.075 → "7,5 %". */
export function formatPercent(rate: number): string {
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(rate * 100)} %`;
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
