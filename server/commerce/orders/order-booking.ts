import { creditLedger, subscriptions } from '../../db/schema';
import type { Tx } from '../job-charges';
import type { ShopProductRow } from './products';

const DAY_MS = 86_400_000;

export type Booking = {
  order: { id: string; organizationId: string; regionId: string };
  product: ShopProductRow;
  quantity: number;
  actorId: string | null;
  now: Date;
};

/**
 * What an order grants, at once (payment on invoice does not wait for the money: docs/product-decisions.md, "Orders and
 * invoices: the server"): a credit pack adds job credits to the ledger on the order's site (reason purchase); a
 * subscription starts now and runs durationDays with its job slots and resume-contact slots, times the quantity, its
 * slots recorded in the ledger too. Returns the period of supply of a subscription.
 */
export async function bookOrder(tx: Tx, booking: Booking): Promise<{ start: Date; end: Date } | null> {
  const { order, product, quantity, actorId, now } = booking;
  if (product.kind === 'credits') {
    await tx.insert(creditLedger).values({
      organizationId: order.organizationId,
      regionId: order.regionId,
      type: 'job',
      delta: (product.credits ?? 0) * quantity,
      reason: 'purchase',
      orderId: order.id,
      actorId,
    });
    return null;
  }
  const end = new Date(now.getTime() + (product.durationDays ?? 0) * DAY_MS);
  const jobSlots = (product.jobSlots ?? 0) * quantity;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      organizationId: order.organizationId,
      productId: product.id,
      orderId: order.id,
      regionId: order.regionId,
      label: product.name,
      type: 'job_slots',
      status: 'active',
      startDate: now,
      endDate: end,
      availableJobSlots: jobSlots,
      resumeContactSlotsTotal: (product.resumeContactSlots ?? 0) * quantity,
    })
    .returning({ id: subscriptions.id });
  if (jobSlots > 0)
    await tx.insert(creditLedger).values({
      organizationId: order.organizationId,
      regionId: order.regionId,
      type: 'job_slot',
      delta: jobSlots,
      reason: 'purchase',
      subscriptionId: subscription.id,
      orderId: order.id,
      actorId,
    });
  return { start: now, end };
}
