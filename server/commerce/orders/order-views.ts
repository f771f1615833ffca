import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CustomerProfile, invoices, orderItems, orders, organizations } from '../../db/schema';
import type { VatTreatment } from '../vat/vat-types';

export type InvoiceView = {
  id: string;
  number: string;
  kind: 'invoice' | 'cancellation';
  issuedAt: Date;
  dueDate: Date | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
  pdfUrl: string;
  xrechnungUrl: string;
};

export type OrderView = {
  id: string;
  number: string;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  organizationId: string;
  organizationName: string;
  frontend: string;
  createdAt: Date;
  paidAt: Date | null;
  paymentDate: string | null;
  dueDate: Date | null;
  items: Array<{ sku: string; name: string; quantity: number; unitNetCents: number }>;
  netCents: number;
  vatRate: number;
  vatTreatment: VatTreatment;
  vatCents: number;
  grossCents: number;
  currency: string;
  paymentMethod: string;
  orderReference: string | null;
  customerProfile: CustomerProfile;
  invoices: InvoiceView[];
};

/** Site path of an invoice's file (app/[region]/my-products/rechnungen/[invoiceId]/[format]/route.ts). */
export const invoiceFilePath = (invoiceId: string, format: 'pdf' | 'xml') =>
  `/my-products/rechnungen/${invoiceId}/${format}`;

export type OrderFilter = { regionId: string; organizationId?: string; status?: OrderView['status'] };

/** A site's orders, of one organization and of one status when given, newest first (see listOrderViews). */
export function listOrders(db: Db, filter: OrderFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(orders.regionId, filter.regionId)];
  if (filter.organizationId) conditions.push(eq(orders.organizationId, filter.organizationId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  return listOrderViews(db, and(...conditions), page);
}

/**
 * Orders matching `where` (a condition on orders and organizations), newest first, with their lines and
 * invoices: three statements for a page, however many orders it holds.
 */
export async function listOrderViews(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ orders: OrderView[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, organizationName: organizations.name })
      .from(orders)
      .innerJoin(organizations, eq(organizations.id, orders.organizationId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(organizations, eq(organizations.id, orders.organizationId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.order.id);
  const [items, issued] = ids.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
        db
          .select()
          .from(invoices)
          .where(inArray(invoices.orderId, ids))
          .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
      ])
    : [[], []];
  const views = rows.map(({ order, organizationName }): OrderView => ({
    id: order.id,
    number: order.number ?? '',
    // 'failed' is never written (payment on invoice cannot fail); were it, the order counts as cancelled.
    status: order.status === 'failed' ? 'cancelled' : order.status,
    organizationId: order.organizationId,
    organizationName,
    frontend: order.regionId,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    paymentDate: order.paymentDate,
    dueDate: order.dueDate,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        sku: item.sku ?? '',
        name: item.name ?? '',
        quantity: item.quantity,
        unitNetCents: item.unitPriceCents,
      })),
    netCents: order.netCents,
    vatRate: order.vatRate,
    vatTreatment: order.vatTreatment,
    vatCents: order.vatCents,
    grossCents: order.totalCents,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    orderReference: order.additionalInfo,
    customerProfile: order.customerProfile,
    invoices: issued
      .filter((invoice) => invoice.orderId === order.id)
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        kind: invoice.kind,
        issuedAt: invoice.issuedAt,
        dueDate: invoice.dueDate,
        netCents: invoice.netCents,
        vatCents: invoice.vatCents,
        grossCents: invoice.grossCents,
        pdfUrl: invoiceFilePath(invoice.id, 'pdf'),
        xrechnungUrl: invoiceFilePath(invoice.id, 'xml'),
      })),
  }));
  return { orders: views, total: Number(total) };
}

/** One order by id (its site checked by the caller's condition), or null. */
export async function loadOrderView(db: Db, orderId: string): Promise<OrderView | null> {
  const {
    orders: [view],
  } = await listOrderViews(db, eq(orders.id, orderId), { limit: 1, offset: 0 });
  return view ?? null;
}
