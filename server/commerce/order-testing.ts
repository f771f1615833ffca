/**
 * Test helpers of the order domain: a valid German customer, placing an order as the checkout would (the
 * current key and the quoted gross), the invoice's storage, mailer and renderer, and removing orders again
 * (orders and invoices are never deleted by the app, so only tests do it).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import { creditLedger, type CustomerProfile, files, invoices, orders, products, subscriptions } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import type { InvoiceDeps } from './invoice-delivery';
import { renderInvoice } from './invoices/render-invoice';
import { customerProfileSchema } from './order-input';
import { currentOrderKey } from './order-key';
import { placeOrder, type PlaceOrderOutcome } from './place-order';
import { quoteOrder } from './quote';
import type { ViesChecker } from './vat/vat-types';

export const GERMAN_CUSTOMER: CustomerProfile = {
  companyName: 'Muster Pflege GmbH',
  email: 'rechnung@muster-pflege.example',
  firstName: 'Maria',
  lastName: 'Muster',
  address: { countryCode: 'DE', addressLine1: 'Hauptstraße 1', zip: '90402', locality: 'Nürnberg' },
};

/** VIES as a test wants it: every number valid, unless told otherwise. */
export const viesSaying =
  (answer: Awaited<ReturnType<ViesChecker>>): ViesChecker =>
  async () =>
    answer;

/** Storage in a temporary folder, mail kept in a temporary mailbox (or the mailer given), the renderer. */
export function testInvoiceDeps(mailer?: Mailer): InvoiceDeps {
  const root = mkdtempSync(path.join(tmpdir(), 'orders-'));
  return {
    storage: new LocalDiskStorage(path.join(root, 'uploads')),
    mailer: mailer ?? createMailer({ MAILBOX_DIR: path.join(root, 'mailbox') }),
    renderInvoice,
  };
}

export async function productIdOf(db: Db, sku: string): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  return row.id;
}

/** Places an order as the checkout form would: with the checkout's current key and the summary's gross. */
export async function placeAsCheckout(
  db: Db,
  order: {
    regionId: string;
    organizationId: string;
    userId: string | null;
    sku: string;
    quantity?: number;
    customer?: CustomerProfile;
    orderReference?: string;
    vies?: ViesChecker;
  },
  invoices: InvoiceDeps,
): Promise<PlaceOrderOutcome> {
  const region = getRegion(order.regionId)!;
  const vies = order.vies ?? viesSaying({ valid: true, name: null, address: null });
  const input = {
    productId: await productIdOf(db, order.sku),
    quantity: order.quantity ?? 1,
    customer: customerProfileSchema.parse(order.customer ?? GERMAN_CUSTOMER),
  };
  const quote = await quoteOrder(
    db,
    region.id,
    { ...input, countryCode: input.customer.address.countryCode, vatNumber: input.customer.vatNumber ?? null },
    vies,
  );
  if ('productError' in quote) throw new Error(quote.productError.message);
  return placeOrder(
    db,
    {
      region,
      organizationId: order.organizationId,
      userId: order.userId,
      vies,
      input: {
        ...input,
        orderReference: order.orderReference,
        orderKey: await currentOrderKey(db, order.organizationId),
        confirmedGrossCents: quote.grossCents,
      },
    },
    { invoices },
  );
}

/**
 * Removes the orders of organizations with what they granted (ledger entries, subscriptions), their invoices
 * and the invoices' files (cancellations first), leaving the organizations as they were before.
 */
export async function deleteOrdersOf(db: Db, organizationIds: string[]): Promise<void> {
  if (organizationIds.length === 0) return;
  const ids = (
    await db.select({ id: orders.id }).from(orders).where(inArray(orders.organizationId, organizationIds))
  ).map((o) => o.id);
  if (ids.length === 0) return;
  const issued = await db
    .select({ id: invoices.id, kind: invoices.kind, pdf: invoices.pdfFileId, xml: invoices.xmlFileId })
    .from(invoices)
    .where(inArray(invoices.orderId, ids));
  for (const kind of ['cancellation', 'invoice'] as const) {
    const some = issued.filter((i) => i.kind === kind).map((i) => i.id);
    if (some.length) await db.delete(invoices).where(inArray(invoices.id, some));
  }
  const fileIds = issued.flatMap((i) => [i.pdf, i.xml]).filter((id): id is string => !!id);
  if (fileIds.length) await db.delete(files).where(inArray(files.id, fileIds));
  await db.delete(creditLedger).where(inArray(creditLedger.orderId, ids));
  await db.delete(subscriptions).where(inArray(subscriptions.orderId, ids));
  await db.delete(orders).where(inArray(orders.id, ids));
}
