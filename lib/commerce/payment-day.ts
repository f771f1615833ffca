import { berlinDay } from '@/lib/contract';

/**
 * The bounds the "paid on" date field offers (today, and the invoice's day, in Germany): hints for the
 * browser's date picker only; the API checks the day (server/commerce/orders/payment-date.ts).
 */
export function paymentDayBounds(
  invoices: ReadonlyArray<{ kind: string; issuedAt: string }>,
  now: Date,
): { today: string; min: string | undefined } {
  const invoice = invoices.find((i) => i.kind === 'invoice');
  return { today: berlinDay(now), min: invoice ? berlinDay(new Date(invoice.issuedAt)) : undefined };
}
