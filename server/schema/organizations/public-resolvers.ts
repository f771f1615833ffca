import { z } from 'zod';
import { findOrganizationPage } from '../../organizations/organization-status';
import { organizationTeaserRows } from '../../organizations/organization-teasers';
import type { GraphQLContext } from '../../graphql/context';
import { formatMessage, graphqlMessages } from '../../graphql/messages';
import { optional, parseArgs } from '../../graphql/validation';
import { boundedFulltext, conditionGroupArg, facetsArg, rangeArg } from '../search-payload';
import {
  ORGANIZATION_FACET_FIELDS,
  ORGANIZATION_SEARCH_FIELDS,
  searchOrganizations as runSearch,
} from '../../search/organization-search';
import { buildOrganizationProfile, imagesOf, refsOf, termRefs } from './organization-shape';
import type {
  JobSearchFacet,
  OrganizationProfile,
  OrganizationSearchResult,
  OrganizationTeaser,
  QueryGetOrganizationProfileArgs,
  QueryResolvers,
  QuerySearchOrganizationsArgs,
} from '../generated/resolvers-types';
import { ORGANIZATIONS_PER_PAGE } from '../../search/page-sizes';

const m = graphqlMessages.search;
const payloadSchema = z.object({
  payload: z.object({
    language: optional(z.string().regex(/^[a-z]{2}$/)),
    facets: optional(facetsArg(ORGANIZATION_FACET_FIELDS)),
    condition_group: optional(
      conditionGroupArg(
        z
          .object({
            name: z.enum(ORGANIZATION_SEARCH_FIELDS, {
              error: formatMessage(m.conditionField, { allowed: ORGANIZATION_SEARCH_FIELDS.join(', ') }),
            }),
            operator: optional(
              z.enum(['=', '<>', 'LIKE'], { error: formatMessage(m.operator, { allowed: '=, <>, LIKE' }) }),
            ).transform((o) => o ?? '='),
            value: z.string().trim().min(1).max(200),
          })
          .refine((c) => c.name === 'organization_name' || /^\d{1,9}$/.test(c.value), {
            message: m.numericValue,
            path: ['value'],
          }),
      ),
    ),
    // The same bounds as the job search: an organization search is priced like one.
    fulltext: optional(boundedFulltext),
    range: rangeArg(ORGANIZATIONS_PER_PAGE),
    featuredOnly: optional(z.boolean()),
  }),
});

/** Organizations of the site as teasers, in the order of `hits`. */
export async function loadTeasers(
  ctx: GraphQLContext,
  hits: Array<{ id: string; openJobs: number }>,
): Promise<OrganizationTeaser[]> {
  if (hits.length === 0) return [];
  const rows = await organizationTeaserRows(
    ctx.db,
    ctx.region.id,
    hits.map((h) => h.id),
  );
  const [terms, logos] = await Promise.all([
    termRefs(
      ctx,
      rows.flatMap((r) => r.industry),
    ),
    imagesOf(
      ctx,
      rows.map((r) => r.info.logoFileId),
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap((hit) => {
    const r = byId.get(hit.id);
    if (!r) return [];
    const logo = r.info.logoFileId ? logos.get(r.info.logoFileId) : undefined;
    return [
      {
        id: r.id,
        slug: r.slug,
        name: r.name,
        url: `/organization/${r.slug}`,
        logo: logo ? { ...logo, alt: logo.alt ?? r.name } : null,
        location: r.info.organizationLocation ?? null,
        industries: refsOf(terms, r.industry),
        openJobs: hit.openJobs,
        featured: r.featured,
      },
    ];
  });
}

export async function searchOrganizations(
  ctx: GraphQLContext,
  raw: QuerySearchOrganizationsArgs,
): Promise<OrganizationSearchResult> {
  const { payload } = parseArgs(payloadSchema, raw);
  const result = await runSearch(ctx.db, {
    regionId: ctx.region.id,
    keys: payload.fulltext?.keys ?? '',
    conditions: payload.condition_group ?? [],
    facets: payload.facets ?? [],
    featuredOnly: payload.featuredOnly ?? false,
    ...payload.range,
    now: new Date(),
  });
  const terms = await termRefs(
    ctx,
    result.facets.flatMap((f) => f.values.map((v) => Number(v.value))),
  );
  const facets: JobSearchFacet[] = result.facets.map((f) => ({
    field: f.field,
    values: f.values.map((v) => {
      const term = terms.get(Number(v.value));
      return { value: v.value, count: v.count, label: term?.label ?? v.value, pathAlias: term?.pathAlias ?? null };
    }),
  }));
  const [found, featured] = await Promise.all([loadTeasers(ctx, result.hits), loadTeasers(ctx, result.featured)]);
  return { total: result.total, organizations: found, facets, featured };
}

/**
 * The public organization page (docs/product.md §3 sections). Built field by field from the public sections only: the
 * personal_info group and company_info's invoicing use never leave the server.
 */
export async function getOrganizationProfile(
  ctx: GraphQLContext,
  raw: QueryGetOrganizationProfileArgs,
): Promise<OrganizationProfile | null> {
  const { slug } = parseArgs(z.object({ slug: z.string().max(200) }), raw);
  const org = await findOrganizationPage(ctx.db, ctx.region.id, slug);
  if (!org) return null;
  return buildOrganizationProfile(ctx, org);
}

export const publicOrganizationQueries: Pick<QueryResolvers, 'searchOrganizations' | 'getOrganizationProfile'> = {
  searchOrganizations: (_parent, args, ctx) => searchOrganizations(ctx, args),
  getOrganizationProfile: (_parent, args, ctx) => getOrganizationProfile(ctx, args),
};
