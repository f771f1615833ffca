import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Address, id, regionId, timestamps, tstz } from './columns';
import { files } from './files';
import { organizations } from './organizations';
import { users } from './users';

export const productType = pgEnum('product_type', ['credits', 'subscription', 'job_slot', 'resume_contact']);
export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'active', 'expired', 'cancelled']);
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'cancelled', 'refunded', 'failed']);
/**
 * EU VAT (docs/product.md §1 EURO_VAT): German VAT, reverse charge for EU businesses with a valid VAT number, none
 * outside the EU.
 */
export const vatTreatment = pgEnum('vat_treatment', ['domestic', 'reverse_charge', 'outside_eu']);
export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'cancellation']);

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
    /** docs/product.md §1 EURO_VAT; German standard rate by default. */
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

/** docs/product.md §3 customer profile given at checkout. */
export type CustomerProfile = {
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  address: Address;
  vatNumber?: string;
  /** A public-sector buyer's Leitweg-ID for XRechnung (BT-10), as given at the checkout. */
  leitwegId?: string;
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
    /** docs/product.md §1 ORDER_ADDITIONAL_INFO: free text such as a purchase order number. */
    additionalInfo: text('additional_info'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    paidAt: tstz('paid_at'),
    /** The day the money arrived, as the admin who marked the order paid gave it (paidAt: when they did). */
    paymentDate: date('payment_date', { mode: 'string' }),
    /** The buyer-facing number ("B-2026-00017"), sequential per seller and year. */
    number: text('number').unique(),
    /** Checkout.orderKey: a second placement with the same key returns this order. */
    orderKey: text('order_key'),
    /** 'invoice' (payment on invoice, the embedded default) or a payment provider's id. */
    paymentMethod: text('payment_method').notNull().default('invoice'),
    /** The provider's reference of the payment, once there is one. */
    paymentReference: text('payment_reference'),
    dueDate: tstz('due_date'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0.19),
    vatTreatment: vatTreatment('vat_treatment').notNull().default('domestic'),
    /** Why an admin cancelled or refunded it. */
    statusReason: text('status_reason'),
    cancelledAt: tstz('cancelled_at'),
    refundedAt: tstz('refunded_at'),
    ...timestamps(),
  },
  (t) => [
    index('orders_organization_idx').on(t.organizationId, t.createdAt),
    index('orders_region_status_idx').on(t.regionId, t.status, t.createdAt),
    uniqueIndex('orders_organization_key_idx').on(t.organizationId, t.orderKey),
  ],
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
    /** The product as it was bought (its row may change or be retired later). */
    sku: text('sku'),
    name: text('name'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * docs/product.md §3 Subscription: a time-boxed package of job slots and resume contact slots for one frontend.
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
    /** When the reminder mail before its end went out (sent once). */
    reminderSentAt: tstz('reminder_sent_at'),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_org_region_status_idx').on(t.organizationId, t.regionId, t.status),
    index('subscriptions_status_end_idx').on(t.status, t.endDate),
    check('subscriptions_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('subscriptions_slots_check', sql`${t.resumeContactSlotsUsed} <= ${t.resumeContactSlotsTotal}`),
  ],
);

/** docs/product.md §3 customer profile of an organization's last order, offered again at the next checkout. */
export const organizationCustomerProfiles = pgTable('organization_customer_profiles', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<CustomerProfile>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * Gapless numbers per seller, series ('order', 'invoice') and year: the next number is taken by updating this
 * row inside the transaction that issues the document, so concurrent orders queue on the row lock and a
 * rolled-back order leaves no gap.
 */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    sellerId: text('seller_id').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.series, t.year] })],
);

/** The seller as the invoice names it (§14 UStG), copied from the site's config when the invoice is issued. */
export type InvoiceParty = {
  name: string;
  address: Address;
  vatId?: string;
  taxNumber?: string;
  email?: string;
  contactName?: string;
};

/**
 * An issued invoice or cancellation invoice: immutable once written (GoBD). Its PDF (ZUGFeRD/Factur-X, PDF/A-3
 * with the CII XML inside) and its XRechnung XML are stored files, so a download is the document as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: invoiceKind('kind').notNull().default('invoice'),
    /** The invoice this one cancels (kind cancellation). */
    cancelsInvoiceId: uuid('cancels_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id').notNull(),
    number: text('number').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    /** Date of supply (§14 Abs. 4 Nr. 6 UStG). */
    serviceDate: tstz('service_date').notNull(),
    dueDate: tstz('due_date'),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    vatTreatment: vatTreatment('vat_treatment').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'restrict' }),
    xmlFileId: uuid('xml_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** When it was mailed to the customer's address. */
    mailedAt: tstz('mailed_at'),
    /** Until when a run of the mail retry holds it (server/commerce/invoices/invoice-retry.ts); no other run takes it. */
    mailClaimedUntil: tstz('mail_claimed_until'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_seller_number_idx').on(t.sellerId, t.number),
    index('invoices_order_idx').on(t.orderId),
  ],
);

/**
 * What VIES answered about a VAT number, read by every instance (server/commerce/vat/vies-cache.ts): kept a day,
 * then the next checkout asks again and the hourly clean-up deletes it. 'unavailable' is never kept.
 */
export const viesAnswers = pgTable(
  'vies_answers',
  {
    /** The endpoint and the number ("<url> DE123456789"): a test server's answers never serve the real one. */
    key: text('key').primaryKey(),
    valid: boolean('valid').notNull(),
    name: text('name'),
    address: text('address'),
    checkedAt: tstz('checked_at').notNull(),
  },
  (t) => [index('vies_answers_checked_idx').on(t.checkedAt)],
);
