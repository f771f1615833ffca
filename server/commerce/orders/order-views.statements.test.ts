// The order lists (organizationOrders, siteOrders) cost four statements for a page of one order as for ten:
// the page, its count, and the lines and invoices of all its orders.
import { REGION } from '../../graphql/environment-testing';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { orders, organizations } from '../../db/schema';
import { openTestDb, StatementLog } from '../../db/testing';
import { deleteOrdersOf, placeAsCheckout, testInvoiceDeps } from './order-testing';
import { listOrderViews } from './order-views';

const log = new StatementLog();
let handle: DbHandle;
let organizationId: string;

beforeAll(async () => {
  handle = await openTestDb({ logger: log });
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: REGION, slug: `liste-${randomUUID()}`, name: 'Liste GmbH' })
    .returning({ id: organizations.id });
  organizationId = org.id;
  const deps = testInvoiceDeps();
  for (let i = 0; i < 10; i++)
    await placeAsCheckout(handle.db, { regionId: REGION, organizationId, userId: null, sku: 'job-credits-1' }, deps);
});
afterAll(async () => {
  await deleteOrdersOf(handle.db, [organizationId]);
  await handle.db.delete(organizations).where(eq(organizations.id, organizationId));
  await handle.close();
});

describe('listOrderViews statements', () => {
  it.each([1, 10])('are four for a page of %i', async (limit) => {
    let page: Awaited<ReturnType<typeof listOrderViews>> | undefined;
    const statements = await log.during(async () => {
      page = await listOrderViews(handle.db, eq(orders.organizationId, organizationId), { limit, offset: 0 });
    });
    expect(page!.orders).toHaveLength(limit);
    expect(page!.orders.every((o) => o.items.length === 1 && o.invoices.length === 1)).toBe(true);
    expect(page!.total).toBe(10);
    expect(statements).toHaveLength(4);
  });
});
