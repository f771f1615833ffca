import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** The employer whose page /organization/<slug> is on a site: published, of that site, slug in any case. */
export function organizationPageOf(regionId: string, slug: string): SQL {
  return and(eq(organizations.regionId, regionId), eq(organizations.slug, slug.toLowerCase()), eq(organizations.published, true))!;
}

/**
 * Whether /organization/<slug> has a page on a site, in one lookup on the (region, slug) unique index:
 * the proxy asks before the page renders, with the rule the page's getOrganizationProfile applies.
 */
export async function organizationPageExists(db: Db, regionId: string, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(organizationPageOf(regionId, slug)).limit(1);
  return row !== undefined;
}
