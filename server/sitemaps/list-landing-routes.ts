import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { landingPages, routeSlugs } from '../db/schema';

export type SitemapEntry = { path: string; lastModified: Date };

/** Published landing pages of one region and language, for the page sitemap. */
export async function listLandingRoutes(db: Db, regionId: string, language: string): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ path: routeSlugs.slug, lastModified: landingPages.updatedAt })
    .from(routeSlugs)
    .innerJoin(landingPages, eq(routeSlugs.landingPageId, landingPages.id))
    .where(
      and(
        eq(routeSlugs.regionId, regionId),
        eq(routeSlugs.language, language),
        eq(routeSlugs.kind, 'content'),
        eq(landingPages.state, 'published'),
      ),
    )
    .orderBy(asc(routeSlugs.slug));
  return rows;
}
