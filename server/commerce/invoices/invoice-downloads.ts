import { and, eq } from 'drizzle-orm';
import { loadSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { ensureInvoiceFiles } from './invoice-files';
import type { InvoiceRenderer } from './invoice-document';
import { maySeeOrganizationOrders } from '../orders/order-access';

export type InvoiceFormat = 'pdf' | 'xml';
export const INVOICE_FORMATS: readonly InvoiceFormat[] = ['pdf', 'xml'];

export type InvoiceDownload =
  | { kind: 'file'; name: string; mimeType: string; sizeBytes: number; body: ReadableStream<Uint8Array> }
  /** Unknown, of another site, or not the caller's to see: all look the same. */
  | { kind: 'not-found' }
  /** The files could not be rendered or read just now; the invoice itself stands. */
  | { kind: 'unavailable' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An invoice's PDF or XRechnung XML for a signed-in user of the invoice's organization (recruiter) or an
 * admin-like user of the site, checked on every request. The files are rendered here when placing the order
 * could not (the download never fails the buyer for that). Anyone else gets not-found, so the
 * address tells nothing about whether the invoice exists.
 */
export async function invoiceDownload(
  db: Db,
  deps: { storage: FileStorage; renderInvoice: InvoiceRenderer },
  request: { regionId: string; userId: string | null; invoiceId: string; format: string },
): Promise<InvoiceDownload> {
  const { regionId, userId, invoiceId, format } = request;
  if (!userId || !UUID.test(invoiceId) || !INVOICE_FORMATS.includes(format as InvoiceFormat))
    return { kind: 'not-found' };
  const [invoice] = await db
    .select({ organizationId: orders.organizationId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(orders.regionId, regionId)));
  if (!invoice) return { kind: 'not-found' };
  const user = await loadSessionUser(db, userId, regionId);
  if (!(await maySeeOrganizationOrders(db, user, invoice.organizationId))) return { kind: 'not-found' };
  try {
    const stored = await ensureInvoiceFiles(db, deps.storage, deps.renderInvoice, invoiceId);
    if (!stored) return { kind: 'not-found' };
    const file = format === 'pdf' ? stored.pdf : stored.xml;
    const body = await deps.storage.read(file.storageKey);
    return { kind: 'file', name: file.name, mimeType: file.mimeType, sizeBytes: file.sizeBytes, body };
  } catch (error) {
    console.error(`invoice ${invoiceId}: the ${format} file could not be rendered or read`, error);
    return { kind: 'unavailable' };
  }
}
