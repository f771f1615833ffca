import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { isAdminLike } from '../../auth/session-user';
import { files, organizations, routeSlugs, taxonomyTerms } from '../../db/schema';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { fileUrl } from '../../storage/file-url';
import { requireRecruiter } from '../../graphql/authorization';
import { ownOrganizationsCondition } from '../../organizations/own-organizations';
import type { GraphQLContext } from '../../graphql/context';
import { limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import type {
  QueryResolvers,
  QueryUpdatableOrganizationProfilesArgs,
  TermRef,
  UpdatableOrganizationProfile,
} from '../generated/resolvers-types';

const args = z.object({ limit: limitArg(20), offset: offsetArg });

/**
 * docs/product.md §6 updatableOrganizationProfiles: recruiters get the profiles they may act on, admin-like users every
 * profile of the site (they may act on any target). Labels, paths and logos come in one query each (no N+1).
 */
export async function updatableOrganizationProfiles(
  ctx: GraphQLContext,
  raw: QueryUpdatableOrganizationProfilesArgs,
): Promise<UpdatableOrganizationProfile[]> {
  const user = requireRecruiter(ctx);
  const { limit, offset } = parseArgs(args, raw);
  const scope = isAdminLike(user)
    ? eq(organizations.regionId, ctx.region.id)
    : and(eq(organizations.regionId, ctx.region.id), ownOrganizationsCondition(ctx.db, user));
  const orgs = await ctx.db
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
    .where(scope)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit)
    .offset(offset);
  if (orgs.length === 0) return [];

  const tids = [...new Set(orgs.flatMap((o) => [...o.about.industry, ...o.benefits]))];
  const logoIds = orgs.map((o) => o.info.logoFileId).filter((id): id is string => !!id);
  const [terms, routes, logos] = await Promise.all([
    tids.length
      ? ctx.db
          .select({ tid: taxonomyTerms.tid, label: taxonomyTerms.label })
          .from(taxonomyTerms)
          .where(inArray(taxonomyTerms.tid, tids))
      : [],
    ctx.db
      .select({ organizationId: routeSlugs.organizationId, slug: routeSlugs.slug })
      .from(routeSlugs)
      .where(
        and(
          eq(routeSlugs.regionId, ctx.region.id),
          eq(routeSlugs.language, ctx.locale),
          eq(routeSlugs.kind, 'content'),
          isNotNull(routeSlugs.organizationId),
          inArray(
            routeSlugs.organizationId,
            orgs.map((o) => o.id),
          ),
        ),
      )
      .orderBy(asc(routeSlugs.slug)),
    logoIds.length
      ? ctx.db
          .select({ id: files.id, alt: files.alt, title: files.title })
          .from(files)
          .where(inArray(files.id, logoIds))
      : [],
  ]);
  const labelOf = new Map(terms.map((t) => [t.tid, t.label]));
  const refs = (list: number[]): TermRef[] =>
    list.flatMap((tid) => (labelOf.has(tid) ? [{ tid, label: labelOf.get(tid)! }] : []));
  const pathOf = new Map<string, string>();
  for (const r of routes) if (r.organizationId && !pathOf.has(r.organizationId)) pathOf.set(r.organizationId, r.slug);
  const logoOf = new Map(logos.map((f) => [f.id, f]));
  // docs/product.md §2: locale prefixes only when a site has more than one locale.
  const prefix = ctx.region.LOCALES.length > 1 ? `/${ctx.locale}` : '';

  return orgs.map((o) => {
    const path = pathOf.get(o.id) ?? `/organization/${o.slug}`;
    const logo = o.info.logoFileId ? logoOf.get(o.info.logoFileId) : undefined;
    return {
      id: o.id,
      name: o.name,
      presentation: o.about.presentation ? sanitizeRichText(o.about.presentation, o.presentationFormat) : null,
      industry: refs(o.about.industry),
      benefits: refs(o.benefits),
      organization: { id: o.id, name: o.name, ownerId: o.ownerId },
      url: { path: `${prefix}${path}` },
      urlNoPrefix: path,
      logo: logo ? { url: fileUrl(logo.id), alt: logo.alt, title: logo.title } : null,
    };
  });
}

export const organizationQueries: Pick<QueryResolvers, 'updatableOrganizationProfiles'> = {
  updatableOrganizationProfiles: (_parent, args, ctx) => updatableOrganizationProfiles(ctx, args),
};
