import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** How many organizations a name search lists: enough to pick one, typed more precisely otherwise. */
export const NAME_SEARCH_LIMIT = 20;

/** `%`, `_` and `\` typed into a search are meant literally. */
export const containsPattern = (words: string): string => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organizations of a site whose name contains the typed words (any case), by name: what support staff
 * and organization admins look an organization up by.
 */
export async function searchOrganizationsByName(db: Db, regionId: string, words: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      ownerId: organizations.ownerId,
      slug: organizations.slug,
      trusted: organizations.trusted,
      published: organizations.published,
    })
    .from(organizations)
    .where(and(eq(organizations.regionId, regionId), ilike(organizations.name, containsPattern(words))))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(NAME_SEARCH_LIMIT);
}
