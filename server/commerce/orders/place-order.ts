import { and, eq } from 'drizzle-orm';
import type { Region } from '../../../regions/build-region';
import type { Db } from '../../db/client';
import { orderItems, orders, organizations } from '../../db/schema';
import { commerceMessages as m } from './commerce-messages';
import { saveCustomerProfile } from './customer-profiles';
import { takeDocumentNumber } from './document-numbers';
import { deliverInvoice, type InvoiceDeps } from '../invoices/invoice-delivery';
import { issueInvoiceRow } from '../invoices/invoice-rows';
import type { Executor, Tx } from '../job-charges';
import { bookOrder } from './order-booking';
import type { FieldError, PlaceOrderInput } from './order-input';
import { countOrders, orderKeyFor } from './order-key';
import { invoicePayment, type PaymentProvider } from './payment-provider';
import { type OrderQuote, quoteOrder } from './quote';
import type { ViesChecker } from '../vat/vat-types';
import { type OrderAuthor, recordOrderChange } from './order-change-log';

export type PlaceOrderRequest = {
  region: Pick<Region, 'id' | 'SELLER' | 'FEATURES'>;
  organizationId: string;
  userId: string | null;
  input: PlaceOrderInput;
  vies: ViesChecker;
  /** For the organization's change log. */
  author?: OrderAuthor;
};

export type PlaceOrderDeps = {
  /** Where the invoice goes; null: not now (the demo seed), its files are rendered at the first download. */
  invoices: InvoiceDeps | null;
  payment?: PaymentProvider;
  now?: () => Date;
};

export type PlaceOrderOutcome = { orderId: string | null; alreadyPlaced: boolean; errors: FieldError[] };

const refused = (errors: FieldError[]): PlaceOrderOutcome => ({ orderId: null, alreadyPlaced: false, errors });
const placed = (orderId: string, alreadyPlaced: boolean): PlaceOrderOutcome => ({ orderId, alreadyPlaced, errors: [] });

async function orderWithKey(db: Executor, organizationId: string, orderKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.orderKey, orderKey)))
    .limit(1);
  return row?.id ?? null;
}

/** A concurrent placement with the same key won the unique index: this transaction rolls back, numbers too. */
class KeyTaken extends Error {}

/**
 * Places an order (docs/product.md §4.4) with payment on invoice. Idempotent by Checkout.orderKey: a key that placed an
 * order returns that order (alreadyPlaced), checked before anything is bought and again under the lock of the
 * organization's row, and the unique index (organization_id, order_key) settles any race that remains. A price
 * that changed since the buyer's summary (confirmedGrossCents), a product no longer on sale, a VAT number
 * that cannot be checked now or a stale key is a field error and nothing is placed. Everything the order
 * grants, its invoice and the customer profile are written in one transaction; the invoice's files and mail
 * follow it, and their failure leaves the order standing (the download renders the files later).
 */
export async function placeOrder(db: Db, request: PlaceOrderRequest, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  const { region, organizationId, input } = request;
  const earlier = await orderWithKey(db, organizationId, input.orderKey);
  if (earlier) return placed(earlier, true);
  if (input.orderReference && !region.FEATURES.ORDER_ADDITIONAL_INFO)
    return refused([{ field: 'orderReference', message: m.errors.orderReferenceOff }]);
  const quote = await quoteOrder(
    db,
    region,
    {
      productId: input.productId,
      quantity: input.quantity,
      countryCode: input.customer.address.countryCode,
      vatNumber: input.customer.vatNumber ?? null,
    },
    request.vies,
  );
  if ('productError' in quote) return refused([quote.productError]);
  if (quote.errors.length) return refused(quote.errors);
  if (quote.grossCents !== input.confirmedGrossCents)
    return refused([{ field: 'confirmedGrossCents', message: m.errors.priceChanged }]);

  let outcome: { orderId: string; invoiceId: string | null; alreadyPlaced: boolean } | { error: FieldError };
  try {
    outcome = await db.transaction((tx) => writeOrder(tx, request, quote, deps));
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await orderWithKey(db, organizationId, input.orderKey);
    if (!winner) throw error;
    return placed(winner, true);
  }
  if ('error' in outcome) return refused([outcome.error]);
  if (outcome.invoiceId && deps.invoices) await deliverInvoice(db, deps.invoices, outcome.invoiceId);
  return placed(outcome.orderId, outcome.alreadyPlaced);
}

async function writeOrder(tx: Tx, request: PlaceOrderRequest, quote: OrderQuote, deps: PlaceOrderDeps) {
  const { region, organizationId, userId, input } = request;
  // The organization's row orders its placements (and its credit use, see takeJobCharge) one after the other.
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const earlier = await orderWithKey(tx, organizationId, input.orderKey);
  if (earlier) return { orderId: earlier, invoiceId: null, alreadyPlaced: true };
  if (input.orderKey !== orderKeyFor(organizationId, await countOrders(tx, organizationId)))
    return { error: { field: 'orderKey', message: m.errors.orderKeyOutdated } };

  const now = deps.now?.() ?? new Date();
  const seller = region.SELLER;
  const payment = deps.payment ?? invoicePayment;
  const dueDate = payment.dueDate(now, seller);
  const number = await takeDocumentNumber(tx, seller, 'order', now);
  const [order] = await tx
    .insert(orders)
    .values({
      organizationId,
      userId,
      regionId: region.id,
      status: 'pending',
      customerProfile: input.customer,
      additionalInfo: input.orderReference ?? null,
      netCents: quote.netCents,
      vatCents: quote.vatCents,
      totalCents: quote.grossCents,
      currency: quote.currency,
      number,
      orderKey: input.orderKey,
      paymentMethod: payment.id,
      dueDate,
      vatRate: quote.vat.rate,
      vatTreatment: quote.vat.treatment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [orders.organizationId, orders.orderKey] })
    .returning({ id: orders.id });
  if (!order) throw new KeyTaken();
  const { product, quantity } = quote;
  await tx.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    quantity,
    unitPriceCents: product.netCents,
    sku: product.sku,
    name: product.name,
  });
  const period = await bookOrder(tx, {
    order: { id: order.id, organizationId, regionId: region.id },
    product,
    quantity,
    actorId: userId,
    now,
  });
  const invoice = await issueInvoiceRow(tx, {
    kind: 'invoice',
    orderId: order.id,
    seller,
    buyer: input.customer,
    amounts: {
      netCents: quote.netCents,
      vatRate: quote.vat.rate,
      vatTreatment: quote.vat.treatment,
      vatCents: quote.vatCents,
      grossCents: quote.grossCents,
    },
    issuedAt: now,
    serviceDate: period?.start ?? now,
    dueDate,
  });
  await saveCustomerProfile(tx, organizationId, input.customer, userId, now);
  await recordOrderChange(tx, request.author, organizationId, 'placed', { orderNumber: number, product: product.name });
  return { orderId: order.id, invoiceId: invoice.id, alreadyPlaced: false };
}
