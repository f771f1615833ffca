import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type Address, id, regionId, timestamps, tstz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const productType = pgEnum('product_type', ['credits', 'subscription', 'job_slot', 'resume_contact']);
export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'active', 'expired', 'cancelled']);
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'cancelled', 'refunded', 'failed']);

/** What an organization can buy at /checkout. region_id null: offered on every site. Prices in cents, net. */
export const products = pgTable(
  'products',
  {
    id: id(),
    sku: text('sku').notNull().unique(),
    regionId: regionId(),
    type: productType('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    /** §1 EURO_VAT; German standard rate by default. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0.19),
    /** Credits granted (type credits), or slots and runtime (type subscription). */
    credits: integer('credits'),
    jobSlots: integer('job_slots'),
    resumeContactSlots: integer('resume_contact_slots'),
    durationDays: integer('duration_days'),
    active: boolean('active').notNull().default(true),
    weight: integer('weight').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('products_price_check', sql`${t.priceCents} >= 0`)],
);

/** §3 customer profile given at checkout. */
export type CustomerProfile = {
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  address: Address;
  vatNumber?: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    regionId: regionId().notNull(),
    status: orderStatus('status').notNull().default('pending'),
    customerProfile: jsonb('customer_profile').$type<CustomerProfile>().notNull(),
    /** §1 ORDER_ADDITIONAL_INFO: free text such as a purchase order number. */
    additionalInfo: text('additional_info'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    paidAt: tstz('paid_at'),
    ...timestamps(),
  },
  (t) => [index('orders_organization_idx').on(t.organizationId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * §3 Subscription: a time-boxed package of job slots and resume contact slots for one frontend.
 * usageResumeContactSlots.available = total - used; active slots are counted from resume_contact_requests.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    regionId: regionId().notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    status: subscriptionStatus('status').notNull().default('pending'),
    startDate: tstz('start_date').notNull(),
    endDate: tstz('end_date').notNull(),
    availableJobSlots: integer('available_job_slots').notNull().default(0),
    resumeContactSlotsTotal: integer('resume_contact_slots_total').notNull().default(0),
    resumeContactSlotsUsed: integer('resume_contact_slots_used').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_org_region_status_idx').on(t.organizationId, t.regionId, t.status),
    index('subscriptions_status_end_idx').on(t.status, t.endDate),
    check('subscriptions_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('subscriptions_slots_check', sql`${t.resumeContactSlotsUsed} <= ${t.resumeContactSlotsTotal}`),
  ],
);
