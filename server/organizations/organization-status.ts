import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/**
 * Whether /organization/<slug> has a page on a site: a published employer of that site, in one lookup on
 * the (region, slug) unique index, the same rule getOrganizationProfile applies.
 */
export async function organizationPageExists(db: Db, regionId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), eq(organizations.slug, slug.toLowerCase()), eq(organizations.published, true)))
    .limit(1);
  return row !== undefined;
}
