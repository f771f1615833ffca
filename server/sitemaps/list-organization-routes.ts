import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import type { SitemapEntry } from './list-landing-routes';
import { SITEMAP_MAX_URLS } from './list-job-routes';

/** Published organizations of one region for the organization sitemap (their public pages). */
export async function listOrganizationRoutes(db: Db, regionId: string): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: organizations.slug, lastModified: organizations.updatedAt })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), eq(organizations.published, true)))
    .orderBy(asc(organizations.slug))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((r) => ({ path: `/organization/${r.slug}`, lastModified: r.lastModified }));
}
