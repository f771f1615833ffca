import 'server-only';
import type { PageQuery } from '@/lib/routing/search-params';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import type { JobSearchPayload } from '@/lib/graphql/generated/operations';
import { jobListingRequest } from '@/lib/data/job-listing-request';
import type { TermLookup } from '@/lib/search/term-lookup';
import type { ResolvedTown } from '@/lib/search/town-path';
import { JOBS_PER_PAGE } from '@/lib/contract';
import { isPastLastPage } from '@/lib/search/result-pages';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';
import { serverQuery } from './graphql';
import { answerOnce, type RequestAnswers } from './request-answers';

/** The listing's search for `payload`, asked anonymously, once per request (the proxy and the page share it). */
export function searchListing(region: Region, payload: JobSearchPayload, answers: RequestAnswers) {
  return answerOnce(answers.searches, `${region.id}\n${JSON.stringify(payload)}`, () =>
    serverQuery(
      { region, locale: region.DEFAULT_LOCALE, userId: null },
      { query: SEARCH_JOBS, variables: { payload } },
    ),
  );
}

/**
 * Whether a /jobs URL asks for a page past its search's last one (a 404). The proxy asks before the page
 * renders, with the page's own search (jobListingRequest, facets and all), which the page then takes from
 * `answers` instead of searching again. The first page always exists, so it is never searched here.
 */
export async function isPastLastListingPage(
  regionId: string,
  segments: readonly string[],
  query: PageQuery,
  terms: TermLookup,
  town: ResolvedTown | null,
  answers: RequestAnswers,
): Promise<boolean> {
  const region = getRegion(regionId);
  if (!region) throw new Error(`Unknown region ${regionId}`);
  const request = jobListingRequest(region, segments, query, terms, town);
  if (!request || request.state.page === 0) return false;
  const { data, error } = await searchListing(region, request.payload, answers);
  // A search the API refuses is the page's to answer (it throws the same error), not a missing page.
  if (error || !data) return false;
  return isPastLastPage(request.state.page, data.searchJobs.total, JOBS_PER_PAGE);
}
