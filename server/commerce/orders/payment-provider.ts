import type { SellerConfig } from '../../../regions/schema';

const DAY_MS = 86_400_000;

/**
 * How an order is paid (docs/product.md §4.4). Payment on invoice is the embedded default; a real provider (card, SEPA
 * direct debit) fills the same shape: its id goes to orders.payment_method, and when it confirms a payment
 * (its webhook) it calls markOrderPaid with the provider's reference.
 */
export type PaymentProvider = {
  /** orders.payment_method. */
  readonly id: string;
  /** When the invoice is due; null when the provider collects at once. */
  dueDate(issuedAt: Date, seller: Pick<SellerConfig, 'paymentTermDays'>): Date | null;
};

/** Payment on invoice: due SELLER.paymentTermDays (14) days after the invoice. */
export const invoicePayment: PaymentProvider = {
  id: 'invoice',
  dueDate: (issuedAt, seller) => new Date(issuedAt.getTime() + seller.paymentTermDays * DAY_MS),
};
