// @module-tag postgres
// Gapless numbers under concurrency (docs/product.md §3.6): 20 orders placed at once get 20 distinct consecutive order
// and invoice numbers, on PGlite and (in the suite's PostgreSQL pass) on a PostgreSQL server.
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRegion } from '../../../regions/registry';
import type { Db } from '../../db/client';
import { documentNumberCounters, invoices, orders, organizations } from '../../db/schema';
import { documentYear } from './document-numbers';
import { customerProfileSchema } from './order-input';
import { currentOrderKey } from './order-key';
import { deleteOrdersOf, GERMAN_CUSTOMER, productIdOf, testInvoiceDeps, viesSaying } from './order-testing';
import { placeOrder } from './place-order';

let db: Db;
const orgIds: string[] = [];
const sellers: string[] = [];
const deps = testInvoiceDeps();
const year = documentYear(new Date());

beforeAll(async () => {
  // Twenty transactions queue on one counter row: on a busy machine the last one waits longer than the
  // production budget of one statement (5 s). This file checks the numbering; statement-timeout.test.ts the budget.
  vi.stubEnv('DB_STATEMENT_TIMEOUT_MS', '60000');
  db = await openGraphQLTestDb();
});
afterAll(async () => {
  await deleteOrdersOf(db, orgIds);
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  if (sellers.length) await db.delete(documentNumberCounters).where(inArray(documentNumberCounters.sellerId, sellers));
  await closeGraphQLTestDb();
  vi.unstubAllEnvs();
});

async function organization() {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `ansturm-${randomUUID()}`, name: 'Ansturm GmbH' })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  return org.id;
}

/**
 * The site with a seller of its own, so its numbers start at 1 whatever else runs on the database. Its order
 * prefix is its own too: order numbers are unique across sellers.
 */
function siteWithOwnSeller() {
  const region = getRegion(REGION)!;
  const id = `test-${randomUUID().slice(0, 8)}`;
  const prefix = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  sellers.push(id);
  return { ...region, SELLER: { ...region.SELLER, id, orderPrefix: prefix, invoicePrefix: prefix } };
}

describe('document numbers under concurrency', () => {
  it('gives 20 orders at once 20 distinct consecutive order and invoice numbers', async () => {
    const site = siteWithOwnSeller();
    const orgs = await Promise.all(Array.from({ length: 20 }, () => organization()));
    const productId = await productIdOf(db, 'job-credits-1');
    const customer = customerProfileSchema.parse(GERMAN_CUSTOMER);
    const keys = await Promise.all(orgs.map((org) => currentOrderKey(db, org)));
    const outcomes = await Promise.all(
      orgs.map((organizationId, i) =>
        placeOrder(
          db,
          {
            region: site,
            organizationId,
            userId: null,
            vies: viesSaying('unavailable'),
            input: { productId, quantity: 1, customer, orderKey: keys[i], confirmedGrossCents: 29_631 },
          },
          { invoices: deps },
        ),
      ),
    );
    expect(outcomes.every((o) => o.orderId && !o.alreadyPlaced)).toBe(true);
    const placed = await db
      .select({ order: orders.number, invoice: invoices.number })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(inArray(orders.organizationId, orgs));
    const serial = (numbers: Array<string | null>) => numbers.map((n) => Number(n!.slice(-5))).sort((a, b) => a - b);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(serial(placed.map((p) => p.order))).toEqual(oneToTwenty);
    expect(serial(placed.map((p) => p.invoice))).toEqual(oneToTwenty);
    expect(placed[0].invoice).toMatch(new RegExp(`^${site.SELLER.invoicePrefix}-${year}-000\\d\\d$`));
  });
});
