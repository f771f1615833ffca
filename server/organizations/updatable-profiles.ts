import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, routeSlugs } from '../db/schema';
import { type FileRow, filesById } from '../storage/files-by-id';
import { loadTerms } from '../taxonomy/terms-by-id';
import { ownOrganizationsCondition, type OrganizationPerson } from './own-organizations';

/**
 * The organization profiles of a site a caller may update, by name, with what their list shows: labels of
 * their terms, their content path in a language and their logos, one query each (no N+1). `ownedBy` narrows
 * the list to the caller's own organizations (the authorization's rule); null lists every profile of the
 * site (admin-like users may act on any).
 */
export async function loadUpdatableProfiles(
  db: Db,
  input: { regionId: string; language: string; ownedBy: OrganizationPerson | null; limit: number; offset: number },
) {
  const onSite = eq(organizations.regionId, input.regionId);
  const orgs = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      ownerId: organizations.ownerId,
      about: organizations.about,
      benefits: organizations.benefits,
      info: organizations.info,
      presentationFormat: organizations.presentationFormat,
    })
    .from(organizations)
    .where(input.ownedBy ? and(onSite, ownOrganizationsCondition(db, input.ownedBy)) : onSite)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(input.limit)
    .offset(input.offset);
  if (orgs.length === 0)
    return {
      orgs,
      labelOf: new Map<number, string>(),
      pathOf: new Map<string, string>(),
      logoOf: new Map<string, FileRow>(),
    };

  const tids = [...new Set(orgs.flatMap((o) => [...o.about.industry, ...o.benefits]))];
  const [terms, routes, logoOf] = await Promise.all([
    loadTerms(db, tids),
    db
      .select({ organizationId: routeSlugs.organizationId, slug: routeSlugs.slug })
      .from(routeSlugs)
      .where(
        and(
          eq(routeSlugs.regionId, input.regionId),
          eq(routeSlugs.language, input.language),
          eq(routeSlugs.kind, 'content'),
          isNotNull(routeSlugs.organizationId),
          inArray(
            routeSlugs.organizationId,
            orgs.map((o) => o.id),
          ),
        ),
      )
      .orderBy(asc(routeSlugs.slug)),
    filesById(
      db,
      orgs.map((o) => o.info.logoFileId),
    ),
  ]);
  const labelOf = new Map(terms.map((t) => [t.tid, t.label]));
  // The first content path by slug is the organization's page.
  const pathOf = new Map<string, string>();
  for (const r of routes) if (r.organizationId && !pathOf.has(r.organizationId)) pathOf.set(r.organizationId, r.slug);
  return { orgs, labelOf, pathOf, logoOf };
}
