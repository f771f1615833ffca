import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageRegion } from '@/lib/region/page-region';
import { serverQuery } from '@/lib/data/graphql';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { loadTermLookup } from '@/lib/data/taxonomy';
import { jobListingRequest } from '@/lib/search/job-listing-request';
import { JOBS_PER_PAGE } from '@/lib/search/job-search-state';
import { isPastLastPage } from '@/lib/search/result-pages';
import { JobListing, jobListingMetadata } from '@/components/jobs/job-listing';

type Props = {
  params: Promise<{ region: string; taxonomy?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

async function resolve(props: Props) {
  const region = await getPageRegion(props.params);
  const { taxonomy = [] } = await props.params;
  const terms = await loadTermLookup();
  const request = jobListingRequest(region, taxonomy, await props.searchParams, terms);
  if (!request) notFound();
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    { query: SEARCH_JOBS, variables: { payload: request.payload } },
  );
  if (error) throw error;
  // The proxy already answers these with the 404 page (lib/data/app-page-status.ts); the page keeps the rule too.
  if (isPastLastPage(request.state.page, data!.searchJobs.total, JOBS_PER_PAGE)) notFound();
  return { region, terms, state: request.state, result: data!.searchJobs };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return jobListingMetadata(await resolve(props));
}

export default async function JobsPage(props: Props) {
  return <JobListing {...await resolve(props)} />;
}
