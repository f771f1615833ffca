import { eq, isNull, max, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { SitemapEntry } from './list-landing-routes';

/**
 * The page for employers in the page sitemap, changed when the site's catalogue last changed (a product of
 * every site or of this one, on sale or retired). `path` is the page's public path.
 */
export async function priceListRoute(db: Db, regionId: string, path: string): Promise<SitemapEntry> {
  const [row] = await db
    .select({ changed: max(products.updatedAt) })
    .from(products)
    .where(or(isNull(products.regionId), eq(products.regionId, regionId)));
  return { path, lastModified: row?.changed ?? new Date(0) };
}
