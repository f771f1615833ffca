import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Region } from '../../regions/build-region';
import { checkoutCustomerProfile } from '../commerce/orders/customer-profiles';
import { cancelOrder, markOrderPaid } from '../commerce/orders/order-admin';
import { customerProfileSchema } from '../commerce/orders/order-input';
import { currentOrderKey } from '../commerce/orders/order-key';
import { placeOrder } from '../commerce/orders/place-order';
import { findShopProduct } from '../commerce/orders/products';
import { orderAmounts } from '../commerce/orders/quote';
import type { Db } from '../db/client';
import { type CustomerProfile, invoices, orders, users } from '../db/schema';

const DAY_MS = 86_400_000;

type DemoOrder = { sku: string; daysAgo: number; then?: { action: 'paid' | 'cancel'; daysAgo: number } };

/** Each demo employer's history: what it bought when, and what happened to it. */
const HISTORY: DemoOrder[] = [
  { sku: 'job-credits-10', daysAgo: 40, then: { action: 'cancel', daysAgo: 38 } },
  { sku: 'job-credits-5', daysAgo: 20, then: { action: 'paid', daysAgo: 12 } },
  // Awaiting payment: due 14 days after it, after the reference date.
  { sku: 'job-credits-1', daysAgo: 3 },
];

/** The invoice address: the employer's company data and the recruiter; a fixed address where they are incomplete. */
async function demoCustomer(db: Db, organizationId: string, recruiter: typeof users.$inferSelect) {
  const draft = await checkoutCustomerProfile(db, organizationId, recruiter);
  const parsed = customerProfileSchema.safeParse({ ...draft, email: recruiter.email, vatNumber: null });
  if (parsed.success) return parsed.data;
  return customerProfileSchema.parse({
    companyName: draft?.companyName || 'Demo GmbH',
    email: recruiter.email,
    firstName: draft?.firstName || 'Demo',
    lastName: draft?.lastName || 'Arbeitgeber',
    address: { countryCode: 'DE', addressLine1: 'Musterstraße 1', zip: '90402', locality: 'Nürnberg' },
  });
}

type Buyer = {
  region: Pick<Region, 'id' | 'SELLER' | 'FEATURES'>;
  organizationId: string;
  userId: string;
  customer: CustomerProfile;
  adminId: string | null;
};

async function placeDemoOrder(db: Db, buyer: Buyer, sku: string, at: Date): Promise<string | null> {
  const { region } = buyer;
  const product = await findShopProduct(db, region, { sku });
  if (!product) return null;
  const placed = await placeOrder(
    db,
    {
      region,
      organizationId: buyer.organizationId,
      userId: buyer.userId,
      // German customers: VIES is never asked.
      vies: async () => 'unavailable',
      input: {
        productId: product.id,
        quantity: 1,
        customer: buyer.customer,
        orderKey: await currentOrderKey(db, buyer.organizationId),
        confirmedGrossCents: orderAmounts(product.netCents, 1, 0.19).grossCents,
      },
    },
    { invoices: null, now: () => at },
  );
  return placed.orderId;
}

/**
 * The order history of each site's demo employer, after attachDemoRecruiters and the posting demo: a
 * cancelled order with its cancellation invoice, a paid one and one awaiting payment, dated before the
 * reference date, so /my-products and the site's order list show every state. Placed through the order domain
 * without mail; the invoices' files are rendered at their first download, which keeps the seed fast.
 * Idempotent: an employer with orders is left alone. Returns the number of orders placed.
 */
export async function seedDemoOrders(
  db: Db,
  regions: ReadonlyArray<Pick<Region, 'id' | 'SELLER' | 'FEATURES'>>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.flatMap((r) => [`arbeitgeber@${r.id}.${domain}`, `siteadmin@${r.id}.${domain}`]);
  const people = emails.length ? await db.select().from(users).where(inArray(users.email, emails)) : [];
  const buyers: Buyer[] = [];
  for (const region of regions) {
    const recruiter = people.find((u) => u.email === `arbeitgeber@${region.id}.${domain}`);
    const organizationId = recruiter?.activeOrganizationId;
    if (!recruiter || !organizationId) continue;
    const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.organizationId, organizationId));
    if (n > 0) continue;
    buyers.push({
      region,
      organizationId,
      userId: recruiter.id,
      customer: await demoCustomer(db, organizationId, recruiter),
      adminId: people.find((u) => u.email === `siteadmin@${region.id}.${domain}`)?.id ?? null,
    });
  }
  // Every site's orders and cancellations in the order of their dates: the shared number series stays in date order.
  const events = HISTORY.flatMap((demo, index) => [
    { index, daysAgo: demo.daysAgo, action: 'place' as const },
    ...(demo.then ? [{ index, ...demo.then }] : []),
  ]).sort((a, b) => b.daysAgo - a.daysAgo);
  const placed = new Map<string, string>();
  const at = (daysAgo: number) => new Date(options.referenceDate.getTime() - daysAgo * DAY_MS);
  for (const event of events)
    for (const buyer of buyers) {
      const key = `${buyer.organizationId}:${event.index}`;
      if (event.action === 'place') {
        const orderId = await placeDemoOrder(db, buyer, HISTORY[event.index].sku, at(event.daysAgo));
        if (orderId) placed.set(key, orderId);
        continue;
      }
      const orderId = placed.get(key);
      if (!orderId) continue;
      const change = { region: buyer.region, orderId, actorId: buyer.adminId, now: at(event.daysAgo) };
      if (event.action === 'paid') await markOrderPaid(db, change);
      else await cancelOrder(db, null, { ...change, action: 'cancel', reason: 'Versehentlich doppelt bestellt' });
    }
  // The history's invoices went out back then: the retry of unsent invoice mails leaves them alone.
  if (placed.size > 0)
    await db
      .update(invoices)
      .set({ mailedAt: sql`${invoices.issuedAt}` })
      .where(and(inArray(invoices.orderId, [...placed.values()]), isNull(invoices.mailedAt)));
  return placed.size;
}
