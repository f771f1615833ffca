import { z } from 'zod';
import messages from '../../../messages/de.json';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden, unauthenticated } from '../../graphql/errors';
import { formatMessage } from '../../graphql/messages';
import { optional, parseArgs } from '../../graphql/validation';
import { searchResumes as runResumeSearch } from '../../search/resume-search';
import { resumeSearchAccess } from '../../search/resume-search-access';
import {
  MAX_FILTER_VALUES,
  MAX_RESUME_PAGE,
  MAX_RESUME_RADIUS_KM,
  RESUME_FACET_FIELDS,
  type ResumeFilters,
} from '../../search/resume-search-query';
import { boundedFulltext } from '../search-payload';
import type { QueryResolvers, ResumeSearchResult } from '../generated/resolvers-types';
import { labelResumeSearch } from './resume-search-shape';
import { RESUMES_PER_PAGE } from '../../search/page-sizes';

const m = messages.resumeSearch.errors;
/** Coordinates to a millionth of a degree, as the job search reads them (PostgreSQL refuses subnormal floats). */
const degrees = (max: number) =>
  z
    .number()
    .min(-max)
    .max(max)
    .transform((d) => Math.round(d * 1e6) / 1e6);

const filter = z.object({
  field: z.enum(RESUME_FACET_FIELDS, {
    error: formatMessage(m.facetField, { allowed: RESUME_FACET_FIELDS.join(', ') }),
  }),
  values: z
    .array(z.string().trim().min(1).max(200))
    .max(MAX_FILTER_VALUES, formatMessage(m.values, { max: MAX_FILTER_VALUES })),
});

/** Every part bounded (words, values per facet, radius, page), so no payload makes the statement expensive. */
const payloadSchema = z.object({
  payload: z.object({
    keys: optional(boundedFulltext.shape.keys),
    place: optional(
      z.object({
        lat: degrees(90),
        lon: degrees(180),
        radiusKm: z
          .number()
          .int()
          .min(1, formatMessage(m.radius, { max: MAX_RESUME_RADIUS_KM }))
          .max(MAX_RESUME_RADIUS_KM, formatMessage(m.radius, { max: MAX_RESUME_RADIUS_KM })),
      }),
    ),
    filters: optional(
      z
        .array(filter)
        .max(RESUME_FACET_FIELDS.length)
        .refine((fs) => new Set(fs.map((f) => f.field)).size === fs.length, m.facetTwice)
        .superRefine((fs, ctx) =>
          fs.forEach((f, i) => {
            if (f.field !== 'region' && f.values.some((v) => !/^\d{1,9}$/.test(v)))
              ctx.addIssue({ code: 'custom', path: [i, 'values'], message: m.tid });
          }),
        ),
    ),
    page: optional(
      z
        .number()
        .int()
        .min(1, formatMessage(m.page, { max: MAX_RESUME_PAGE }))
        .max(MAX_RESUME_PAGE, formatMessage(m.page, { max: MAX_RESUME_PAGE })),
    ),
  }),
});

/** docs/product.md §9 resume search: the access rule first (no payload is read for a caller who may not search). */
export async function searchResumes(ctx: GraphQLContext, raw: unknown): Promise<ResumeSearchResult> {
  const now = new Date();
  const searcher = ctx.user;
  const access = await resumeSearchAccess(ctx.db, searcher, ctx.region.id, now);
  if (access === 'signIn' || !searcher) throw unauthenticated();
  if (access === 'subscribe') throw forbidden(m.noSubscription);
  const { payload } = parseArgs(payloadSchema, raw);
  const filters: ResumeFilters = Object.fromEntries((payload.filters ?? []).map((f) => [f.field, f.values]));
  const page = payload.page ?? 1;
  const result = await runResumeSearch(
    ctx.db,
    { regionId: ctx.region.id, keys: payload.keys ?? '', geo: payload.place ?? null, filters, page, searcher },
    now,
  );
  return { ...(await labelResumeSearch(ctx.db, result, ctx.locale)), page, pageSize: RESUMES_PER_PAGE };
}

export const resumeSearchQueries: Pick<QueryResolvers, 'searchResumes'> = {
  searchResumes: (_parent, args, ctx) => searchResumes(ctx, args),
};
