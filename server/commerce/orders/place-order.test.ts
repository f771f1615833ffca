// Placing orders (docs/product.md §4.4): one transaction per order, idempotent by its key (a double submit, at once or
// one after the other, places one order), credits and subscriptions at once, the price the buyer confirmed,
// and the order standing when its invoice fails.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import type { Db } from '../../db/client';
import {
  creditLedger,
  invoices,
  orderItems,
  orders,
  organizationCustomerProfiles,
  organizations,
  subscriptions,
} from '../../db/schema';
import { creditBalancesOf } from '../credit-balances';
import { documentYear } from './document-numbers';
import { customerProfileSchema } from './order-input';
import { currentOrderKey } from './order-key';
import {
  deleteOrdersOf,
  GERMAN_CUSTOMER,
  placeAsCheckout,
  productIdOf,
  testInvoiceDeps,
  viesSaying,
} from './order-testing';
import { placeOrder } from './place-order';

let db: Db;
let fx: Fixtures;
const orgIds: string[] = [];
const deps = testInvoiceDeps();
const year = documentYear(new Date());

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});
afterAll(async () => {
  await deleteOrdersOf(db, orgIds);
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

async function organization(label = 'Kauf') {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `kauf-${randomUUID()}`, name: `${label} GmbH`, ownerId: fx.recruiter.id })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  return org.id;
}

const place = (
  organizationId: string,
  sku = 'job-credits-5',
  extra: Partial<Parameters<typeof placeAsCheckout>[1]> = {},
) => placeAsCheckout(db, { regionId: REGION, organizationId, userId: fx.recruiter.id, sku, ...extra }, deps);

const ordersOf = (organizationId: string) => db.select().from(orders).where(eq(orders.organizationId, organizationId));

describe('placeOrder', () => {
  it('places a pending order on invoice with its credits, invoice, files, mail and customer profile', async () => {
    const org = await organization();
    const outcome = await place(org, 'job-credits-5', { orderReference: 'PO-4711' });
    expect(outcome).toEqual({ orderId: expect.any(String), alreadyPlaced: false, errors: [] });
    const [order] = await ordersOf(org);
    expect(order).toMatchObject({
      status: 'pending',
      number: expect.stringMatching(new RegExp(`^B-${year}-\\d{5}$`)),
      paymentMethod: 'invoice',
      netCents: 109_500,
      vatCents: 20_805,
      totalCents: 130_305,
      vatRate: 0.19,
      vatTreatment: 'domestic',
      additionalInfo: 'PO-4711',
      userId: fx.recruiter.id,
    });
    // Payment on invoice: due in SELLER.paymentTermDays (14) days.
    expect(order.dueDate!.getTime() - order.createdAt.getTime()).toBe(14 * 86_400_000);
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([
      expect.objectContaining({
        sku: 'job-credits-5',
        name: '5 Stellenanzeigen',
        quantity: 1,
        unitPriceCents: 109_500,
      }),
    ]);
    expect(await creditBalancesOf(db, org, REGION)).toEqual([
      { frontend: REGION, type: 'job', label: 'Stellenanzeigen', amount: 5 },
    ]);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^RE-${year}-\\d{5}$`)),
      sellerId: 'operator',
      grossCents: 130_305,
      buyer: expect.objectContaining({ name: 'Muster Pflege GmbH', contactName: 'Maria Muster' }),
      seller: expect.objectContaining({ name: 'Regio Jobbörsen GmbH', vatId: 'DE812345673' }),
      pdfFileId: expect.any(String),
      xmlFileId: expect.any(String),
      mailedAt: expect.any(Date),
    });
    const [profile] = await db
      .select()
      .from(organizationCustomerProfiles)
      .where(eq(organizationCustomerProfiles.organizationId, org));
    expect(profile.profile).toEqual(customerProfileSchema.parse(GERMAN_CUSTOMER));
  });

  it('starts a subscription at once with its slots for its runtime', async () => {
    const org = await organization();
    const before = Date.now();
    await place(org, 'subscription-monthly', { quantity: 2 });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, org));
    expect(subscription).toMatchObject({
      status: 'active',
      label: 'Abo Monat',
      availableJobSlots: 10,
      resumeContactSlotsTotal: 20,
      orderId: expect.any(String),
    });
    expect(subscription.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription.endDate.getTime() - subscription.startDate.getTime()).toBe(30 * 86_400_000);
    const [order] = await ordersOf(org);
    expect(order).toMatchObject({ netCents: 99_800, vatCents: 18_962, totalCents: 118_762 });
  });

  it('places a double submit once, one after the other and at the same time', async () => {
    const org = await organization();
    const first = await place(org);
    // The same checkout sent again (a retry, the second tab): its key already placed the order.
    const productId = await productIdOf(db, 'job-credits-5');
    const again = await placeOrder(
      db,
      {
        region: getRegion(REGION)!,
        organizationId: org,
        userId: fx.recruiter.id,
        vies: viesSaying('unavailable'),
        input: {
          productId,
          quantity: 1,
          customer: customerProfileSchema.parse(GERMAN_CUSTOMER),
          orderKey: (await db.select({ key: orders.orderKey }).from(orders).where(eq(orders.id, first.orderId!)))[0]
            .key!,
          confirmedGrossCents: 130_305,
        },
      },
      { invoices: deps },
    );
    expect(again).toEqual({ orderId: first.orderId, alreadyPlaced: true, errors: [] });

    const other = await organization();
    const key = await currentOrderKey(db, other);
    const input = {
      productId,
      quantity: 1,
      customer: customerProfileSchema.parse(GERMAN_CUSTOMER),
      orderKey: key,
      confirmedGrossCents: 130_305,
    };
    const request = {
      region: getRegion(REGION)!,
      organizationId: other,
      userId: fx.recruiter.id,
      vies: viesSaying('unavailable'),
      input,
    };
    const both = await Promise.all([
      placeOrder(db, request, { invoices: deps }),
      placeOrder(db, request, { invoices: deps }),
    ]);
    expect(both.map((b) => b.alreadyPlaced).sort()).toEqual([false, true]);
    expect(both[0].orderId).toBe(both[1].orderId);
    expect(await ordersOf(other)).toHaveLength(1);
    expect(await creditBalancesOf(db, other, REGION)).toEqual([expect.objectContaining({ amount: 5 })]);
    // The next checkout has a new key.
    expect(await currentOrderKey(db, other)).not.toBe(key);
  });

  it('refuses a changed price, a stale key and an order reference where the site asks for none, placing nothing', async () => {
    const org = await organization();
    const productId = await productIdOf(db, 'job-credits-1');
    const customer = customerProfileSchema.parse(GERMAN_CUSTOMER);
    const base = { region: getRegion(REGION)!, organizationId: org, userId: null, vies: viesSaying('unavailable') };
    const key = await currentOrderKey(db, org);
    const input = { productId, quantity: 1, customer, orderKey: key, confirmedGrossCents: 29_631 };
    expect(
      await placeOrder(db, { ...base, input: { ...input, confirmedGrossCents: 24_900 } }, { invoices: deps }),
    ).toEqual({
      orderId: null,
      alreadyPlaced: false,
      errors: [{ field: 'confirmedGrossCents', message: expect.stringContaining('Preis hat sich') }],
    });
    expect(
      (await placeOrder(db, { ...base, input: { ...input, orderKey: 'x'.repeat(32) } }, { invoices: deps })).errors,
    ).toEqual([{ field: 'orderKey', message: expect.stringContaining('nicht mehr aktuell') }]);
    const noReference = { ...base.region, FEATURES: { ...base.region.FEATURES, ORDER_ADDITIONAL_INFO: false } };
    expect(
      (
        await placeOrder(
          db,
          { ...base, region: noReference, input: { ...input, orderReference: 'PO-1' } },
          { invoices: deps },
        )
      ).errors,
    ).toEqual([{ field: 'orderReference', message: expect.any(String) }]);
    expect(await ordersOf(org)).toEqual([]);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.organizationId, org))).toEqual([]);
  });

  it('sells within Germany only where EURO_VAT is off: an address abroad is refused on the country field', async () => {
    const org = await organization();
    const productId = await productIdOf(db, 'job-credits-1');
    const region = getRegion(REGION)!;
    const germanOnly = { ...region, FEATURES: { ...region.FEATURES, EURO_VAT: false } };
    const austrian = customerProfileSchema.parse({
      ...GERMAN_CUSTOMER,
      address: { countryCode: 'AT', addressLine1: 'Ring 1', zip: '1010', locality: 'Wien' },
    });
    const request = { organizationId: org, userId: null, vies: viesSaying({ valid: true, name: null, address: null }) };
    const input = { productId, quantity: 1, orderKey: await currentOrderKey(db, org), confirmedGrossCents: 24_900 };
    const abroad = await placeOrder(
      db,
      { ...request, region: germanOnly, input: { ...input, customer: austrian } },
      { invoices: deps },
    );
    expect(abroad.errors).toEqual([
      { field: 'customer.address.countryCode', message: expect.stringContaining('Rechnungsanschrift in Deutschland') },
    ]);
    expect(await ordersOf(org)).toEqual([]);
    // A German buyer orders as on every site (19 % VAT).
    const german = customerProfileSchema.parse(GERMAN_CUSTOMER);
    const home = await placeOrder(
      db,
      { ...request, region: germanOnly, input: { ...input, customer: german, confirmedGrossCents: 29_631 } },
      { invoices: deps },
    );
    expect(home.errors).toEqual([]);
    expect(await ordersOf(org)).toHaveLength(1);
  });

  it('reports a VAT number VIES cannot check now on the field, placing nothing', async () => {
    const org = await organization();
    const austrian = {
      ...GERMAN_CUSTOMER,
      vatNumber: 'ATU13585627',
      address: { countryCode: 'AT', addressLine1: 'Ring 1', zip: '1010', locality: 'Wien' },
    };
    const outcome = await place(org, 'job-credits-1', { customer: austrian, vies: viesSaying('unavailable') });
    expect(outcome.errors).toEqual([{ field: 'customer.vatNumber', message: expect.stringContaining('später') }]);
    expect(await ordersOf(org)).toEqual([]);
  });

  it('keeps the order when its invoice cannot be rendered; the files stay to be rendered later', async () => {
    const org = await organization();
    const failing = {
      ...deps,
      renderInvoice: async () => {
        throw new Error('Renderer kaputt');
      },
    };
    const outcome = await placeAsCheckout(
      db,
      { regionId: REGION, organizationId: org, userId: null, sku: 'job-credits-1' },
      failing,
    );
    expect(outcome.errors).toEqual([]);
    const [invoice] = await db
      .select()
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(orders.organizationId, org)));
    expect(invoice.invoices).toMatchObject({ pdfFileId: null, xmlFileId: null, mailedAt: null });
    expect(await creditBalancesOf(db, org, REGION)).toEqual([expect.objectContaining({ amount: 1 })]);
  });
});
