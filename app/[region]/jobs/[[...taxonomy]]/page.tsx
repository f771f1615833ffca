import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageRegion } from '@/lib/region/page-region';
import { loadJobListing } from '@/lib/data/job-listing';
import type { JobSearchState } from '@/lib/search/job-search-state';
import { JobListing, jobListingMetadata, type TownLanding } from '@/components/jobs/job-listing';
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
  const listing = await loadJobListing(region, taxonomy, await props.searchParams);
  // The proxy already answers these with the 404 page (lib/data/app-page-status.ts); the page keeps the rule too.
  if (!listing) notFound();
  const { terms, resolved, state, result } = listing;
  return { region, terms, state, result, landing: townLanding(resolved, state, result) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return jobListingMetadata(await resolve(props));
}

export default async function JobsPage(props: Props) {
  return <JobListing {...await resolve(props)} />;
}
