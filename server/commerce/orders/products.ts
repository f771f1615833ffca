import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { products } from '../../db/schema';
import { fill } from '../../mail/template';
import { commerceMessages as m } from './commerce-messages';
import type { Executor } from '../job-charges';

/** The kinds the shop sells (ProductKind); the other product types are internal. */
export const SHOP_KINDS = ['credits', 'subscription'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

/** A product as the checkout offers it. Prices net, in cents. */
export type ShopProductRow = {
  id: string;
  sku: string;
  kind: ShopKind;
  name: string;
  netCents: number;
  currency: string;
  credits: number | null;
  jobSlots: number | null;
  resumeContactSlots: number | null;
  durationDays: number | null;
};

const columns = {
  id: products.id,
  sku: products.sku,
  kind: products.type,
  name: products.name,
  netCents: products.priceCents,
  currency: products.currency,
  credits: products.credits,
  jobSlots: products.jobSlots,
  resumeContactSlots: products.resumeContactSlots,
  durationDays: products.durationDays,
};

/** The site a product is sold on: subscriptions only where SUBSCRIPTIONS_FEATURE_ACTIVE is on (docs/product.md §1.4). */
export type ShopSite = { id: string; FEATURES: { SUBSCRIPTIONS_FEATURE_ACTIVE: boolean } };

/** docs/product.md §3.6: what a site sells is every active shared product (region_id null) and its own. */
const onSale = (site: ShopSite) =>
  and(
    eq(products.active, true),
    inArray(products.type, site.FEATURES.SUBSCRIPTIONS_FEATURE_ACTIVE ? [...SHOP_KINDS] : ['credits']),
    or(isNull(products.regionId), eq(products.regionId, site.id)),
  );

/** The products on sale on a site, by weight (the catalogue's order), then SKU. */
export async function listShopProducts(db: Executor, site: ShopSite): Promise<ShopProductRow[]> {
  const rows = await db
    .select(columns)
    .from(products)
    .where(onSale(site))
    .orderBy(asc(products.weight), asc(products.sku));
  return rows as ShopProductRow[];
}

/** One product on sale on the site by id or SKU (the demo seed buys by SKU), or null: unknown, retired, another site's. */
export async function findShopProduct(
  db: Executor,
  site: ShopSite,
  key: { id: string } | { sku: string },
): Promise<ShopProductRow | null> {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and('id' in key ? eq(products.id, key.id) : eq(products.sku, key.sku), onSale(site)))
    .limit(1);
  return (row as ShopProductRow | undefined) ?? null;
}

/**
 * What a site's offer makes of a product: its job ads' runtime (JOB_POSTING.defaultDurationDays), and whether it has
 * resumes (docs/product.md §1.4 RESUME_FEATURE_ACTIVE), without which a subscription's contact requests offer nothing.
 */
export type ProductSite = { jobDays: number; resumeContacts: boolean };

export const productSiteOf = (region: {
  JOB_POSTING: { defaultDurationDays: number };
  FEATURES: { RESUME_FEATURE_ACTIVE: boolean };
}): ProductSite => ({
  jobDays: region.JOB_POSTING.defaultDurationDays,
  resumeContacts: region.FEATURES.RESUME_FEATURE_ACTIVE,
});

/** What a product includes in plain German ("5 Stellenanzeigen, je 30 Tage online"), for the invoice line. */
export function productIncludes(
  product: Pick<ShopProductRow, 'kind' | 'credits' | 'jobSlots' | 'resumeContactSlots' | 'durationDays'>,
  site: ProductSite,
  quantity = 1,
): string {
  if (product.kind === 'subscription') {
    const values = {
      jobSlots: (product.jobSlots ?? 0) * quantity,
      resumeContacts: (product.resumeContactSlots ?? 0) * quantity,
      days: product.durationDays ?? 0,
    };
    return fill(site.resumeContacts ? m.includes.subscription : m.includes.subscriptionJobsOnly, values);
  }
  const count = (product.credits ?? 0) * quantity;
  return fill(count === 1 ? m.includes.creditsOne : m.includes.creditsMany, { count, days: site.jobDays });
}
