import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { files, organizations, taxonomyTerms } from '../../db/schema';
import { organizationPageOf } from '../../organizations/organization-status';
import { countOpenJobs } from '../../jobs/job-status';
import type { GraphQLContext } from '../../graphql/context';
import { formatMessage, graphqlMessages } from '../../graphql/messages';
import { optional, parseArgs } from '../../graphql/validation';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { fileUrl } from '../../storage/file-url';
import { boundedFulltext, conditionGroupArg, facetsArg, rangeArg } from '../search-payload';
import {
  ORGANIZATION_FACET_FIELDS,
  ORGANIZATION_SEARCH_FIELDS,
  searchOrganizations as runSearch,
} from '../../search/organization-search';
import type {
  Image,
  JobSearchFacet,
  OrganizationProfile,
  OrganizationSearchResult,
  OrganizationTeaser,
  QueryGetOrganizationProfileArgs,
  QueryResolvers,
  QuerySearchOrganizationsArgs,
  TermRef,
} from '../generated/resolvers-types';

const m = graphqlMessages.search;
/** §9 organizations per page. */
export const ORGANIZATIONS_PER_PAGE = 12;

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

async function termRefs(ctx: GraphQLContext, tids: number[]): Promise<Map<number, TermRef & { weight: number }>> {
  if (tids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      tid: taxonomyTerms.tid,
      label: taxonomyTerms.label,
      weight: taxonomyTerms.weight,
      aliases: taxonomyTerms.pathAliases,
    })
    .from(taxonomyTerms)
    .where(inArray(taxonomyTerms.tid, [...new Set(tids)]));
  return new Map(
    rows.map((r) => [r.tid, { tid: r.tid, label: r.label, weight: r.weight, pathAlias: r.aliases.de ?? null }]),
  );
}

const refsOf = (map: Map<number, TermRef & { weight: number }>, tids: number[]): TermRef[] =>
  tids
    .flatMap((tid) => (map.has(tid) ? [map.get(tid)!] : []))
    .sort((a, b) => a.weight - b.weight)
    .map(({ tid, label, pathAlias }) => ({ tid, label, pathAlias }));

async function imagesOf(ctx: GraphQLContext, ids: Array<string | undefined>): Promise<Map<string, Image>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: files.id, alt: files.alt, title: files.title })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((f) => [f.id, { url: fileUrl(f.id), alt: f.alt, title: f.title }]));
}

/** Organizations of the site as teasers, in the order of `hits`. */
export async function loadTeasers(
  ctx: GraphQLContext,
  hits: Array<{ id: string; openJobs: number }>,
): Promise<OrganizationTeaser[]> {
  if (hits.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      info: organizations.info,
      industry: organizations.industryTids,
      featured: organizations.featured,
    })
    .from(organizations)
    .where(
      and(
        eq(organizations.regionId, ctx.region.id),
        inArray(
          organizations.id,
          hits.map((h) => h.id),
        ),
      ),
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
 * The public organization page (§3 sections). Built field by field from the public sections only: the
 * personal_info group and company_info's invoicing use never leave the server.
 */
export async function getOrganizationProfile(
  ctx: GraphQLContext,
  raw: QueryGetOrganizationProfileArgs,
): Promise<OrganizationProfile | null> {
  const { slug } = parseArgs(z.object({ slug: z.string().max(200) }), raw);
  const [org] = await ctx.db.select().from(organizations).where(organizationPageOf(ctx.region.id, slug)).limit(1);
  if (!org) return null;
  const openJobs = await countOpenJobs(ctx.db, org.id);
  const tids = [...org.about.industry, ...org.about.occupation, ...org.about.fieldsOfStudy, ...org.benefits];
  const attachmentRows = org.attachments.length
    ? await ctx.db.select().from(files).where(inArray(files.id, org.attachments))
    : [];
  const [terms, images] = await Promise.all([
    termRefs(ctx, tids),
    imagesOf(ctx, [
      org.info.logoFileId,
      org.info.coverFileId,
      ...org.gallery.map((g) => g.fileId),
      ...org.contactPeople.map((c) => c.photoFileId),
      ...org.videos.map((v) => v.coverFileId),
    ]),
  ]);
  const image = (id: string | undefined, alt: string): Image | null => {
    const found = id ? images.get(id) : undefined;
    return found ? { ...found, alt: found.alt ?? alt } : null;
  };
  const attachmentOf = new Map(attachmentRows.map((f) => [f.id, f]));
  return {
    id: org.id,
    slug: org.slug,
    name: org.name,
    alternativeName: org.alternativeName,
    url: `/organization/${org.slug}`,
    logo: image(org.info.logoFileId, org.name),
    cover: image(org.info.coverFileId, ''),
    location: org.info.organizationLocation ?? null,
    address: org.companyInfo?.address ? { ...org.companyInfo.address } : null,
    lat: org.lat,
    lon: org.lon,
    website: org.info.website ?? null,
    profiles: { ...org.info.profiles },
    presentation: org.about.presentation ? sanitizeRichText(org.about.presentation, org.presentationFormat) : null,
    industries: refsOf(terms, org.about.industry),
    size: org.about.size ?? org.companyInfo?.size ?? null,
    occupations: refsOf(terms, org.about.occupation),
    fieldsOfStudy: refsOf(terms, org.about.fieldsOfStudy),
    benefits: refsOf(terms, org.benefits),
    contactPeople: org.contactPeople.map((c) => ({
      salutation: c.salutation ?? null,
      firstName: c.firstName ?? null,
      lastName: c.lastName ?? null,
      photo: image(c.photoFileId, [c.firstName, c.lastName].filter(Boolean).join(' ')),
      email: c.email ?? null,
      position: c.position ?? null,
      phone: c.phone ?? null,
      linkedinProfile: c.linkedinProfile ?? null,
      contactInfo: c.contactInfo ?? null,
    })),
    gallery: org.gallery.flatMap((g) => {
      const found = image(g.fileId, g.alt ?? '');
      return found ? [{ ...found, alt: g.alt ?? found.alt, title: g.title ?? found.title }] : [];
    }),
    videos: org.videos.map((v) => ({
      cover: image(v.coverFileId, v.coverTitle ?? ''),
      coverTitle: v.coverTitle ?? null,
      source: v.source,
    })),
    furtherLocations: org.furtherLocations.map((l) => ({ name: l.name, address: { ...l.address } })),
    faq: org.faq.map((f) => ({ question: f.question, answer: sanitizeRichText(f.answer, 'filtered_html') })),
    attachments: org.attachments.flatMap((id) => {
      const f = attachmentOf.get(id);
      return f
        ? [
            {
              id: f.id,
              name: f.originalName,
              mimeType: f.mimeType,
              size: f.sizeBytes,
              sha256: f.sha256,
              url: fileUrl(f.id),
            },
          ]
        : [];
    }),
    openJobs,
    featured: org.featured,
  };
}

export const publicOrganizationQueries: Pick<QueryResolvers, 'searchOrganizations' | 'getOrganizationProfile'> = {
  searchOrganizations: (_parent, args, ctx) => searchOrganizations(ctx, args),
  getOrganizationProfile: (_parent, args, ctx) => getOrganizationProfile(ctx, args),
};
