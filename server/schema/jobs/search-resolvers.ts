import { z } from 'zod';
import { LOCATION_TYPES } from '../../../regions/schema';
import { isUuid } from '../../db/uuid';
import { organizationNamesBySlug } from '../../organizations/organization-teasers';
import { termsByTid } from '../../taxonomy/term-cache';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { formatMessage, graphqlMessages } from '../../graphql/messages';
import { languageArg, optional, parseArgs } from '../../graphql/validation';
import {
  CONDITION_OPERATORS,
  JOB_FACET_FIELDS,
  JOB_SEARCH_FIELDS,
  type JobFacetCounts,
  type JobSearchGeo,
  type JobSearchQuery,
  isJobTermField,
  isNumericJobField,
  MISSING_VALUE,
} from '../../search/job-search-query';
import { searchJobs as runJobSearch } from '../../search/search-jobs';
import type {
  JobSearchFacet,
  JobSearchResult,
  QuerySearchJobsArgs,
  QueryResolvers,
} from '../generated/resolvers-types';
import { loadJobsByIds } from '../../jobs/load-jobs';
import { boundedFulltext, conditionGroupArg, facetsArg, rangeArg } from '../search-payload';
import { termPathAlias } from '../../taxonomy/term-path-alias';
import { JOBS_PER_PAGE } from '../../search/page-sizes';

const m = graphqlMessages.search;
/** docs/product.md §9 "Sorting: relevancy (search_api_relevance desc), recency (field_job_publishing_date desc)". */
const SORT_FIELDS = ['search_api_relevance', 'field_job_publishing_date'] as const;

const condition = z
  .object({
    name: z.enum(JOB_SEARCH_FIELDS, {
      error: formatMessage(m.conditionField, { allowed: JOB_SEARCH_FIELDS.join(', ') }),
    }),
    operator: optional(
      z.enum(CONDITION_OPERATORS, { error: formatMessage(m.operator, { allowed: CONDITION_OPERATORS.join(', ') }) }),
    ).transform((o) => o ?? '='),
    value: z.string().trim().min(1).max(200),
  })
  .superRefine((c, ctx) => {
    if (isNumericJobField(c.name) && c.value !== MISSING_VALUE && !/^\d{1,9}$/.test(c.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.numericValue });
    if (c.name === 'job_id' && !isUuid(c.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: graphqlMessages.validation.id });
  });

/** Coordinates to a millionth of a degree (about 0.1 m): PostgreSQL refuses subnormal floats such as 5e-324. */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const payloadSchema = z.object({
  payload: z.object({
    language: optional(languageArg),
    facets: optional(facetsArg(JOB_FACET_FIELDS)),
    condition_group: optional(conditionGroupArg(condition)),
    fulltext: optional(boundedFulltext),
    geoLocation: optional(
      z.object({
        label: optional(z.string().max(200)),
        country: optional(
          z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}$/),
        ),
        administrativeArea: optional(z.string().trim().max(100)),
        lat: optional(z.number().min(-90).max(90).transform(toMicroDegrees)),
        lon: optional(z.number().min(-180).max(180).transform(toMicroDegrees)),
        radius: optional(z.number().min(0.001).max(500)),
        postalCode: optional(
          z
            .string()
            .trim()
            .regex(/^\d{1,5}$/, m.postalCode),
        ),
        locationType: optional(
          z.enum(LOCATION_TYPES, { error: formatMessage(m.locationType, { allowed: LOCATION_TYPES.join(', ') }) }),
        ),
      }),
    ),
    range: rangeArg(JOBS_PER_PAGE),
    sorts: optional(
      z
        .array(z.object({ field: z.enum(SORT_FIELDS), value: optional(z.enum(['asc', 'desc'])) }))
        .max(SORT_FIELDS.length),
    ),
  }),
});

type Payload = z.output<typeof payloadSchema>['payload'];

/**
 * The docs/product.md §7 geoLocation as the engine's filter; radius only for places (docs/product.md §9: not for states
 * and countries), at most the site's largest radius option.
 */
function toGeo(
  geo: Payload['geoLocation'],
  radius: GraphQLContext['region']['GEO_INFO']['radius'],
): JobSearchGeo | null {
  if (!geo) return null;
  if (geo.locationType === 'country') return { kind: 'country', code: geo.country ?? 'DE' };
  if (geo.locationType === 'administrative_area_level_1') {
    if (!geo.administrativeArea) throw badUserInput('payload.geoLocation.administrativeArea', m.administrativeArea);
    return { kind: 'administrativeArea', name: geo.administrativeArea };
  }
  if (geo.locationType === 'postal_code' && geo.postalCode && (geo.lat === undefined || geo.lon === undefined))
    return { kind: 'postalArea', prefix: geo.postalCode };
  if (geo.lat === undefined || geo.lon === undefined) {
    if (geo.radius !== undefined) throw badUserInput('payload.geoLocation.lat', m.latLon);
    return null;
  }
  const maxRadius = Math.max(...radius.options);
  if (geo.radius !== undefined && geo.radius > maxRadius)
    throw badUserInput('payload.geoLocation.radius', formatMessage(graphqlMessages.validation.max, { max: maxRadius }));
  return { kind: 'radius', lat: geo.lat, lon: geo.lon, radiusKm: geo.radius ?? radius.defaultValue };
}

/** Maps a validated docs/product.md §7 payload onto the engine's query. */
export function toJobSearchQuery(
  payload: Payload,
  ctx: Pick<GraphQLContext, 'region' | 'locale'>,
  now = new Date(),
): JobSearchQuery {
  return {
    regionId: ctx.region.id,
    language: payload.language ?? ctx.locale,
    keys: payload.fulltext?.keys ?? '',
    conditions: payload.condition_group ?? [],
    geo: toGeo(payload.geoLocation, ctx.region.GEO_INFO.radius),
    facets: payload.facets ?? [],
    ...payload.range,
    sort: payload.sorts?.some((s) => s.field === 'field_job_publishing_date') ? 'recency' : 'relevance',
    now,
    // A seeker never gets an empty page while related jobs exist; the answer says how it was widened.
    relax: true,
  };
}

/** Facet values with their labels: term names and path aliases, organization names; numbers and places as they are. */
async function labelFacets(ctx: GraphQLContext, facets: JobFacetCounts[]): Promise<JobSearchFacet[]> {
  const tids = facets
    .filter((f) => isJobTermField(f.field))
    .flatMap((f) => f.values.map((v) => Number(v.value)).filter(Number.isFinite));
  const slugs = facets.filter((f) => f.field === 'job_organization_name').flatMap((f) => f.values.map((v) => v.value));
  const [terms, nameOf] = await Promise.all([
    termsByTid(ctx.db, tids),
    organizationNamesBySlug(ctx.db, ctx.region.id, slugs),
  ]);
  return facets.map((facet) => ({
    field: facet.field,
    values: facet.values.map((v) => {
      if (v.value === MISSING_VALUE) return { ...v, label: m.missingLabel, pathAlias: null };
      const term = isJobTermField(facet.field) ? terms.get(Number(v.value)) : undefined;
      if (term) return { ...v, label: term.label, pathAlias: termPathAlias(term.aliases, ctx.locale) };
      return {
        ...v,
        label: facet.field === 'job_organization_name' ? (nameOf.get(v.value) ?? v.value) : v.value,
        pathAlias: null,
      };
    }),
  }));
}

/** docs/product.md §7 job search of the caller's site: hits in order, the total, and labelled facet counts. */
export async function searchJobs(ctx: GraphQLContext, raw: QuerySearchJobsArgs): Promise<JobSearchResult> {
  const { payload } = parseArgs(payloadSchema, raw);
  const query = toJobSearchQuery(payload, ctx);
  const result = await runJobSearch(ctx.db, query);
  const [jobs, facets] = await Promise.all([
    loadJobsByIds(
      ctx.db,
      ctx.region.id,
      result.hits.map((h) => h.id),
      ctx.locale,
      query.now,
    ),
    labelFacets(ctx, result.facets),
  ]);
  const distanceOf = new Map(result.hits.map((h) => [h.id, h.distanceKm]));
  // Set in place: a copy by spread would compute every lazy field (description, teaser) of the job.
  for (const job of jobs) job.distanceKm = distanceOf.get(job.id) ?? null;
  return { total: result.total, jobs, facets, fallback: result.fallback, correctedSearch: result.correctedSearch };
}

export const jobSearchQueries: Pick<QueryResolvers, 'searchJobs'> = {
  searchJobs: (_parent, args, ctx) => searchJobs(ctx, args),
};
