import 'server-only';
import type { PageQuery } from '@/lib/routing/search-params';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';
import { jobListingRequest } from '@/lib/data/job-listing-request';
import type { TermLookup } from '@/lib/search/term-lookup';
import type { ResolvedTown } from '@/lib/search/town-path';
import { JOBS_PER_PAGE } from '@/lib/contract';
import { isPastLastPage } from '@/lib/search/result-pages';
import { getRegion } from '@/regions/registry';
import { executeInProcess } from '@/server/graphql/execute-in-process';

/**
 * Whether a /jobs URL asks for a page past its search's last one (a 404). The proxy asks before the page
 * renders; the search is the page's own (jobListingRequest), counted without facets and with one hit.
 * The first page always exists, so it is never counted here.
 */
export async function isPastLastListingPage(
  regionId: string,
  segments: readonly string[],
  query: PageQuery,
  terms: TermLookup,
  town: ResolvedTown | null,
): Promise<boolean> {
  const region = getRegion(regionId);
  if (!region) throw new Error(`Unknown region ${regionId}`);
  const request = jobListingRequest(region, segments, query, terms, town);
  if (!request || request.state.page === 0) return false;
  const payload = { ...request.payload, facets: [], range: { first: 0, last: 1 } };
  const { data, errors } = await executeInProcess(
    { query: SEARCH_JOBS, variables: { payload } },
    { regionId, locale: region.DEFAULT_LOCALE, userId: null },
  );
  // A search the API refuses is the page's to answer (it throws the same error), not a missing page.
  if (errors?.length || !data) return false;
  return isPastLastPage(request.state.page, (data as SearchJobsQuery).searchJobs.total, JOBS_PER_PAGE);
}
