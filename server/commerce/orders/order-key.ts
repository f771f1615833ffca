import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { getAuthSecret } from '../../auth/auth-secret';
import { orders } from '../../db/schema';
import type { Executor } from '../job-charges';

/**
 * Checkout.orderKey: derived from the organization and how many orders it has placed so far, so two tabs of
 * one checkout share it (the second placement finds the first order) and the next checkout after an order
 * gets a new one. Signed with the server's secret: nobody can compute another organization's keys.
 */
export function orderKeyFor(organizationId: string, orderCount: number, secret = getAuthSecret()): string {
  return createHmac('sha256', secret)
    .update(`order-key:${organizationId}:${orderCount}`)
    .digest('base64url')
    .slice(0, 32);
}

/** How many orders the organization has placed (every status: a cancelled order keeps its key). */
export async function countOrders(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.organizationId, organizationId));
  return Number(row.n);
}

/** The key the organization's next order is placed with. */
export async function currentOrderKey(db: Executor, organizationId: string): Promise<string> {
  return orderKeyFor(organizationId, await countOrders(db, organizationId));
}
