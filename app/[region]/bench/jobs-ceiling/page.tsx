import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageRegion } from '@/lib/region/page-region';
import { loadTermLookup } from '@/lib/data/taxonomy';
import { jobListingRequest } from '@/lib/data/job-listing-request';
import { benchRoutesEnabled, loadCeilingFixture } from '@/lib/bench/bench-routes';
import { JobListing, jobListingMetadata } from '@/components/jobs/job-listing';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The job listing exactly as /jobs renders it, from the bench's static JSON instead of the search (bench only). */
async function resolve(props: Props) {
  if (!benchRoutesEnabled()) notFound();
  const region = await getPageRegion(props.params);
  const terms = await loadTermLookup();
  const request = jobListingRequest(region, [], await props.searchParams, terms);
  if (!request) notFound();
  return { region, terms, state: request.state, result: await loadCeilingFixture() };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return jobListingMetadata(await resolve(props));
}

export default async function JobsCeilingPage(props: Props) {
  return <JobListing {...await resolve(props)} />;
}
