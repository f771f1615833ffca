/**
 * Test helpers of the order domain: a valid German customer, placing an order as the checkout would (the
 * current key and the quoted gross), the invoice's storage, mailer and renderer; removing orders again is in
 * order-cleanup-testing.ts (re-exported here).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getRegion } from '../../../regions/registry';
import type { Db } from '../../db/client';
import { type CustomerProfile, products } from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { InvoiceDeps } from '../invoices/invoice-delivery';
import { renderInvoice } from '../invoices/render-invoice';
import { customerProfileSchema } from './order-input';
import { currentOrderKey } from './order-key';
import { placeOrder, type PlaceOrderOutcome } from './place-order';
import { quoteOrder } from './quote';
import type { ViesChecker } from '../vat/vat-types';

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
    region,
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

export { deleteOrdersOf } from './order-cleanup-testing';
