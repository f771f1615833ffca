import { berlinDay, formatGermanDate } from '../../format/german-date';
import { fill } from '../../mail/template';
import { commerceMessages as m } from './commerce-messages';

/** "2026-11-28" → "28.11.2026", for messages and the change log (noon UTC is that day in Germany too). */
export function germanDay(day: string): string {
  return formatGermanDate(new Date(`${day}T12:00:00Z`));
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is none). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * What is wrong with the day an admin says an invoice was paid (docs/product-decisions.md "Payment date"):
 * no calendar day, after today, or before the invoice's date (both days in Germany); null when it can stand.
 */
export function paymentDateProblem(day: string, invoiceIssuedAt: Date | null, now: Date): string | null {
  if (!isCalendarDay(day)) return m.validation.paymentDate;
  if (day > berlinDay(now)) return m.validation.paymentDateFuture;
  const invoiceDay = invoiceIssuedAt && berlinDay(invoiceIssuedAt);
  if (invoiceDay && day < invoiceDay)
    return fill(m.validation.paymentDateBeforeInvoice, { invoiceDate: germanDay(invoiceDay) });
  return null;
}
