import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { JOBS_PER_PAGE } from '@/lib/contract';
import { isPastLastPage } from '@/lib/search/result-pages';
import type { Region } from '@/regions/build-region';
import { jobListingRequest } from './job-listing-request';
import { searchListing } from './listing-pages';
import { resolveListingTown } from './listing-town';
import { newRequestAnswers, PROXY_ANSWERS_HEADER, takeRequestAnswers } from './request-answers';
import { loadTermLookup } from './taxonomy';
import { showsSiteJobs } from './page-cache-tags';

type Query = Record<string, string | string[] | undefined>;

/**
 * What the proxy already looked up for this request, taken once per render (generateMetadata and the page
 * share it), or fresh answers when it left none.
 */
const pageAnswers = cache(async () => {
  const token = (await headers()).get(PROXY_ANSWERS_HEADER);
  return takeRequestAnswers(token) ?? newRequestAnswers();
});

/**
 * A /jobs page's data: the town its path ends in, the listing state and the search with every facet; null
 * for what names nothing (an unknown facet, a town without open jobs, a page past the last one), which the
 * proxy already answered with the 404 page (lib/data/app-page-status.ts). The town and the search the proxy
 * ran for its check are taken from it, not run again.
 */
export async function loadJobListing(region: Region, taxonomy: readonly string[], query: Query) {
  const [answers, terms] = await Promise.all([pageAnswers(), loadTermLookup(), showsSiteJobs(region.id)]);
  // A town in the path names a landing page, which exists only while it has open jobs.
  const resolved = await resolveListingTown(region.id, taxonomy, terms, answers);
  if (!resolved) return null;
  const request = jobListingRequest(region, taxonomy, query, terms, resolved.town);
  if (!request) return null;
  const { data, error } = await searchListing(region, request.payload, answers);
  if (error) throw error;
  const result = data!.searchJobs;
  if (isPastLastPage(request.state.page, result.total, JOBS_PER_PAGE)) return null;
  return { terms, resolved, state: request.state, result };
}
