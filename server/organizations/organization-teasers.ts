import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** What an employer teaser shows, for the organizations of a site among `ids` (others are left out). */
export async function organizationTeaserRows(db: Db, regionId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      info: organizations.info,
      industry: organizations.industryTids,
      featured: organizations.featured,
    })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), inArray(organizations.id, ids)));
}

/** The names of a site's organizations by slug: a facet of job search counts by organization slug. */
export async function organizationNamesBySlug(db: Db, regionId: string, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), inArray(organizations.slug, slugs)));
  return new Map(rows.map((o) => [o.slug, o.name]));
}
