import { asc, eq } from 'drizzle-orm';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, products, subscriptions } from '../../db/schema';
import type { InvoiceDocument } from './invoice-document';
import { sellerConfigOf } from './invoice-snapshots';
import { productIncludes, productSiteOf, type ShopKind } from '../orders/products';
import type { VatTreatment } from '../vat/vat-types';
import { vatMessages } from '../vat/vat-messages';

/** The invoice's VAT note by treatment (EN 16931 BT-120): none for German VAT. */
export function vatNoteOf(treatment: VatTreatment): string | null {
  if (treatment === 'reverse_charge') return vatMessages.reverseChargeNote;
  return treatment === 'outside_eu' ? vatMessages.outsideEuNote : null;
}

/** An issued invoice as the renderer gets it, with the site of its order. */
export type IssuedInvoice = { document: InvoiceDocument; regionId: string };

/**
 * Everything the renderer needs to turn an issued invoice into its PDF and XML, read back from the rows: the
 * invoice (number, dates, amounts, seller as issued), its order (number, reference, customer profile, lines)
 * and, for a subscription, the period of supply. Null when the invoice or its site no longer exists.
 */
export async function buildInvoiceDocument(db: Db, invoiceId: string): Promise<IssuedInvoice | null> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  const region = row && getRegion(row.order.regionId);
  if (!row || !region) return null;
  const { invoice, order } = row;
  const [lines, [period], [cancelled]] = await Promise.all([
    db
      .select({
        sku: orderItems.sku,
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitNetCents: orderItems.unitPriceCents,
        kind: products.type,
        credits: products.credits,
        jobSlots: products.jobSlots,
        resumeContactSlots: products.resumeContactSlots,
        durationDays: products.durationDays,
        productName: products.name,
        productSku: products.sku,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ start: subscriptions.startDate, end: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order.id))
      .limit(1),
    invoice.cancelsInvoiceId
      ? db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.cancelsInvoiceId))
      : Promise.resolve([]),
  ]);
  const profile = order.customerProfile;
  const document: InvoiceDocument = {
    kind: invoice.kind,
    number: invoice.number,
    cancelsNumber: cancelled?.number ?? null,
    issuedAt: invoice.issuedAt,
    serviceDate: invoice.serviceDate,
    servicePeriod: period ? { start: period.start, end: period.end } : null,
    dueDate: invoice.dueDate,
    seller: sellerConfigOf(invoice.seller, region.SELLER),
    buyer: {
      companyName: profile.companyName,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      address: profile.address,
      vatNumber: profile.vatNumber ?? null,
      leitwegId: profile.leitwegId ?? null,
    },
    orderNumber: order.number ?? '',
    orderReference: order.additionalInfo,
    lines: lines.map((line) => ({
      sku: line.sku ?? line.productSku,
      name: line.name ?? line.productName,
      // What one unit includes; the quantity stands beside it.
      description: productIncludes({ ...line, kind: line.kind as ShopKind }, productSiteOf(region)),
      quantity: line.quantity,
      unitNetCents: line.unitNetCents,
      netCents: line.unitNetCents * line.quantity,
    })),
    currency: 'EUR',
    netCents: invoice.netCents,
    vatRate: invoice.vatRate,
    vatTreatment: invoice.vatTreatment,
    vatNote: vatNoteOf(invoice.vatTreatment),
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
    site: { name: region.SITENAME, url: siteUrl(region, '/'), primaryColor: region.THEME.primaryColor },
  };
  return { document, regionId: region.id };
}
