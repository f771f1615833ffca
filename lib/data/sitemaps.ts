import 'server-only';
import { getDb } from '@/server/db/client';
import { listJobRoutes } from '@/server/sitemaps/list-job-routes';
import { listLandingRoutes } from '@/server/sitemaps/list-landing-routes';
import { listOrganizationRoutes } from '@/server/sitemaps/list-organization-routes';

export { renderSitemapIndex, renderSitemapXsl, renderUrlSet } from '@/server/sitemaps/render-sitemap';

/** Content types with a sitemap (§2 /{type}/sitemap.xml). */
export const SITEMAP_TYPES = ['page', 'job', 'organization'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** The public pages of one type on one site: open jobs, employers with a page, landing pages of a language. */
export async function listSitemapEntries(regionId: string, type: SitemapType, language: string) {
  const db = await getDb();
  if (type === 'job') return listJobRoutes(db, regionId);
  if (type === 'organization') return listOrganizationRoutes(db, regionId);
  return listLandingRoutes(db, regionId, language);
}
