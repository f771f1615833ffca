import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageRegion } from '@/lib/region/page-region';
import { serverQuery } from '@/lib/data/graphql';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { loadTermLookup } from '@/lib/data/taxonomy';
import { jobListingRequest } from '@/lib/data/job-listing-request';
import { JOBS_PER_PAGE } from '@/lib/contract';
import type { JobSearchState } from '@/lib/search/job-search-state';
import { isPastLastPage } from '@/lib/search/result-pages';
import { JobListing, jobListingMetadata, type TownLanding } from '@/components/jobs/job-listing';
import { resolveListingTown } from '@/lib/data/listing-town';
import { showsSiteJobs } from '@/lib/data/page-cache-tags';
import type { ResolvedTown } from '@/lib/search/town-path';
import type { SearchJobsQuery } from '@/lib/graphql/generated/operations';

type Props = {
  params: Promise<{ region: string; taxonomy?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The landing page a path with a town names (H1, title, description), with its field's label from the facets. */
function townLanding(
  resolved: { town: ResolvedTown | null; count: number | null },
  state: JobSearchState,
  result: SearchJobsQuery['searchJobs'],
): TownLanding | null {
  if (!resolved.town || resolved.count === null) return null;
  const tid = state.filters.occupational_field?.[0];
  const field = result.facets.find((f) => f.field === 'occupational_field')?.values.find((v) => v.value === tid);
  return { town: resolved.town.label, field: field?.label ?? null, count: resolved.count };
}

async function resolve(props: Props) {
  const region = await getPageRegion(props.params);
  const { taxonomy = [] } = await props.params;
  const terms = await loadTermLookup();
  // A town in the path names a landing page, which exists only while it has open jobs.
  const resolved = await resolveListingTown(region.id, taxonomy, terms);
  if (!resolved) notFound();
  const request = jobListingRequest(region, taxonomy, await props.searchParams, terms, resolved.town);
  if (!request) notFound();
  const [{ data, error }] = await Promise.all([
    serverQuery(
      { region, locale: region.DEFAULT_LOCALE, userId: null },
      { query: SEARCH_JOBS, variables: { payload: request.payload } },
    ),
    showsSiteJobs(region.id),
  ]);
  if (error) throw error;
  const result = data!.searchJobs;
  // The proxy already answers these with the 404 page (lib/data/app-page-status.ts); the page keeps the rule too.
  if (isPastLastPage(request.state.page, result.total, JOBS_PER_PAGE)) notFound();
  return { region, terms, state: request.state, result, landing: townLanding(resolved, request.state, result) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return jobListingMetadata(await resolve(props));
}

export default async function JobsPage(props: Props) {
  return <JobListing {...await resolve(props)} />;
}
