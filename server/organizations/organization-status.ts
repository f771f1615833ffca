import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** The longest slug a page can have: the bound getOrganizationProfile's argument has. */
export const MAX_SLUG_LENGTH = 200;

/**
 * Whether a slug from a path or an argument can name an employer at all. PostgreSQL text cannot hold U+0000
 * (`/organization/%00` made the lookup fail with 500), and overlong input is not worth a lookup.
 */
export function isPossibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !slug.includes('\0');
}

/** The employer whose page /organization/<slug> is on a site: published, of that site, slug in any case. */
export function organizationPageOf(regionId: string, slug: string): SQL {
  if (!isPossibleSlug(slug)) return sql`false`;
  return and(
    eq(organizations.regionId, regionId),
    eq(organizations.slug, slug.toLowerCase()),
    eq(organizations.published, true),
  )!;
}

/**
 * Whether /organization/<slug> has a page on a site, in one lookup on the (region, slug) unique index:
 * the proxy asks before the page renders, with the rule the page's getOrganizationProfile applies.
 */
export async function organizationPageExists(db: Db, regionId: string, slug: string): Promise<boolean> {
  if (!isPossibleSlug(slug)) return false;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(organizationPageOf(regionId, slug))
    .limit(1);
  return row !== undefined;
}

/** The employer whose page /organization/<slug> is on a site (see organizationPageOf), or null. */
export async function findOrganizationPage(db: Db, regionId: string, slug: string) {
  const [org] = await db.select().from(organizations).where(organizationPageOf(regionId, slug)).limit(1);
  return org ?? null;
}

/** An organization's whole row by id, or null. */
export async function loadOrganization(db: Db, id: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return org ?? null;
}
