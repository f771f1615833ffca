/**
 * Removing test orders again (orders and invoices are never deleted by the app, so only tests do it). Kept
 * apart from order-testing.ts so the shared GraphQL fixtures load no invoice renderer.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, files, invoices, orders, subscriptions } from '../../db/schema';

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
