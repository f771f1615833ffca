import 'server-only';
import { getDb } from '@/server/db/client';
import { listJobRoutes } from '@/server/sitemaps/list-job-routes';
import { listLandingRoutes } from '@/server/sitemaps/list-landing-routes';
import { listOrganizationRoutes } from '@/server/sitemaps/list-organization-routes';
import { listBlogRoutes } from '@/server/sitemaps/list-blog-routes';
import { listTownRoutes } from '@/server/sitemaps/list-town-routes';
import { priceListRoute } from '@/server/sitemaps/price-list-route';
import { cleanLink } from '@/lib/routing/links';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import type { Region } from '@/regions/build-region';

export { renderSitemapIndex, renderSitemapXsl, renderUrlSet } from '@/server/sitemaps/render-sitemap';

/** Content types with a sitemap (docs/product.md §2 /{type}/sitemap.xml); the blog's where the site has one. */
export const SITEMAP_TYPES = ['page', 'job', 'organization', 'blog'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** The sitemaps of a site: every type but the blog's where the site has none (docs/product.md §1.4). */
export function siteSitemapTypes(region: Pick<Region, 'FEATURES'>): SitemapType[] {
  return SITEMAP_TYPES.filter((type) => type !== 'blog' || region.FEATURES.BLOG_FEATURE_ACTIVE);
}

/**
 * The public pages of one type on one site: open jobs, employers with a page, the blog and its published posts, and
 * the pages: landing pages of a language, the town landing pages (/jobs/<town>, /jobs/<field>/<town>) while they have
 * open jobs, and the page for employers.
 */
export async function listSitemapEntries(
  region: Pick<Region, 'id' | 'DEFAULT_LOCALE' | 'FEATURES'>,
  type: SitemapType,
  language: string,
) {
  const regionId = region.id;
  const db = await getDb();
  if (type === 'job') return listJobRoutes(db, regionId);
  if (type === 'organization') return listOrganizationRoutes(db, regionId);
  if (type === 'blog') return listBlogRoutes(db, regionId, language);
  const [landing, towns, employers] = await Promise.all([
    listLandingRoutes(db, regionId, language),
    listTownRoutes(db, regionId),
    priceListRoute(db, regionId, cleanLink(EMPLOYERS_PAGE, region)),
  ]);
  return [...landing, ...towns, employers];
}
