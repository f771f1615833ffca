// @module-tag postgres
// The demo employers' order history: a cancelled, a paid and a pending order with their invoices,
// numbered in date order, placed once however often the seed runs.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { DbHandle } from '../db/client';
import { creditLedger, documentNumberCounters, invoices, orders, organizations, users } from '../db/schema';
import { deleteOrdersOf } from '../commerce/orders/order-testing';
import { openTestDb, testRegionId } from '../db/testing';
import { seedDemoOrders } from './orders';

const REFERENCE = new Date('2026-11-20T08:00:00Z');
const domain = 'seed-orders.example';
const base = getRegion('franken')!;
// A seller of its own, so the numbers start at 1 on a shared PostgreSQL server too.
const sellerId = `seed-${randomUUID().slice(0, 8)}`;
const region = {
  ...base,
  id: testRegionId('seed-ord'),
  SELLER: { ...base.SELLER, id: sellerId, orderPrefix: 'SD', invoicePrefix: 'SR' },
};
let handle: DbHandle;
let organizationId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({
      regionId: region.id,
      slug: `demo-${randomUUID()}`,
      name: 'Demo Pflege GmbH',
      companyInfo: {
        name: 'Demo Pflege GmbH',
        address: { countryCode: 'DE', addressLine1: 'Königstraße 5', zip: '90402', locality: 'Nürnberg' },
      },
    })
    .returning({ id: organizations.id });
  organizationId = org.id;
  await handle.db.insert(users).values([
    {
      email: `arbeitgeber@${region.id}.${domain}`,
      firstName: 'Anna',
      lastName: 'Arbeitgeber',
      activeOrganizationId: org.id,
    },
    { email: `siteadmin@${region.id}.${domain}` },
  ]);
});
afterAll(async () => {
  await deleteOrdersOf(handle.db, [organizationId]);
  await handle.db.delete(organizations).where(eq(organizations.id, organizationId));
  await handle.db
    .delete(users)
    .where(inArray(users.email, [`arbeitgeber@${region.id}.${domain}`, `siteadmin@${region.id}.${domain}`]));
  await handle.db.delete(documentNumberCounters).where(eq(documentNumberCounters.sellerId, sellerId));
  await handle.close();
});

describe('seedDemoOrders', () => {
  it('gives the demo employer a cancelled, a paid and a pending order with their invoices, once', async () => {
    expect(await seedDemoOrders(handle.db, [region], { referenceDate: REFERENCE, domain })).toBe(3);
    expect(await seedDemoOrders(handle.db, [region], { referenceDate: REFERENCE, domain })).toBe(0);
    const placed = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.organizationId, organizationId))
      .orderBy(asc(orders.createdAt));
    expect(placed.map((o) => [o.number, o.status, o.totalCents])).toEqual([
      ['SD-2026-00001', 'cancelled', 236_810],
      ['SD-2026-00002', 'paid', 130_305],
      ['SD-2026-00003', 'pending', 29_631],
    ]);
    expect(placed[0].createdAt).toEqual(new Date('2026-10-11T08:00:00Z'));
    expect(placed[2].dueDate).toEqual(new Date('2026-12-01T08:00:00Z'));
    expect(placed[2].customerProfile).toMatchObject({
      companyName: 'Demo Pflege GmbH',
      email: `arbeitgeber@${region.id}.${domain}`,
      firstName: 'Anna',
      address: { zip: '90402' },
    });
    const issued = await handle.db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        pdf: invoices.pdfFileId,
        mailedBackThen: sql<boolean>`${invoices.mailedAt} = ${invoices.issuedAt}`,
      })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((o) => o.id),
        ),
      )
      .orderBy(asc(invoices.number));
    // The history's invoices count as mailed when issued, so the retry of failed invoice mails leaves them alone.
    expect(issued).toEqual([
      { number: 'SR-2026-00001', kind: 'invoice', pdf: null, mailedBackThen: true },
      { number: 'SR-2026-00002', kind: 'cancellation', pdf: null, mailedBackThen: true },
      { number: 'SR-2026-00003', kind: 'invoice', pdf: null, mailedBackThen: true },
      { number: 'SR-2026-00004', kind: 'invoice', pdf: null, mailedBackThen: true },
    ]);
    // The cancelled pack's ten credits went back; the paid and the pending one's six remain.
    const ledger = await handle.db
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.organizationId, organizationId));
    expect(ledger.reduce((total, row) => total + row.delta, 0)).toBe(6);
  });
});
