import { and, desc, eq, sql } from 'drizzle-orm';
import type { Region } from '../../../regions/build-region';
import type { Db } from '../../db/client';
import { creditLedger, invoices, orders, organizations, subscriptions } from '../../db/schema';
import { CommerceError, commerceMessages as m } from './commerce-messages';
import { deliverInvoice, type InvoiceDeps } from '../invoices/invoice-delivery';
import { issueInvoiceRow } from '../invoices/invoice-rows';
import { sellerConfigOf } from '../invoices/invoice-snapshots';
import { freeJobSlots, jobCreditBalances, type Tx } from '../job-charges';
import { type OrderAuthor, recordOrderChange } from './order-change-log';
import { nextOrderStatus } from './order-status';
import { berlinDay } from '../../format/german-date';
import { germanDay, paymentDateProblem } from './payment-date';

export type OrderChange = {
  region: Pick<Region, 'id' | 'SELLER'>;
  orderId: string;
  actorId: string | null;
  now?: Date;
  /** For the organization's change log. */
  author?: OrderAuthor;
};

/** The order of this site, locked for the change; another site's does not exist here. */
async function lockOrder(tx: Tx, regionId: string, orderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.regionId, regionId)))
    .for('update');
  if (!order) throw new CommerceError('NOT_FOUND', m.errors.orderNotFound);
  return order;
}

/** When the order's invoice was issued (its first, not a cancellation); null before there is one. */
async function invoiceIssuedAt(tx: Tx, orderId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .orderBy(invoices.issuedAt)
    .limit(1);
  return row?.issuedAt ?? null;
}

/**
 * Admin-like (docs/architecture.md, "Orders and invoices"): the invoice of a pending order was paid (a provider passes its reference) on
 * `paymentDate` (YYYY-MM-DD; default today in Germany), which may lie neither in the future nor before the
 * invoice date (docs/product-decisions.md "Payment date").
 */
export async function markOrderPaid(
  db: Db,
  change: OrderChange & { paymentReference?: string; paymentDate?: string },
): Promise<void> {
  const now = change.now ?? new Date();
  const paymentDate = change.paymentDate ?? berlinDay(now);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.region.id, change.orderId);
    const status = nextOrderStatus(order.status, 'markPaid');
    const problem = paymentDateProblem(paymentDate, await invoiceIssuedAt(tx, order.id), now);
    if (problem) throw new CommerceError('BAD_USER_INPUT', problem, 'paymentDate');
    await tx
      .update(orders)
      .set({
        status,
        paidAt: now,
        paymentDate,
        paymentReference: change.paymentReference ?? order.paymentReference,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordOrderChange(tx, change.author, order.organizationId, 'paid', {
      orderNumber: order.number,
      paymentDate: germanDay(paymentDate),
    });
  });
}

/** Job credits the order bought. */
async function creditsBought(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.type, 'job'), eq(creditLedger.reason, 'purchase')));
  return Number(row.amount);
}

/**
 * Takes back what the order granted and is not used: its credits, as many as the organization still has on the
 * site (credits are interchangeable, so a credit spent counts against the order; never below zero), and its
 * subscription, which ends as cancelled with its free slots. Jobs already published stay online.
 */
async function takeBack(
  tx: Tx,
  order: { id: string; organizationId: string; regionId: string },
  actorId: string | null,
  now: Date,
) {
  // The same lock as publishing takes (takeJobCharge): no credit is spent while it is taken back.
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, order.organizationId))
    .for('update');
  const unused = Math.min(
    await creditsBought(tx, order.id),
    Math.max(0, (await jobCreditBalances(tx, [order.organizationId], order.regionId)).get(order.organizationId) ?? 0),
  );
  if (unused > 0)
    await tx.insert(creditLedger).values({
      organizationId: order.organizationId,
      regionId: order.regionId,
      type: 'job',
      delta: -unused,
      reason: 'cancellation',
      orderId: order.id,
      actorId,
    });
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(subscriptions.orderId, order.id))
    .returning({ id: subscriptions.id });
  for (const subscription of ended) {
    const [slots] = await tx
      .select({ free: freeJobSlots })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    if (Number(slots.free) > 0)
      await tx.insert(creditLedger).values({
        organizationId: order.organizationId,
        regionId: order.regionId,
        type: 'job_slot',
        delta: -Number(slots.free),
        reason: 'cancellation',
        subscriptionId: subscription.id,
        orderId: order.id,
        actorId,
      });
  }
}

/**
 * Admin-like (docs/product.md §4.4): cancels a pending or paid order (cancel) or records that a paid order's money went
 * back (refund). Either way a cancellation invoice with its own number cancels the order's invoice, what the
 * order granted and is unused is taken back, and the order keeps its row with the reason. The cancellation
 * invoice is rendered and mailed after the transaction (a failure there leaves the cancellation standing;
 * without deps, as in the demo seed, its files are rendered at the first download).
 */
export async function cancelOrder(
  db: Db,
  deps: InvoiceDeps | null,
  change: OrderChange & { action: 'cancel' | 'refund'; reason: string },
): Promise<void> {
  const now = change.now ?? new Date();
  const cancellationId = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.region.id, change.orderId);
    const status = nextOrderStatus(order.status, change.action);
    await takeBack(tx, order, change.actorId, now);
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    const cancellation =
      invoice &&
      (await issueInvoiceRow(tx, {
        kind: 'cancellation',
        orderId: order.id,
        cancels: { id: invoice.id, buyer: invoice.buyer },
        seller: sellerConfigOf(invoice.seller, change.region.SELLER),
        amounts: {
          netCents: invoice.netCents,
          vatRate: invoice.vatRate,
          vatTreatment: invoice.vatTreatment,
          vatCents: invoice.vatCents,
          grossCents: invoice.grossCents,
        },
        issuedAt: now,
        serviceDate: invoice.serviceDate,
        dueDate: null,
      }));
    await tx
      .update(orders)
      .set({
        status,
        statusReason: change.reason,
        ...(change.action === 'cancel' ? { cancelledAt: now } : { refundedAt: now }),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordOrderChange(
      tx,
      change.author,
      order.organizationId,
      change.action === 'cancel' ? 'cancelled' : 'refunded',
      {
        orderNumber: order.number,
        reason: change.reason,
      },
    );
    return cancellation ? cancellation.id : null;
  });
  if (cancellationId && deps) await deliverInvoice(db, deps, cancellationId);
}
